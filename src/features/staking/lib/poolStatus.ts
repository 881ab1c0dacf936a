/**
 * Pool status (DESIGN.md section 5): Active = active flag set and the end still ahead;
 * Ended = the end has passed (whatever the flag says); Inactive = flag off before the end.
 */
export type PoolStatus = 'Active' | 'Ended' | 'Inactive';

export interface PoolStatusInput {
  active: boolean;
  /** unix seconds, decimal string or number */
  endTime: number;
}

export function poolStatus(pool: PoolStatusInput, nowSeconds: number): PoolStatus {
  if (pool.endTime <= nowSeconds) return 'Ended';
  return pool.active ? 'Active' : 'Inactive';
}

/**
 * Why a pool takes no new stakes, shown where the stake box would be; null while it takes them.
 * A pool closed by its owner's emergency withdrawal has ended at that moment (its end time is the
 * closing time), so it reads like any ended pool: what was earned stays claimable.
 */
export function stakeClosedReason(status: PoolStatus): string | null {
  if (status === 'Ended') return 'This pool has ended: it takes no new stakes and earns no more rewards. You can still claim and unstake.';
  if (status === 'Inactive') return 'This pool is inactive: it takes no new stakes. You can still claim and unstake.';
  return null;
}

/** The APR as a pool's pages show it: an ended pool earns nothing, so it shows no rate as if it did. */
export function poolAprText(aprText: string, status: PoolStatus): string {
  return status === 'Ended' ? 'None (ended)' : aprText;
}

/** The pools list shows Active pools only (SPEC section 4: "Otherwise Ended"). */
export function isPoolListed(pool: PoolStatusInput, nowSeconds: number): boolean {
  return poolStatus(pool, nowSeconds) === 'Active';
}
