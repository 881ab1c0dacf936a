import { aprSegments } from './schedule';

const schedule = { aprBps: 1000n, pending: null, endTime: 1_000n };

describe('aprSegments', () => {
  it('is one stretch at the current APR without a pending change, cut at the end', () => {
    expect(aprSegments(schedule, 100n, 5_000n)).toEqual([{ from: 100n, to: 1_000n, aprBps: 1000n }]);
  });

  it('splits at the effective time of an announced change', () => {
    const s = { ...schedule, pending: { aprBps: 50n, effectiveAt: 400n } };
    expect(aprSegments(s, 100n, 900n)).toEqual([
      { from: 100n, to: 400n, aprBps: 1000n },
      { from: 400n, to: 900n, aprBps: 50n },
    ]);
    expect(aprSegments(s, 500n, 900n)).toEqual([{ from: 500n, to: 900n, aprBps: 50n }]);
    expect(aprSegments(s, 100n, 300n)).toEqual([{ from: 100n, to: 300n, aprBps: 1000n }]);
  });

  it('is empty when nothing is left', () => {
    expect(aprSegments(schedule, 1_000n, 2_000n)).toEqual([]);
    expect(aprSegments(schedule, 300n, 300n)).toEqual([]);
  });
});
