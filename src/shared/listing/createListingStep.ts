/**
 * The step machine every create-listing form runs (approve the factory → create → sign the
 * metadata), as a pure function of what the page knows, so its buttons always derive from state
 * and time travel replays them:
 *
 *   check    → the form is not ready, or the amount or the allowance is not read yet
 *   approve  → the factory's allowance is below the amount the create transaction pulls
 *   approved → the allowance covers it: the next press creates the listing
 *   metadata → a listing was created whose metadata is not saved: only the signed post is
 *              retried, a second listing is never created
 */
export type CreateListingStep = 'check' | 'approve' | 'approved' | 'metadata';

export interface CreateListingStepInput {
  /** the listing this form created whose metadata is still unsaved */
  pendingId: string | null;
  /** the form's own rules pass (a form that checks the allowance itself passes true) */
  ready: boolean;
  /** the amount the factory pulls, in the token's base units; null until the decimals are known */
  amountRaw: bigint | null;
  /** the owner's allowance to the factory (raw decimal string); undefined until read */
  allowance: string | undefined;
}

export function createListingStep({ pendingId, ready, amountRaw, allowance }: CreateListingStepInput): CreateListingStep {
  if (pendingId !== null) return 'metadata';
  if (!ready || amountRaw === null || allowance === undefined) return 'check';
  return BigInt(allowance) >= amountRaw ? 'approved' : 'approve';
}
