import type { CreateListingStep } from '../../../shared/listing/createListingStep';
import { CREATE_POOL_TEXTS } from './createPoolValidation';

/**
 * The create form's two buttons over the shared create step machine, in the order a creator uses
 * them: while the factory may not yet take the initial reward ('check' or 'approve'), 'Approve' is
 * the primary (contained) action and 'Create Pool' is secondary and disabled, saying why; once
 * 'approved', 'Create Pool' is the primary action. In 'metadata' the form shows only the retry.
 */
export interface CreatePoolActionsInput {
  symbol: string;
  step: CreateListingStep;
  /** the approve or create transaction (or the metadata's signature) is under way */
  approving: boolean;
  creating: boolean;
}

export interface CreatePoolActions {
  approve: { variant: 'contained' | 'outlined'; disabled: boolean; label: string };
  create: { variant: 'contained' | 'outlined'; disabled: boolean };
  /** why 'Create Pool' cannot be pressed yet; null when it can */
  createBlockedReason: string | null;
}

/** The initial reward is approved to the factory (the step machine's 'approved'). */
export const rewardApprovedAt = (step: CreateListingStep) => step === 'approved';

export function createPoolActions(input: CreatePoolActionsInput): CreatePoolActions {
  const busy = input.approving || input.creating;
  const approvalNext = input.step === 'check' || input.step === 'approve';
  return {
    approve: {
      variant: approvalNext ? 'contained' : 'outlined',
      disabled: busy || !approvalNext,
      label: input.approving ? 'Approving...' : approvalNext ? `Approve ${input.symbol}` : 'Reward token approved',
    },
    create: { variant: approvalNext ? 'outlined' : 'contained', disabled: busy || input.step !== 'approved' },
    createBlockedReason: approvalNext && !input.creating ? CREATE_POOL_TEXTS.approve : null,
  };
}
