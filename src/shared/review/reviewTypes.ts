import type { TransactionOutcome } from '../tx/runTransaction';

/** One line of the review: 'You pay' · '1,000 USDT' · '≈ $1,000.00'. */
export interface ReviewRow {
  label: string;
  value: string;
  /** the USD value, already formatted; absent when no price is known */
  usd?: string | null;
  testId?: string;
}

/** A transaction the modal can send: `run` passes `requestId` on to runTransaction, so the modal follows that send. */
export interface ReviewAction {
  /** the button text: 'Approve USDT', 'Confirm swap' */
  label: string;
  run: (requestId: string) => Promise<TransactionOutcome | null>;
}

/**
 * What the review modal shows and sends. Held in React state by ReviewProvider, not in the
 * store: it carries the send functions (quote, signature, signer calls). The progress of each
 * send is never copied here; the modal reads it from the tracked transaction in the store.
 */
export interface ReviewRequest {
  title: string;
  rows: ReviewRow[];
  /** sentences under the rows (the vesting schedule, the discount) */
  notes?: { label: string; value: string; testId?: string }[];
  /** percent; above TYPED_CONFIRM_IMPACT the user types 'confirm' first */
  priceImpact?: number | null;
  /** an approval the confirm needs first, shown as step 1 */
  approval?: ReviewAction | null;
  /** absent for an approval alone (a swap approved before its quote arrived: the swap gets its own review) */
  confirm?: ReviewAction | null;
}
