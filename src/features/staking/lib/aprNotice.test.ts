import { aprNoticeText, poolAprNoticeText } from './aprNotice';

const format = (s: bigint) => `t=${s}`;

describe('aprNoticeText', () => {
  it("announces a pending change as 'APR changes to X% on {date}'", () => {
    expect(aprNoticeText({ aprBps: 2450n, effectiveAt: 500n }, 100n, format)).toBe('APR changes to 24.5% on t=500');
    expect(aprNoticeText({ aprBps: 1_000_000n, effectiveAt: 500n }, 100n, format)).toBe('APR changes to 10,000% on t=500');
    expect(aprNoticeText({ aprBps: 0n, effectiveAt: 500n }, 100n, format)).toBe('APR changes to 0% on t=500');
  });

  it('says nothing without a change, or once it is in force', () => {
    expect(aprNoticeText(null, 100n, format)).toBeNull();
    expect(aprNoticeText({ aprBps: 2450n, effectiveAt: 500n }, 500n, format)).toBeNull();
  });
});

describe('poolAprNoticeText', () => {
  const pool = { aprBps: '1200', endTime: 9000, pendingApr: { aprBps: '1500', effectiveAt: 500 } };

  it('reads the pending change from the decimal strings of the chain reads', () => {
    expect(poolAprNoticeText(pool, 100, format)).toBe('APR changes to 15% on t=500');
  });

  it('says nothing for a pool without a pending change, or once the change is in force', () => {
    expect(poolAprNoticeText({ ...pool, pendingApr: null }, 100, format)).toBeNull();
    expect(poolAprNoticeText(pool, 500, format)).toBeNull();
  });
});
