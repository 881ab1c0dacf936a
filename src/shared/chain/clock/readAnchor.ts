import type { ChainTimeAnchor } from './chainTime';

/**
 * The chain-time anchor of an RTK Query read whose result carries its chain time (`readAt`):
 * null while the read is still on its way.
 */
export function readAnchor(data: { readAt: number } | undefined, fulfilledTimeStamp: number | undefined): ChainTimeAnchor | null {
  return data && fulfilledTimeStamp !== undefined ? { readAt: data.readAt, receivedAt: fulfilledTimeStamp } : null;
}
