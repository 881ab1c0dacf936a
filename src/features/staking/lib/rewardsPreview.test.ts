import { stakeRewardsPreview } from './rewardsPreview';

const E18 = 10n ** 18n;
const DAY = 86_400n;

describe('stakeRewardsPreview', () => {
  it('earns amount × APR per 365 days: 36.5% APR pays 0.1% a day', () => {
    const preview = stakeRewardsPreview(1_000n * E18, 3650n, 1_000n + 30n * DAY, 1_000n);
    expect(preview).toEqual({ perDay: 1n * E18, untilEnd: 30n * E18 });
  });

  it('counts only the time left until the end, to the second', () => {
    const preview = stakeRewardsPreview(1_000n * E18, 3650n, 1_000n + DAY / 2n, 1_000n);
    expect(preview?.untilEnd).toBe(E18 / 2n);
    // per day stays the rate, even with less than a day left
    expect(preview?.perDay).toBe(E18);
  });

  it('rounds down as the pool pays (a tiny stake earns 0, never more than the pool pays)', () => {
    const preview = stakeRewardsPreview(1n, 100n, 1_000n + 365n * DAY, 1_000n);
    expect(preview).toEqual({ perDay: 0n, untilEnd: 0n });
    const odd = stakeRewardsPreview(333n, 1234n, 7n * DAY, 0n)!;
    expect(odd.untilEnd).toBe((333n * 1234n * 7n * DAY) / (10_000n * 365n * DAY));
  });

  it('keeps full precision for huge amounts (bigint, no float)', () => {
    const amount = 123_456_789_012_345_678_901_234_567n;
    const preview = stakeRewardsPreview(amount, 1_000_000n, 365n * DAY, 0n)!;
    expect(preview.untilEnd).toBe(amount * 100n);
  });

  it('estimates nothing without a positive amount, at 0% APR, or once the pool has ended', () => {
    expect(stakeRewardsPreview(null, 3650n, 100n, 0n)).toBeNull();
    expect(stakeRewardsPreview(0n, 3650n, 100n, 0n)).toBeNull();
    expect(stakeRewardsPreview(-5n, 3650n, 100n, 0n)).toBeNull();
    expect(stakeRewardsPreview(E18, 0n, 100n, 0n)).toBeNull();
    expect(stakeRewardsPreview(E18, 3650n, 100n, 100n)).toBeNull();
  });
});
