import { accruedReward } from './rewards';

/** What a stake of a given size earns at the pool's current APR (raw token amounts, rounded down as the pool pays). */
export interface RewardsPreview {
  /** one day's rewards at the current APR */
  perDay: bigint;
  /** the rewards from now until the pool ends, at the current APR */
  untilEnd: bigint;
}

const DAY_SECONDS = 86_400n;

/**
 * The stake box's rewards preview (an ROI estimate, as PancakeSwap shows beside the amount): the
 * pool's own formula at today's APR, per day and until the end. Null when there is nothing to
 * estimate: no positive amount, a zero APR, or a pool already at its end. An announced APR change
 * or a reserve that runs dry is not in it: the page says those on their own.
 */
export function stakeRewardsPreview(amount: bigint | null, aprBps: bigint, endTime: bigint, nowSeconds: bigint): RewardsPreview | null {
  if (amount === null || amount <= 0n || aprBps <= 0n || nowSeconds >= endTime) return null;
  return {
    perDay: accruedReward(amount, aprBps, 0n, DAY_SECONDS, DAY_SECONDS),
    untilEnd: accruedReward(amount, aprBps, nowSeconds, endTime, endTime),
  };
}
