/**
 * How a pool's APR runs from now on: the rate in force and an announced change (StakingPool.setAPR takes
 * effect only after its notice), both until the pool's end. Times are unix seconds (chain time).
 */
export interface AprSchedule {
  aprBps: bigint;
  /** announced APR and when it applies; null when no change is pending */
  pending: { aprBps: bigint; effectiveAt: bigint } | null;
  endTime: bigint;
}

/** StakingPool.APR_CHANGE_NOTICE: an APR set now applies this long after. */
export const APR_CHANGE_NOTICE_SECONDS = 86_400;

/** The schedule of a pool as the chain reads give it (decimal strings). */
export function scheduleOf(pool: { aprBps: string; endTime: number; pendingApr: { aprBps: string; effectiveAt: number } | null }): AprSchedule {
  return {
    aprBps: BigInt(pool.aprBps),
    pending: pool.pendingApr ? { aprBps: BigInt(pool.pendingApr.aprBps), effectiveAt: BigInt(pool.pendingApr.effectiveAt) } : null,
    endTime: BigInt(pool.endTime),
  };
}

export interface AprSegment {
  from: bigint;
  to: bigint;
  aprBps: bigint;
}

/** The stretches of [from, min(to, end)) at one APR each, in order (empty when nothing is left). */
export function aprSegments(schedule: AprSchedule, from: bigint, to: bigint): AprSegment[] {
  const end = to < schedule.endTime ? to : schedule.endTime;
  if (end <= from) return [];
  const { pending } = schedule;
  if (!pending || pending.effectiveAt >= end) return [{ from, to: end, aprBps: schedule.aprBps }];
  if (pending.effectiveAt <= from) return [{ from, to: end, aprBps: pending.aprBps }];
  return [
    { from, to: pending.effectiveAt, aprBps: schedule.aprBps },
    { from: pending.effectiveAt, to: end, aprBps: pending.aprBps },
  ];
}
