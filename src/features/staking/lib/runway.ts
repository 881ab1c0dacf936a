import { BPS_DENOMINATOR, YEAR_SECONDS } from './rewards';
import { aprSegments, scheduleOf, type AprSchedule } from './schedule';
import type { PoolView } from '../api/types';

/**
 * When the pool's unallocated reserve runs out if the total stake stays as it is: the contract allocates the
 * reserve as time passes and stops all accrual when it is used up. Null when it lasts until the pool ends
 * (or nothing draws on it: no stake, a zero APR).
 */
export function rewardsRunOutAt(unallocatedReserve: bigint, totalStaked: bigint, schedule: AprSchedule, nowSeconds: bigint): bigint | null {
  let left = unallocatedReserve * BPS_DENOMINATOR * YEAR_SECONDS; // scaled like stake × APR × seconds
  for (const segment of aprSegments(schedule, nowSeconds, schedule.endTime)) {
    const perSecond = totalStaked * segment.aprBps;
    if (perSecond === 0n) continue;
    const cost = perSecond * (segment.to - segment.from);
    if (cost <= left) {
      left -= cost;
      continue;
    }
    return segment.from + left / perSecond;
  }
  return null;
}

/** rewardsRunOutAt for a pool as the chain reads give it. */
export function poolRunOutAt(
  pool: Pick<PoolView, 'unallocatedReserve' | 'totalStaked' | 'aprBps' | 'endTime' | 'pendingApr'>,
  nowSeconds: number | bigint,
): bigint | null {
  return rewardsRunOutAt(BigInt(pool.unallocatedReserve), BigInt(pool.totalStaked), scheduleOf(pool), BigInt(nowSeconds));
}

/** The pool page's runway line: 'Rewards funded until the pool ends', or the date the rewards run out. */
export function runwayText(runOutAt: bigint | null, formatDate: (seconds: bigint) => string): string {
  return runOutAt === null ? 'Rewards funded until the pool ends' : `Rewards funded until ${formatDate(runOutAt)}`;
}
