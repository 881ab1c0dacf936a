import { config, NATIVE_TOKEN_ADDRESS } from '../../../config';
import { listedTokenLogo } from '../../../shared/lib/listedTokenLogo';
import { usdValueOf, type Prices } from '../../../shared/prices/usdValue';

/** Token of the swap API (SPEC section 3): addresses are lowercase, BNB is 0xeeee…eeee. */
export interface SwapToken {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  logoURI?: string;
}

/** lowercase address → raw balance */
export type Balances = Record<string, string>;

export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

export function isAddress(text: string): boolean {
  return ADDRESS_PATTERN.test(text.trim());
}

export function isNative(address: string | null | undefined): boolean {
  return !!address && address.toLowerCase() === NATIVE_TOKEN_ADDRESS;
}

/** The list's BNB entry: the source the card starts with. */
export function nativeTokenIn(tokens: readonly SwapToken[]): SwapToken | null {
  return tokens.find((token) => isNative(token.address)) ?? null;
}

export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase();
}

/**
 * BNB as the build knows it (the deployment's list entry, its logo included): what the card shows as
 * the source while the API's list is on its way, so the first paint, prerendered, is the card itself.
 */
export function nativeTokenOfBuild(): SwapToken {
  const logoURI = listedTokenLogo(NATIVE_TOKEN_ADDRESS);
  return { ...config.nativeToken, ...(logoURI ? { logoURI } : {}) };
}

/** Case-insensitive match on symbol, name or address (SPEC section 5). */
export function searchTokens<T extends SwapToken>(tokens: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...tokens];
  return tokens.filter(
    (t) => t.symbol.toLowerCase().includes(q) || t.name.toLowerCase().includes(q) || t.address.toLowerCase().includes(q),
  );
}

/** Balances compared across tokens of different decimals: scaled to 36 decimals, exact. */
const COMPARE_DECIMALS = 36;
function normalizedBalance(token: SwapToken, balances: Balances): bigint {
  const raw = balances[token.address.toLowerCase()];
  if (!raw || !/^\d+$/.test(raw)) return 0n;
  const shift = COMPARE_DECIMALS - token.decimals;
  return shift >= 0 ? BigInt(raw) * 10n ** BigInt(shift) : BigInt(raw) / 10n ** BigInt(-shift);
}

/**
 * Picker order (SPEC section 9): BNB first, USDT second, then by balance, then by USD value;
 * symbol last so the order is stable.
 */
export function sortTokens<T extends SwapToken>(
  tokens: readonly T[],
  balances: Balances,
  prices: Prices,
  usdtAddress: string,
): T[] {
  const rank = (t: T): number => (isNative(t.address) ? 0 : sameAddress(t.address, usdtAddress) ? 1 : 2);
  const keyed = tokens.map((t) => ({
    t,
    rank: rank(t),
    balance: normalizedBalance(t, balances),
    usd: usdValueOf(balances[t.address.toLowerCase()], t.decimals, prices[t.address.toLowerCase()]) ?? 0n,
  }));
  keyed.sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    if (a.balance !== b.balance) return a.balance > b.balance ? -1 : 1;
    if (a.usd !== b.usd) return a.usd > b.usd ? -1 : 1;
    return a.t.symbol.localeCompare(b.t.symbol);
  });
  return keyed.map((k) => k.t);
}
