import type { CreateListingStep } from '../../../shared/listing/createListingStep';

/**
 * The create-bond form's one main button (SPEC section 4 "Create-bond step") over the shared
 * create step machine (shared/listing/createListingStep): 'Approve SALLY', then 'Create Bond',
 * then, if the metadata post failed, 'Save metadata'.
 */

/**
 * Whether the main button can be pressed: never while busy; in `check` only once the required
 * fields are there (SPEC: "fields missing, button disabled") — pressing it then names the first
 * remaining problem instead of sending anything.
 */
export function createBondButtonEnabled(step: CreateListingStep, requiredFilled: boolean, busy: boolean): boolean {
  if (busy) return false;
  return step !== 'check' || requiredFilled;
}

/** The main button's label per step ('Approve SALLY', 'Create Bond', 'Save metadata'). */
export function createBondButtonLabel(step: CreateListingStep, symbol: string | null): string {
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
  step: CreateListingStep;
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
