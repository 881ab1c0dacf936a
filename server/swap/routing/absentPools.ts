/**
 * Candidate pools read and found absent — no contract at the address, a V2 pair without reserves,
 * a V3 pool never initialised — are left out of the per-block pool-state batch for a while. Most
 * candidates are absent (every fee tier of every token pair on a path is one), and on a node each
 * costs a call in every block's batch.
 *
 * An absent pool is read again RECHECK_BLOCKS blocks after it was last found absent, so a pool
 * created or funded later is routed through at most RECHECK_BLOCKS blocks after that. The first
 * re-check of each pool is brought forward by a phase taken from its address, so the candidates
 * of a pair, first seen together, do not all come back in the same block. A chain whose head is
 * below the block of a pool's last check (a reorg, a dev-chain revert) re-checks that pool at once.
 */

/** At most this many blocks go by before an absent pool is read again. */
export const RECHECK_BLOCKS = 10;
/** Bounded: requests can name any tokens, so any pools; a pool not remembered is simply read. */
const MAX_REMEMBERED = 50_000;

export class AbsentPools {
  /** Block number at which each absent pool counts as last checked. */
  private readonly checkedAt = new Map<string, number>();

  /** The pools to read at block `number`: all but those found absent in the last RECHECK_BLOCKS blocks. */
  toRead<Pool extends { address: string }>(number: number, pools: readonly Pool[]): Pool[] {
    return pools.filter((pool) => {
      const at = this.checkedAt.get(pool.address);
      return at === undefined || number >= at + RECHECK_BLOCKS || number < at;
    });
  }

  /** What a read of `pools` at block `number` found: the ones not `live` are absent. */
  record(number: number, pools: readonly { address: string }[], live: (address: string) => boolean): void {
    for (const { address } of pools) {
      if (live(address)) {
        this.checkedAt.delete(address);
        continue;
      }
      const known = this.checkedAt.has(address);
      if (!known && this.checkedAt.size >= MAX_REMEMBERED) continue;
      this.checkedAt.set(address, known ? number : number - phaseOf(address));
    }
  }

  /** Pools currently left out (for tests and diagnostics). */
  get size(): number {
    return this.checkedAt.size;
  }
}

/** 0 … RECHECK_BLOCKS − 1, from the address's last bytes (CREATE2 addresses are uniform). */
function phaseOf(address: string): number {
  return Number.parseInt(address.slice(-6), 16) % RECHECK_BLOCKS;
}
