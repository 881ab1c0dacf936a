import type { PruneCutoffs, PruneResult, Storage } from './types';

/** How long each kind of row is needed, in chain seconds; the caller knows why (the TWAP window, the freshness window). */
export interface Retention {
  /** the TWAP window: observations older than it (and the margin) are no longer read */
  observationsSeconds: number;
  /** the signed messages' freshness window: a used message older than it is refused as expired anyway */
  messagesSeconds: number;
}

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
export function pruneCutoffs(chainId: number, chainTime: number, retention: Retention): PruneCutoffs {
  return {
    chainId,
    observationsBefore: chainTime - retention.observationsSeconds - OBSERVATION_MARGIN_SECONDS,
    messagesIssuedBefore: chainTime - retention.messagesSeconds - MESSAGE_MARGIN_SECONDS,
  };
}

/**
 * The time rows expire by: chain time, but never ahead of the wall clock. A dev or test chain
 * moved days ahead (vesting, pool ends) comes back by a revert, and the price history it comes
 * back to must still be there; a live chain's time is the wall clock's anyway.
 */
export function pruneClock(chainTime: number, wallClockSeconds: number): number {
  return Math.min(chainTime, wallClockSeconds);
}

/** Deletes the rows that are expired at `chainTime`; the scheduler in app.ts calls it. */
export function pruneExpired(storage: Storage, chainId: number, chainTime: number, retention: Retention): Promise<PruneResult> {
  return storage.prune(pruneCutoffs(chainId, chainTime, retention));
}
