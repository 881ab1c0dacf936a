import { tryParseUnits } from '../../../shared/lib/amounts';

/**
 * What the stake box offers for the typed amount (SPEC sections 4 and 5, DESIGN.md
 * section 5): an amount above the balance blocks everything with 'Insufficient {symbol}
 * balance'; approval is needed while the allowance to the pool is below the amount;
 * Stake needs a positive amount and a sufficient allowance.
 */
export interface StakeBoxInput {
  amountText: string;
  decimals: number;
  symbol: string;
  /** raw, or null while unknown */
  balance: string | null;
  allowance: string | null;
}

export interface StakeBoxState {
  /** raw amount, null when the text is not an amount */
  amount: bigint | null;
  insufficientBalance: boolean;
  /** 'Insufficient {symbol} balance' when it applies */
  balanceMessage: string | null;
  allowanceKnown: boolean;
  sufficientAllowance: boolean;
  /** the indicator text: 'Sufficient allowance' / 'Approval required', null for no amount */
  allowanceLabel: 'Sufficient allowance' | 'Approval required' | null;
  canApprove: boolean;
  canStake: boolean;
}

export const STAKE_TEXTS = {
  enterAmount: 'Please enter an amount',
  nothingToUnstake: 'No staked amount to unstake',
} as const;

export function stakeBoxState(input: StakeBoxInput): StakeBoxState {
  const amount = input.amountText.trim() === '' ? null : tryParseUnits(input.amountText, input.decimals);
  const positive = amount !== null && amount > 0n;
  const balance = input.balance === null ? null : BigInt(input.balance);
  const allowance = input.allowance === null ? null : BigInt(input.allowance);
  const insufficientBalance = positive && balance !== null && amount > balance;
  const sufficientAllowance = positive && allowance !== null && allowance >= amount;
  return {
    amount,
    insufficientBalance,
    balanceMessage: insufficientBalance ? `Insufficient ${input.symbol} balance` : null,
    allowanceKnown: allowance !== null,
    sufficientAllowance,
    allowanceLabel: !positive || allowance === null ? null : sufficientAllowance ? 'Sufficient allowance' : 'Approval required',
    canApprove: positive && !insufficientBalance && allowance !== null && !sufficientAllowance,
    canStake: positive && !insufficientBalance && sufficientAllowance,
  };
}

/** Stake's own check, for the click: an empty or zero amount gives 'Please enter an amount'. */
export function stakeAmountError(amount: bigint | null): string | null {
  return amount === null || amount <= 0n ? STAKE_TEXTS.enterAmount : null;
}

/**
 * Why Stake cannot be pressed now, shown under it: no amount yet, more than the balance, or the
 * pool's allowance still to approve; null once it can stake.
 */
export function stakeBlockedReason(box: StakeBoxState, symbol: string): string | null {
  if (box.amount === null || box.amount <= 0n) return STAKE_TEXTS.enterAmount;
  if (box.insufficientBalance) return box.balanceMessage;
  if (!box.sufficientAllowance) return box.allowanceKnown ? `Approve ${symbol} first` : null;
  return null;
}

export function unstakeError(staked: bigint): string | null {
  return staked <= 0n ? STAKE_TEXTS.nothingToUnstake : null;
}
