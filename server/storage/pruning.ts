import { TWAP_WINDOW_SECONDS } from '../bond/priceRule';
import { MESSAGE_FRESHNESS_SECONDS } from '../metadata/validate';
import type { PruneCutoffs, PruneResult, Storage } from './types';

/**
 * Kept beyond the TWAP window: the TWAP reads the newest observation at or before "now minus
 * the window", which is older than the window by up to the sampling gap (longer when the
 * sampler was down for a while), and an older start only lengthens the average.
 */
export const OBSERVATION_MARGIN_SECONDS = 3600;
/**
 * Kept beyond the freshness window: a message issued earlier than the window is refused as
 * expired before its used-row is ever looked at, so the row guards nothing any more. The margin
 * covers clock disagreement between the signer's block and ours.
 */
export const MESSAGE_MARGIN_SECONDS = 3600;

/** What is expired at chain time `chainTime` (unix seconds). */
export function pruneCutoffs(chainId: number, chainTime: number): PruneCutoffs {
  return {
    chainId,
    observationsBefore: chainTime - TWAP_WINDOW_SECONDS - OBSERVATION_MARGIN_SECONDS,
    messagesIssuedBefore: chainTime - MESSAGE_FRESHNESS_SECONDS - MESSAGE_MARGIN_SECONDS,
  };
}

/** Deletes the rows that are expired at `chainTime`; the scheduler in app.ts calls it. */
export function pruneExpired(storage: Storage, chainId: number, chainTime: number): Promise<PruneResult> {
  return storage.prune(pruneCutoffs(chainId, chainTime));
}
