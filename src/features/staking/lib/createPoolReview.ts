import { formatFeeBnb, formatPoolAmount } from './poolAmounts';
import { formatUnixDateTime } from '../../../shared/format/dateTime';
import type { ReviewRequest } from '../../../shared/review/reviewTypes';
import { formatAprBps } from './apr';
import { APR_DENOMINATOR } from './stakeReview';

export interface CreatePoolReviewInput {
  symbol: string;
  decimals: number;
  aprBps: bigint;
  /** unix seconds */
  endTime: number;
  durationSeconds: number;
  /** raw reward tokens funded at creation */
  initialReward: bigint;
  feeWei: bigint;
}

/**
 * The stake the funded rewards pay for until the end at this APR (rounded down): above it the
 * pool runs dry before its end unless the owner adds rewards.
 */
export function stakeCovered(initialReward: bigint, aprBps: bigint, durationSeconds: number): bigint | null {
  if (aprBps <= 0n || durationSeconds <= 0) return null;
  return (initialReward * APR_DENOMINATOR) / (aprBps * BigInt(durationSeconds));
}

/** The create-pool review: the token, APR, end, rewards funded and fee, and what the funding covers. */
export function createPoolReviewContent(input: CreatePoolReviewInput): Pick<ReviewRequest, 'rows' | 'notes'> {
  const tokens = (raw: bigint) => `${formatPoolAmount(raw, input.decimals)} ${input.symbol}`;
  const covered = stakeCovered(input.initialReward, input.aprBps, input.durationSeconds);
  const notes: NonNullable<ReviewRequest['notes']> = [
    {
      label: 'Rewards',
      value: `${tokens(input.initialReward)} move from your wallet into the pool when it is created`,
      testId: 'review-funding-note',
    },
  ];
  if (covered !== null) {
    notes.push({
      label: 'Covers',
      value: `Rewards for up to ${tokens(covered)} staked until the end; above that the pool runs dry early unless you add rewards`,
      testId: 'review-covered',
    });
  }
  notes.push({ label: 'Metadata', value: 'Your wallet then asks you to sign the description and logo (no fee)' });
  return {
    rows: [
      { label: 'Stake and reward token', value: input.symbol, testId: 'review-token' },
      { label: 'APR', value: formatAprBps(input.aprBps), testId: 'review-apr' },
      { label: 'Ends', value: formatUnixDateTime(input.endTime), testId: 'review-end' },
      { label: 'Rewards funded', value: tokens(input.initialReward), testId: 'review-rewards-funded' },
      { label: 'Creation fee', value: formatFeeBnb(input.feeWei), testId: 'review-fee' },
    ],
    notes,
  };
}
