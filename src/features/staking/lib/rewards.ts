import { aprSegments, type AprSchedule } from './schedule';

/**
 * Reward maths of the StakingPool contract (DESIGN.md section 3, version 2):
 * reward = staked × aprBps × elapsed / (10000 × 365 days), accrued until endTime and only
 * while the reserve covers it; every earned reward is reserved for its staker. All bigint:
 * these are raw token amounts.
 */
export const YEAR_SECONDS = 365n * 24n * 60n * 60n;
export const BPS_DENOMINATOR = 10_000n;

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/** Reward accrued by `staked` at `aprBps` between `from` and `to`, both clamped to `endTime`. */
export function accruedReward(
  staked: bigint,
  aprBps: bigint,
  fromSeconds: bigint,
  toSeconds: bigint,
  endTime: bigint,
): bigint {
  const start = min(fromSeconds, endTime);
  const end = min(toSeconds, endTime);
  if (end <= start || staked <= 0n || aprBps <= 0n) return 0n;
  return (staked * aprBps * (end - start)) / (BPS_DENOMINATOR * YEAR_SECONDS);
}

export interface StakeSnapshot {
  staked: bigint;
  /** everything earned and unpaid at `readAt` (the contract's `rewards`) */
  owed: bigint;
  schedule: AprSchedule;
  /** when the pool's reserve runs out at the current stake (rewardsRunOutAt); null = lasts until the end */
  fundedUntil: bigint | null;
  /** chain time (seconds) of the read */
  readAt: bigint;
}

/**
 * Earned rewards at `nowSeconds`, projected from the last read so the figure ticks up between reads: at the
 * APR in force (and an announced one from its time), only while the reserve lasts. Every earned reward is
 * reserved for its staker, so all of it is claimable.
 */
export function projectStake(snapshot: StakeSnapshot, nowSeconds: bigint): { owed: bigint; claimable: bigint } {
  const until = snapshot.fundedUntil !== null && snapshot.fundedUntil < nowSeconds ? snapshot.fundedUntil : nowSeconds;
  let owed = snapshot.owed;
  for (const segment of aprSegments(snapshot.schedule, snapshot.readAt, until)) {
    owed += accruedReward(snapshot.staked, segment.aprBps, segment.from, segment.to, snapshot.schedule.endTime);
  }
  return { owed, claimable: owed };
}
