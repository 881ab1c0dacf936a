import type { RequestProgress } from '../tx/pendingSelectors';
import type { TransactionOutcome } from '../tx/runTransaction';

/** Uniswap's rule: above this price impact (percent) a swap needs the word typed, not one click. */
export const TYPED_CONFIRM_IMPACT = 15;
export const TYPED_CONFIRM_WORD = 'confirm';

export type ReviewStage = 'review' | 'wallet' | 'pending' | 'done' | 'failed';

export function needsTypedConfirm(priceImpact: number | null | undefined): boolean {
  return typeof priceImpact === 'number' && priceImpact > TYPED_CONFIRM_IMPACT;
}

export function typedConfirmAccepted(text: string): boolean {
  return text.trim().toLowerCase() === TYPED_CONFIRM_WORD;
}

/**
 * The stage of one step. While the store tracks the send (wallet request, then the transaction
 * by its hash) the store decides; otherwise the runner's outcome does: a rejection goes back to
 * the review, anything else that ended without a tracked transaction failed before it was sent.
 * `started` is true from the click on; until the store hears of the send, the wallet is being asked.
 */
export function reviewStage(
  progress: RequestProgress | null,
  outcome: TransactionOutcome | null | undefined,
  started: boolean,
): ReviewStage {
  if (progress) {
    if (progress.stage === 'confirmed') return 'done';
    return progress.stage;
  }
  if (!started) return 'review';
  if (outcome === undefined) return 'wallet';
  if (outcome === null) return 'failed';
  if (outcome.status === 'rejected') return 'review';
  return outcome.status === 'confirmed' ? 'done' : 'failed';
}

/** The failure's sentence: mapError's text that runTransaction returned, or a plain fallback. */
export function failureReason(outcome: TransactionOutcome | null | undefined): string {
  return outcome && outcome.status === 'failed' ? outcome.error : 'Transaction failed';
}
