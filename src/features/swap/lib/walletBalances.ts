import { NATIVE_TOKEN_ADDRESS } from '../../../config';
import { isNative, type Balances, type SwapToken } from './tokens';

/**
 * The swap card's balances, one source per fact, all on chain: the ERC-20s on screen from one
 * Multicall3 batch (chainApi `tokenBalances`; a failed read shows them empty, SPEC section 8), BNB
 * from its one cached copy (chainApi `tokenBalance`, useNativeBalance), never from the batch.
 */
export function walletBalances(tokenBalances: Balances | undefined, tokensFailed: boolean, nativeBalance: string | null): Balances {
  const tokens = Object.entries(tokensFailed ? {} : (tokenBalances ?? {})).filter(([address]) => !isNative(address));
  return Object.fromEntries(nativeBalance === null ? tokens : [...tokens, [NATIVE_TOKEN_ADDRESS, nativeBalance]]);
}

/**
 * One token's raw balance, or null while unknown: BNB until its read arrives, an ERC-20 until the
 * batch has answered (then a token missing from it holds '0').
 */
export function balanceOf(token: SwapToken | null, balances: Balances, tokensSettled: boolean): string | null {
  if (!token) return null;
  const balance = balances[token.address.toLowerCase()];
  if (balance !== undefined) return balance;
  return tokensSettled && !isNative(token.address) ? '0' : null;
}
