import { CREATE_POOL_TEXTS } from './createPoolValidation';

/**
 * The create form's two buttons, in the order a creator uses them: while the factory may not yet
 * take the initial reward, 'Approve' is the primary (contained) action and 'Create Pool' is
 * secondary and disabled, saying why; once approved, 'Create Pool' is the primary action.
 */
export interface CreatePoolActionsInput {
  symbol: string;
  /** the allowance to the factory covers the typed initial reward */
  rewardApproved: boolean;
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

export function createPoolActions(input: CreatePoolActionsInput): CreatePoolActions {
  const busy = input.approving || input.creating;
  const approvalNext = !input.rewardApproved;
  return {
    approve: {
      variant: approvalNext ? 'contained' : 'outlined',
      disabled: busy || !approvalNext,
      label: input.approving ? 'Approving...' : approvalNext ? `Approve ${input.symbol}` : 'Reward token approved',
    },
    create: { variant: approvalNext ? 'outlined' : 'contained', disabled: busy || approvalNext },
    createBlockedReason: approvalNext && !input.creating ? CREATE_POOL_TEXTS.approve : null,
  };
}
