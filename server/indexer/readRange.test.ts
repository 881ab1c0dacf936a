import fc from 'fast-check';
import { FIRST_RANGE, nextRange } from './readRange';

const LIMITS = { maxRange: 2_000, maxLogsPerCommit: 5_000 };

describe('the follower read range', () => {
  it('grows by doubling over empty blocks, up to the most blocks a range may have', () => {
    let range = FIRST_RANGE;
    const seen = [range];
    for (let i = 0; i < 13; i += 1) {
      range = nextRange({ range, blocksRead: range, logsRead: 0, blocksTaken: range }, LIMITS);
      seen.push(range);
    }
    expect(seen.slice(0, 4)).toEqual([1, 2, 4, 8]);
    expect(seen.at(-1)).toBe(2_000);
  });

  it('sizes the next read at about one commit of logs at the density just read', () => {
    // 100 logs a block: 50 blocks hold a commit
    expect(nextRange({ range: 40, blocksRead: 40, logsRead: 4_000, blocksTaken: 40 }, LIMITS)).toBe(50);
    // a quiet range does not double past what a busy one predicts
    expect(nextRange({ range: 1_000, blocksRead: 1_000, logsRead: 2_500, blocksTaken: 1_000 }, LIMITS)).toBe(2_000);
    expect(nextRange({ range: 1_000, blocksRead: 1_000, logsRead: 4_000, blocksTaken: 1_000 }, LIMITS)).toBe(1_250);
  });

  it('restarts from the blocks that fitted after a cut, and never reads less than a block', () => {
    expect(nextRange({ range: 64, blocksRead: 64, logsRead: 30_000, blocksTaken: 9 }, LIMITS)).toBe(9);
    expect(nextRange({ range: 1, blocksRead: 1, logsRead: 40_000, blocksTaken: 1 }, LIMITS)).toBe(1);
  });

  it('never asks for more than twice the last range, nor past the most blocks, nor less than one block', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        (range, logsRead, maxLogsPerCommit) => {
          const next = nextRange({ range, blocksRead: range, logsRead, blocksTaken: range }, { maxRange: 2_000, maxLogsPerCommit });
          expect(next).toBeGreaterThanOrEqual(1);
          expect(next).toBeLessThanOrEqual(Math.min(2_000, range * 2));
          // at the density just read, the next range holds about one commit at most
          if (logsRead > 0 && next > 1) expect((next * logsRead) / range).toBeLessThanOrEqual(maxLogsPerCommit);
        },
      ),
    );
  });
});
