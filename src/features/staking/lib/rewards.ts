/**
 * Reward maths of the StakingPool contract (DESIGN.md section 3):
 * reward = staked × aprBps × elapsed / (10000 × 365 days), accrued until endTime, paid
 * only from the reward reserve (claimable = min(owed, reserve)). All bigint: these are
 * raw token amounts.
 */
export const YEAR_SECONDS = 365n * 24n * 60n * 60n;
export const BPS_DENOMINATOR = 10_000n;
const DAY_SECONDS = 86_400n;

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
  /** everything owed at `readAt` (the contract's `rewards`) */
  owed: bigint;
  rewardReserve: bigint;
  aprBps: bigint;
  endTime: bigint;
  /** chain time (seconds) of the read */
  readAt: bigint;
}

/**
 * Owed and claimable at `nowSeconds`, projected from the last read so the claimable
 * figure ticks up between reads. The reserve is the one read at `readAt`: other
 * stakers' claims may lower it, which the next read corrects.
 */
export function projectStake(
  snapshot: StakeSnapshot,
  nowSeconds: bigint,
): { owed: bigint; claimable: bigint } {
  const extra =
    nowSeconds > snapshot.readAt
      ? accruedReward(snapshot.staked, snapshot.aprBps, snapshot.readAt, nowSeconds, snapshot.endTime)
      : 0n;
  const owed = snapshot.owed + extra;
  return { owed, claimable: min(owed, snapshot.rewardReserve > 0n ? snapshot.rewardReserve : 0n) };
}

/**
 * Whole days of rewards the reserve still pays for at the current total stake and APR;
 * null when nothing accrues (no stake or a zero APR), i.e. the reserve is never drawn.
 */
export function reserveCoverageDays(
  rewardReserve: bigint,
  totalStaked: bigint,
  aprBps: bigint,
): bigint | null {
  const perYear = totalStaked * aprBps;
  if (perYear <= 0n) return null;
  return (rewardReserve * BPS_DENOMINATOR * YEAR_SECONDS) / (perYear * DAY_SECONDS);
}
