import { tryParseUnits } from '../../../shared/lib/amounts';
import type { SwapToken } from './tokens';

/** SPEC section 5 guard texts for the quote and swap calls. */
export const MISSING_SWAP_PARAMETERS = 'Missing swap parameters';
export const INVALID_AMOUNT = 'Invalid amount';

export type ParamsCheck = { ok: true; amount: bigint } | { ok: false; error: string };

/**
 * Tokens and a positive amount: what both the quote and the swap transaction need.
 * The amount text is parsed with the source token's decimals.
 */
export function checkSwapParams(src: SwapToken | null, dst: SwapToken | null, amountText: string): ParamsCheck {
  if (!src || !dst || amountText.trim() === '') return { ok: false, error: MISSING_SWAP_PARAMETERS };
  const amount = tryParseUnits(amountText, src.decimals);
  if (amount === null || amount <= 0n) return { ok: false, error: INVALID_AMOUNT };
  return { ok: true, amount };
}

/** Token from `?inputCurrency=`/`?outputCurrency=`: an address or a symbol of the list. */
export function resolvePresetToken(value: string | null, tokens: readonly SwapToken[]): SwapToken | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (!v) return null;
  return tokens.find((t) => t.address.toLowerCase() === v) ?? tokens.find((t) => t.symbol.toLowerCase() === v) ?? null;
}

/** The query string of a link that presets both sides. */
export function presetSearch(src: SwapToken | null, dst: SwapToken | null): string {
  const params = new URLSearchParams();
  if (src) params.set('inputCurrency', src.address);
  if (dst) params.set('outputCurrency', dst.address);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The address bar's query with the chosen pair in it (as Uniswap keeps it), so a reload or a
 * shared URL keeps the pair; other parameters stay as they were, an empty side is left out.
 */
export function pairSearch(current: string, src: SwapToken | null, dst: SwapToken | null): string {
  const params = new URLSearchParams(current);
  for (const [name, token] of [
    ['inputCurrency', src],
    ['outputCurrency', dst],
  ] as const) {
    if (token) params.set(name, token.address);
    else params.delete(name);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
