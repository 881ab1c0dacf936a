import { aprNoticeText } from './aprNotice';

const format = (s: bigint) => `t=${s}`;

describe('aprNoticeText', () => {
  it("announces a pending change as 'APR changes to X % on {date}'", () => {
    expect(aprNoticeText({ aprBps: 2450n, effectiveAt: 500n }, 100n, format)).toBe('APR changes to 24.5 % on t=500');
    expect(aprNoticeText({ aprBps: 1_000_000n, effectiveAt: 500n }, 100n, format)).toBe('APR changes to 10000 % on t=500');
    expect(aprNoticeText({ aprBps: 0n, effectiveAt: 500n }, 100n, format)).toBe('APR changes to 0 % on t=500');
  });

  it('says nothing without a change, or once it is in force', () => {
    expect(aprNoticeText(null, 100n, format)).toBeNull();
    expect(aprNoticeText({ aprBps: 2450n, effectiveAt: 500n }, 500n, format)).toBeNull();
  });
});
