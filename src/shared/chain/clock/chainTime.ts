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
