import { sameAddress, type SwapToken } from "./tokens";

/**
 * The imported-token list's own rules, small enough for the card's first load. Reading and checking
 * what localStorage holds (lib/importedTokens) loads after the first render.
 */
export const MAX_IMPORTED_TOKENS = 50;

/** The list with `token` (already checked) first: a re-import refreshes its entry; capped at MAX_IMPORTED_TOKENS. */
export function addImportedToken(
  tokens: readonly SwapToken[],
  token: SwapToken
): SwapToken[] {
  return [
    token,
    ...tokens.filter((t) => !sameAddress(t.address, token.address)),
  ].slice(0, MAX_IMPORTED_TOKENS);
}

/** The list's tokens, then the imported ones the list does not carry (a listed token's own entry wins). */
export function withImportedTokens(
  listed: readonly SwapToken[],
  imported: readonly SwapToken[]
): SwapToken[] {
  const extra = imported.filter(
    (token) => !listed.some((t) => sameAddress(t.address, token.address))
  );
  return extra.length === 0 ? [...listed] : [...listed, ...extra];
}
