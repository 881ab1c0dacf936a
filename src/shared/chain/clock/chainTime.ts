/** A chain timestamp and the wall-clock moment it arrived: enough to tell chain time later. */
export interface ChainTimeAnchor {
  /** chain time of the read (block timestamp), unix seconds */
  readAt: number;
  /** wall-clock ms when the read arrived */
  receivedAt: number;
}

/**
 * Chain time now, estimated from a read: the chain timestamp the read was made at plus the
 * wall-clock time since it arrived. Immune to a skew between the chain's clock and the
 * browser's (a user's clock may be off; the dev chain's time can be moved).
 */
export function chainNowSeconds(readAt: number, receivedAtMs: number, nowMs: number): number {
  return readAt + Math.max(0, Math.floor((nowMs - receivedAtMs) / 1000));
}

/**
 * The best estimate, in unix seconds, of the timestamp the next block will carry: what a
 * transaction sent now is checked against (a quote's deadline, a listing's end).
 * - `chainNow` is the estimate from the latest block (`chainNowSeconds`). On a chain that mines
 *   steadily the next block follows it; on one that mines on demand the latest block may be
 *   minutes old, and the next block takes the node's clock instead.
 * - `issued`, when there is one, is a moment whose next-block time the API stated: a quote's
 *   issue (`deadline − lifetime`), which the API set to the later of its latest block and its
 *   clock. Counting on from it needs neither the browser's clock to agree with the node's nor a
 *   fresh block.
 * The later of the two: neither can be ahead of the block that comes next.
 */
export function nextBlockSeconds(chainNow: number, nowMs: number, issued?: ChainTimeAnchor | null): number {
  return issued ? Math.max(chainNow, chainNowSeconds(issued.readAt, issued.receivedAt, nowMs)) : chainNow;
}
