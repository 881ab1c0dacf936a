import { formatAprBps } from './apr';
import { formatUnixDateTime } from '../../../shared/format/dateTime';
import { scheduleOf, type AprSchedule } from './schedule';

/** 'APR changes to 20% on {date}' while an announced change is still ahead; null otherwise. */
export function aprNoticeText(pending: AprSchedule['pending'], nowSeconds: bigint, formatDate: (seconds: bigint) => string): string | null {
  if (!pending || pending.effectiveAt <= nowSeconds) return null;
  return `APR changes to ${formatAprBps(pending.aprBps)} on ${formatDate(pending.effectiveAt)}`;
}

/** The notice of a pool as the chain reads give it, dated the way the staking pages date things. */
export function poolAprNoticeText(
  pool: Parameters<typeof scheduleOf>[0],
  nowSeconds: number,
  formatDate: (seconds: bigint) => string = formatUnixDateTime,
): string | null {
  return aprNoticeText(scheduleOf(pool).pending, BigInt(Math.floor(nowSeconds)), formatDate);
}
