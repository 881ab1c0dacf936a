import { formatAmount } from '../../../shared/lib/amounts';
import { usdApprox } from '../../../shared/prices/usdValue';
import type { ReviewRequest } from '../../../shared/review/reviewTypes';
import { formatAprBps } from './apr';

/** StakingPool.APR_DENOMINATOR: basis points over a 365-day year. */
const APR_DENOMINATOR = 10_000n * 365n * 86_400n;

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
export function rewardsUntilEnd(amount: bigint, aprBps: string, endTime: string | number, nowSeconds: number): bigint {
  const seconds = BigInt(Math.max(0, Number(endTime) - Math.floor(nowSeconds)));
  return (amount * BigInt(aprBps) * seconds) / APR_DENOMINATOR;
}

/** The stake's review: the amount, the APR and what it earns by the pool's end, with USD values when priced. */
export function stakeReviewContent(input: StakeReviewInput): Pick<ReviewRequest, 'rows' | 'notes'> {
  const text = (raw: bigint) => `${formatAmount(raw, input.decimals, 6, { group: true })} ${input.symbol}`;
  const usd = (raw: bigint) => usdApprox(raw, input.decimals, input.usdPrice);
  const rewards = rewardsUntilEnd(input.amount, input.aprBps, input.endTime, input.nowSeconds);
  return {
    rows: [
      { label: 'You stake', value: text(input.amount), usd: usd(input.amount), testId: 'review-stake' },
      { label: 'APR', value: formatAprBps(input.aprBps), testId: 'review-apr' },
      {
        label: 'Rewards by the pool end (est.)',
        value: text(rewards),
        usd: usd(rewards),
        testId: 'review-rewards',
      },
    ],
    notes: [{ label: 'Unstake', value: 'Any time: unstaking returns the stake and pays the rewards earned' }],
  };
}
