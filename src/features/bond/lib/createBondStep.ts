/**
 * The create-bond step machine (SPEC section 4 "Create-bond step") as a pure function of what
 * the page knows, so the button always derives from state and time travel replays it:
 *
 *   check    → fields missing or invalid, or the token/allowance not read yet: button disabled
 *   approve  → the factory's allowance is below maxTokens (in the token's decimals): Approve
 *   approved → allowance ≥ maxTokens: the button creates the bond
 *   metadata → a bond was created whose metadata is not saved: the button only retries the
 *              signed post, it never creates a second bond
 */

export type CreateBondStep = 'check' | 'approve' | 'approved' | 'metadata';

export interface CreateBondStepInput {
  /** the sale created by this form whose metadata is still unsaved */
  pendingSaleId: string | null;
  /** token, max tokens and description are all given */
  requiredFilled: boolean;
  /** validateCreateBond found nothing (wallet connected, fields complete and valid) */
  formValid: boolean;
  /** maxTokens scaled by the token's decimals; null until the decimals are known */
  maxTokensRaw: bigint | null;
  /** the owner's allowance to the bond factory (raw decimal string); undefined until read */
  allowance: string | undefined;
}

export function createBondStep(input: CreateBondStepInput): CreateBondStep {
  if (input.pendingSaleId !== null) return 'metadata';
  if (!input.requiredFilled || !input.formValid || input.maxTokensRaw === null || input.allowance === undefined) return 'check';
  return BigInt(input.allowance) >= input.maxTokensRaw ? 'approved' : 'approve';
}

/**
 * Whether the main button can be pressed: never while busy; in `check` only once the required
 * fields are there (SPEC: "fields missing, button disabled") — pressing it then names the first
 * remaining problem instead of sending anything.
 */
export function createBondButtonEnabled(step: CreateBondStep, requiredFilled: boolean, busy: boolean): boolean {
  if (busy) return false;
  return step !== 'check' || requiredFilled;
}

/** The main button's label per step ('Approve SALLY', 'Create Bond', 'Save metadata'). */
export function createBondButtonLabel(step: CreateBondStep, symbol: string | null): string {
  switch (step) {
    case 'approve':
      return `Approve ${symbol ?? 'token'}`;
    case 'metadata':
      return 'Save metadata';
    default:
      return 'Create Bond';
  }
}

export interface CreateBondReasonInput {
  step: CreateBondStep;
  requiredFilled: boolean;
  busy: boolean;
  /** the first required field still empty, as a prompt ('Enter a description'); null when all are given */
  missingPrompt: string | null;
  /** the form is complete and valid, but the token's decimals or the allowance are still being read */
  reading: boolean;
  /** a created sale's metadata waits for a signature from another wallet than the one connected */
  wrongSigner: boolean;
}

/**
 * The line under the main button saying why it cannot be pressed (or does nothing yet), as every
 * disabled action of the app does; null when it can. While a step runs the label says what runs.
 */
export function createBondButtonReason(input: CreateBondReasonInput): string | null {
  if (input.busy) return null;
  if (input.step === 'metadata') return input.wrongSigner ? 'Connect the creator wallet to sign the metadata' : null;
  if (input.step !== 'check') return null;
  if (!input.requiredFilled) return input.missingPrompt;
  return input.reading ? 'Reading the token and its allowance…' : null;
}
