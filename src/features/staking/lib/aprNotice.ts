import { formatAprBps } from './apr';
import type { AprSchedule } from './schedule';

/** 'APR changes to X % on {date}' while an announced change is still ahead; null otherwise. */
export function aprNoticeText(pending: AprSchedule['pending'], nowSeconds: bigint, formatDate: (seconds: bigint) => string): string | null {
  if (!pending || pending.effectiveAt <= nowSeconds) return null;
  return `APR changes to ${formatAprBps(pending.aprBps).replace(/%$/, ' %')} on ${formatDate(pending.effectiveAt)}`;
}
