import fc from 'fast-check';
import { accruedReward, projectStake, YEAR_SECONDS } from './rewards';

const E18 = 10n ** 18n;
const DAY = 86_400n;

describe('accruedReward', () => {
  it('pays staked × APR over a year', () => {
    // 1000 tokens at 12% for 365 days = 120 tokens
    expect(accruedReward(1000n * E18, 1200n, 0n, YEAR_SECONDS, 10n ** 12n)).toBe(120n * E18);
  });

  it('pays APR × stake × 30/365 after 30 days', () => {
    const staked = 500n * E18;
    expect(accruedReward(staked, 2500n, 100n, 100n + 30n * DAY, 10n ** 12n)).toBe(
      (staked * 2500n * 30n) / (10_000n * 365n),
    );
  });

  it('stops at the end time', () => {
    const staked = 10n * E18;
    const end = 1000n + 10n * DAY;
    expect(accruedReward(staked, 1000n, 1000n, end + 50n * DAY, end)).toBe(
      accruedReward(staked, 1000n, 1000n, end, end),
    );
    expect(accruedReward(staked, 1000n, end + 1n, end + 5n * DAY, end)).toBe(0n);
  });

  it('is zero without stake, APR or elapsed time', () => {
    expect(accruedReward(0n, 1000n, 0n, DAY, 10n * DAY)).toBe(0n);
    expect(accruedReward(E18, 0n, 0n, DAY, 10n * DAY)).toBe(0n);
    expect(accruedReward(E18, 1000n, DAY, DAY, 10n * DAY)).toBe(0n);
  });

  it('rounds down like the contract (integer division of the whole product)', () => {
    expect(accruedReward(1n, 1n, 0n, 1n, 10n)).toBe(0n);
    expect(accruedReward(10_000n * YEAR_SECONDS, 1n, 0n, 1n, 10n)).toBe(1n);
  });

  it('never decreases as time moves on', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 100_000n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (staked, apr, a, b) => {
          const [t1, t2] = a < b ? [a, b] : [b, a];
          expect(accruedReward(staked, apr, 0n, t2, 10n ** 9n)).toBeGreaterThanOrEqual(
            accruedReward(staked, apr, 0n, t1, 10n ** 9n),
          );
        },
      ),
    );
  });
});

describe('projectStake', () => {
  const base = {
    staked: 100n * E18,
    owed: 1n * E18,
    schedule: { aprBps: 3650n, pending: null, endTime: 1_000_000n }, // 36.5% → 0.1% a day
    fundedUntil: null,
    readAt: 10_000n,
  };

  it('adds what accrued since the read; everything earned is claimable', () => {
    expect(projectStake(base, 10_000n + DAY)).toEqual({ owed: E18 + E18 / 10n, claimable: E18 + E18 / 10n });
  });

  it('stops when the reserve runs out', () => {
    const r = projectStake({ ...base, fundedUntil: 10_000n + DAY }, 10_000n + 5n * DAY);
    expect(r).toEqual({ owed: E18 + E18 / 10n, claimable: E18 + E18 / 10n });
  });

  it('switches to an announced APR at its time', () => {
    const schedule = { ...base.schedule, pending: { aprBps: 7300n, effectiveAt: 10_000n + DAY } };
    expect(projectStake({ ...base, schedule }, 10_000n + 2n * DAY).owed).toBe(E18 + E18 / 10n + E18 / 5n);
  });

  it('does not go backwards when the clock is behind the read', () => {
    expect(projectStake(base, 5_000n)).toEqual({ owed: E18, claimable: E18 });
  });
});
