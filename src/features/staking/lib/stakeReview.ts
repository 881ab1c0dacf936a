import { formatPoolAmount, formatRewardAmount } from './poolAmounts';
import { accruedReward } from './rewards';
import { usdApprox } from '../../../shared/prices/usdValue';
import type { ReviewRequest } from '../../../shared/review/reviewTypes';
import { formatAprBps } from './apr';
import type { PoolStatus } from './poolStatus';

/** StakingPool.APR_DENOMINATOR: basis points over a 365-day year. */
export const APR_DENOMINATOR = 10_000n * 365n * 86_400n;

export interface StakeReviewInput {
  amount: bigint;
  decimals: number;
  symbol: string;
  aprBps: string;
  /** unix seconds */
  endTime: string | number;
  nowSeconds: number;
  /** the staked token's USD price; undefined when unknown (no USD text then) */
  usdPrice?: number;
}

/** What a stake earns until the pool ends at today's APR, the contract's formula (rounded down). */
export function rewardsUntilEnd(amount: bigint, aprBps: string | bigint, endTime: string | number | bigint, nowSeconds: number): bigint {
  const end = BigInt(endTime);
  return accruedReward(amount, BigInt(aprBps), BigInt(Math.floor(nowSeconds)), end, end);
}

/** The stake's review: the amount, the APR and what it earns by the pool's end, with USD values when priced. */
export function stakeReviewContent(input: StakeReviewInput): Pick<ReviewRequest, 'rows' | 'notes'> {
  const text = (raw: bigint) => `${formatPoolAmount(raw, input.decimals)} ${input.symbol}`;
  const rewardText = (raw: bigint) => `${formatRewardAmount(raw, input.decimals)} ${input.symbol}`;
  const usd = (raw: bigint) => usdApprox(raw, input.decimals, input.usdPrice);
  const rewards = rewardsUntilEnd(input.amount, input.aprBps, input.endTime, input.nowSeconds);
  return {
    rows: [
      { label: 'You stake', value: text(input.amount), usd: usd(input.amount), testId: 'review-stake' },
      { label: 'APR', value: formatAprBps(input.aprBps), testId: 'review-apr' },
      {
        label: 'Rewards by the pool end (est.)',
        value: rewardText(rewards),
        usd: usd(rewards),
        testId: 'review-rewards',
      },
    ],
    notes: [{ label: 'Unstake', value: 'Any time: unstaking returns the stake and pays the rewards earned' }],
  };
}

export interface UnstakeReviewInput {
  /** the whole stake: unstaking always withdraws all of it */
  staked: bigint;
  /** the rewards earned so far, paid out with the stake */
  claimable: bigint;
  decimals: number;
  symbol: string;
  status: PoolStatus;
  usdPrice?: number;
}

/** What unstaking means for rewards, by the pool's status. */
const UNSTAKE_STATUS_NOTES: Record<PoolStatus, string> = {
  Active: 'The pool is still earning: once unstaked, this stake earns no more rewards.',
  Ended: 'The pool has ended: the stake earns nothing more by staying.',
  Inactive: 'The pool takes no new stakes: once unstaked, this stake cannot be staked here again.',
};

/**
 * The unstake's review: the whole stake back, the rewards paid with it (the pool pays the few
 * seconds more that pass before the transaction is mined), their sum, and the pool's status.
 */
export function unstakeReviewContent(input: UnstakeReviewInput): Pick<ReviewRequest, 'rows' | 'notes'> {
  const text = (raw: bigint) => `${formatPoolAmount(raw, input.decimals)} ${input.symbol}`;
  const rewardText = (raw: bigint) => `${formatRewardAmount(raw, input.decimals)} ${input.symbol}`;
  const usd = (raw: bigint) => usdApprox(raw, input.decimals, input.usdPrice);
  const total = input.staked + input.claimable;
  return {
    rows: [
      { label: 'You unstake', value: text(input.staked), usd: usd(input.staked), testId: 'review-unstake' },
      { label: 'Rewards claimed with it', value: rewardText(input.claimable), usd: usd(input.claimable), testId: 'review-rewards' },
      { label: 'You receive (est.)', value: text(total), usd: usd(total), testId: 'review-receive' },
      { label: 'Pool status', value: input.status, testId: 'review-pool-status' },
    ],
    notes: [
      { label: 'Unstake', value: 'The whole stake is withdrawn; its rewards are paid in the same transaction' },
      { label: input.status, value: UNSTAKE_STATUS_NOTES[input.status], testId: 'review-status-note' },
    ],
  };
}
