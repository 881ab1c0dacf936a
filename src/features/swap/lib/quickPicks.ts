import { isNative, sameAddress, type SwapToken } from './tokens';

/** Symbols that name a US-dollar stablecoin wherever the token list carries one. */
export const STABLECOIN_SYMBOLS = ['USDT', 'USDC', 'USD1', 'FDUSD', 'BUSD', 'DAI', 'TUSD'] as const;
export const MAX_QUICK_PICKS = 6;

/**
 * The picker's chips for common tokens: BNB, then USDT, then the list's other stablecoins (the
 * deployment's own, e.g. USD1, and any listed under a stablecoin symbol), in the list's order.
 * Only the list's tokens: an imported token named 'USDT' is anyone's and never becomes a chip.
 */
export function quickPickTokens(
  tokens: readonly SwapToken[],
  imported: readonly SwapToken[],
  usdt: string,
  stablecoins: readonly string[] = [],
): SwapToken[] {
  const listed = tokens.filter((token) => !imported.some((t) => sameAddress(t.address, token.address)));
  const rank = (token: SwapToken): number | null => {
    if (isNative(token.address)) return 0;
    if (sameAddress(token.address, usdt)) return 1;
    const stable =
      stablecoins.some((address) => sameAddress(address, token.address)) ||
      (STABLECOIN_SYMBOLS as readonly string[]).includes(token.symbol.toUpperCase());
    return stable ? 2 : null;
  };
  return listed
    .flatMap((token, index) => {
      const r = rank(token);
      return r === null ? [] : [{ token, r, index }];
    })
    .sort((a, b) => a.r - b.r || a.index - b.index)
    .map(({ token }) => token)
    .slice(0, MAX_QUICK_PICKS);
}
