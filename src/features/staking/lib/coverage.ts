import { reserveCoverageDays } from './rewards';

/** The reserve as days of rewards at the current total stake, in words. */
export function coverageText(pool: { rewardReserve: string; totalStaked: string; aprBps: string }): string {
  const days = reserveCoverageDays(BigInt(pool.rewardReserve), BigInt(pool.totalStaked), BigInt(pool.aprBps));
  if (days === null) return 'No stake yet: the reserve is not being drawn';
  return `${days.toString()} ${days === 1n ? 'day' : 'days'} of rewards at the current total stake`;
}
