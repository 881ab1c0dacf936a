/**
 * How many blocks the follower reads at once. A commit is bounded by its log budget, but a read is
 * bounded only by its range: a range sized in blocks alone made the first read of a busy chain the
 * whole chain (34,575 logs at once on the 10,000-sale bench), and a doubled range after a quiet one
 * could fetch many times what a commit takes, only to throw the rest away. So the range follows
 * the density just read: about one budget's worth of logs, never more than twice the last range,
 * and after a cut, the blocks that fitted. Memory then stays near one budget however long the chain.
 */

/** The first read is one block: nothing is known of the chain's density before it is read. */
export const FIRST_RANGE = 1;

export interface RangeRead {
  /** the range just asked for, in blocks */
  range: number;
  /** blocks read (fewer than `range` when it reached the target) */
  blocksRead: number;
  /** logs those blocks held */
  logsRead: number;
  /** blocks committed: fewer than `blocksRead` when the logs were cut at the budget */
  blocksTaken: number;
}

export function nextRange(read: RangeRead, limits: { maxRange: number; maxLogsPerCommit: number }): number {
  const { range, blocksRead, logsRead, blocksTaken } = read;
  const grown = blocksTaken < blocksRead ? blocksTaken : logsRead === 0 ? range * 2 : Math.min(range * 2, Math.floor((limits.maxLogsPerCommit * blocksRead) / logsRead));
  return Math.max(1, Math.min(limits.maxRange, grown));
}
