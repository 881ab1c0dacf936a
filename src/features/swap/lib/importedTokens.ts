import { isAddress, isNative, sameAddress, type SwapToken } from './tokens';

/**
 * Tokens the user imported by address are remembered per chain across reloads (as on Uniswap and
 * PancakeSwap). localStorage is anyone's to edit (another script on the origin, an older version
 * of the app), so what comes back is checked entry by entry: a malformed entry is dropped, never
 * shown or traded.
 */
export const IMPORTED_TOKENS_VERSION = 'v1';
export const MAX_IMPORTED_TOKENS = 50;
const MAX_SYMBOL_LENGTH = 32;
const MAX_NAME_LENGTH = 64;
/** the widest decimals a token amount is ever parsed with (uint8, but anything past 36 is nonsense) */
const MAX_DECIMALS = 36;

export function importedTokensKey(chainId: number): string {
  return `swap.importedTokens.${IMPORTED_TOKENS_VERSION}:${chainId}`;
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max && !/\p{Cc}/u.test(value);

/** One stored entry as a token, or null when any field is missing or out of shape. */
export function importedTokenFrom(value: unknown): SwapToken | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  if (typeof entry.address !== 'string' || !isAddress(entry.address) || isNative(entry.address)) return null;
  if (!isText(entry.symbol, MAX_SYMBOL_LENGTH) || !isText(entry.name, MAX_NAME_LENGTH)) return null;
  const { decimals, logoURI } = entry;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) return null;
  if (logoURI !== undefined && !(typeof logoURI === 'string' && /^https:\/\/\S+$/.test(logoURI))) return null;
  return {
    address: entry.address.toLowerCase(),
    symbol: entry.symbol,
    name: entry.name,
    decimals,
    ...(logoURI ? { logoURI } : {}),
  };
}

/** The stored list's valid entries, first occurrence of an address kept, at most MAX_IMPORTED_TOKENS. */
export function parseImportedTokens(text: string | null | undefined): SwapToken[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const tokens: SwapToken[] = [];
  for (const value of parsed) {
    const token = importedTokenFrom(value);
    if (token && !tokens.some((t) => sameAddress(t.address, token.address))) tokens.push(token);
    if (tokens.length === MAX_IMPORTED_TOKENS) break;
  }
  return tokens;
}

/** The list with `token` first (a re-import refreshes its entry), capped at MAX_IMPORTED_TOKENS. */
export function withImportedToken(tokens: readonly SwapToken[], token: SwapToken): SwapToken[] {
  const valid = importedTokenFrom(token);
  if (!valid) return [...tokens];
  return [valid, ...tokens.filter((t) => !sameAddress(t.address, valid.address))].slice(0, MAX_IMPORTED_TOKENS);
}

/** The list's tokens, then the imported ones the list does not carry (a listed token's own entry wins). */
export function withImportedTokens(listed: readonly SwapToken[], imported: readonly SwapToken[]): SwapToken[] {
  const extra = imported.filter((token) => !listed.some((t) => sameAddress(t.address, token.address)));
  return extra.length === 0 ? [...listed] : [...listed, ...extra];
}

export function loadImportedTokens(storage: Pick<Storage, 'getItem'> | undefined, chainId: number): SwapToken[] {
  try {
    return parseImportedTokens(storage?.getItem(importedTokensKey(chainId)));
  } catch {
    return [];
  }
}

export function saveImportedTokens(storage: Pick<Storage, 'setItem'> | undefined, chainId: number, tokens: readonly SwapToken[]): void {
  try {
    storage?.setItem(importedTokensKey(chainId), JSON.stringify(tokens));
  } catch {
    // a full or blocked storage forgets the import after a reload; the token stays usable now
  }
}
