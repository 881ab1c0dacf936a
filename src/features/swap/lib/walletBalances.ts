import { NATIVE_TOKEN_ADDRESS } from '../../../config';
import { isNative, type Balances, type SwapToken } from './tokens';

/**
 * The swap card's balances, one source per fact: ERC-20s from the API's balance list (SPEC
 * section 8: a failed fetch shows them empty), BNB always from chainApi's one cached copy
 * (useNativeBalance), never from the API's list.
 */
export function walletBalances(apiBalances: Balances | undefined, apiFailed: boolean, nativeBalance: string | null): Balances {
  const tokens = Object.entries(apiFailed ? {} : (apiBalances ?? {})).filter(([address]) => !isNative(address));
  return Object.fromEntries(nativeBalance === null ? tokens : [...tokens, [NATIVE_TOKEN_ADDRESS, nativeBalance]]);
}

/**
 * One token's raw balance, or null while unknown: BNB until chainApi has read it, an ERC-20
 * until the API's list has answered (then a token missing from it holds '0').
 */
export function balanceOf(token: SwapToken | null, balances: Balances, apiSettled: boolean): string | null {
  if (!token) return null;
  const balance = balances[token.address.toLowerCase()];
  if (balance !== undefined) return balance;
  return apiSettled && !isNative(token.address) ? '0' : null;
}
