import { AbsentPools, RECHECK_BLOCKS } from './absentPools';

const pool = (n: number) => ({ address: `0x${n.toString(16).padStart(40, '0')}` });
const pools = Array.from({ length: 200 }, (_, i) => pool(0xabc000 + i * 7919));

describe('AbsentPools', () => {
  it('reads every pool it knows nothing about, and every pool found live', () => {
    const absent = new AbsentPools();
    expect(absent.toRead(100, pools)).toEqual(pools);
    absent.record(100, pools, () => true);
    expect(absent.toRead(101, pools)).toEqual(pools);
  });

  it('leaves a pool found absent out, then reads it again within RECHECK_BLOCKS blocks, and every RECHECK_BLOCKS blocks after', () => {
    for (const p of pools.slice(0, 30)) {
      const absent = new AbsentPools();
      absent.record(100, [p], () => false);
      const readAt = Array.from({ length: 3 * RECHECK_BLOCKS }, (_, i) => 101 + i).filter((block) => {
        const read = absent.toRead(block, [p]).length === 1;
        if (read) absent.record(block, [p], () => false);
        return read;
      });
      expect(readAt[0]).toBeGreaterThan(100);
      expect(readAt[0]).toBeLessThanOrEqual(100 + RECHECK_BLOCKS);
      for (let i = 1; i < readAt.length; i++) expect(readAt[i] - readAt[i - 1]).toBe(RECHECK_BLOCKS);
    }
  });

  it('spreads the re-checks of pools first found absent together over the blocks that follow', () => {
    const absent = new AbsentPools();
    absent.record(100, pools, () => false);
    const perBlock = Array.from({ length: RECHECK_BLOCKS }, (_, i) => absent.toRead(101 + i, pools).length);
    // Each pool comes back in exactly one of the next RECHECK_BLOCKS blocks (counted without
    // recording, so the counts are cumulative), and no block takes them all at once.
    expect(perBlock[RECHECK_BLOCKS - 1]).toBe(pools.length);
    const newPerBlock = perBlock.map((n, i) => n - (i === 0 ? 0 : perBlock[i - 1]));
    expect(Math.max(...newPerBlock)).toBeLessThan(pools.length / 4);
  });

  it('a pool found live again is read in every block', () => {
    const absent = new AbsentPools();
    const [p] = pools;
    absent.record(100, [p], () => false);
    absent.record(100 + RECHECK_BLOCKS, [p], () => true);
    for (let block = 101 + RECHECK_BLOCKS; block < 100 + 3 * RECHECK_BLOCKS; block++) expect(absent.toRead(block, [p])).toEqual([p]);
  });

  it('reads every pool again once the head is below the block it was last checked at (a reorg or a revert)', () => {
    const absent = new AbsentPools();
    absent.record(100, pools, () => false);
    expect(absent.toRead(90, pools)).toEqual(pools);
  });
});
