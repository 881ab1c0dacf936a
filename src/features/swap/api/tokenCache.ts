import { config } from '../../../config';
import type { SwapToken } from '../lib/tokens';

/**
 * The token list survives reloads for 30 minutes in sessionStorage (SPEC section 9), so a
 * returning tab paints the picker without waiting for the API.
 */
const KEY = `swap.tokens.v1:${config.chainId}:${config.apiBase}`;

interface Stored {
  at: number;
  tokens: SwapToken[];
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // storage can be disabled by the browser; the cache is only an optimisation
    return null;
  }
}

export function readCachedTokens(now = Date.now()): SwapToken[] | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Stored;
    if (!Array.isArray(parsed.tokens) || typeof parsed.at !== 'number') return null;
    if (now - parsed.at >= config.timing.tokenSessionCache || now < parsed.at) return null;
    return parsed.tokens;
  } catch {
    return null;
  }
}

export function writeCachedTokens(tokens: SwapToken[], now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ at: now, tokens } satisfies Stored));
  } catch {
    // quota exceeded or disabled: skip caching
  }
}

export function clearCachedTokens(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
