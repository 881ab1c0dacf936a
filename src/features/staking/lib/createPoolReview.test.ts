import { createPoolReviewContent, stakeCovered } from './createPoolReview';
import { rewardsUntilEnd } from './stakeReview';

const E18 = 10n ** 18n;
const DAY = 86_400;

describe('create-pool review', () => {
  it('the stake covered earns exactly the funded rewards by the end, at most', () => {
    const covered = stakeCovered(1_000n * E18, 3650n, 60 * DAY)!;
    // 36.5 % APR is 0.1 % a day: 1,000 rewards over 60 days pay for 16,666.66… staked
    expect(covered / E18).toBe(16_666n);
    expect(rewardsUntilEnd(covered, '3650', 60 * DAY, 0)).toBeLessThanOrEqual(1_000n * E18);
    expect(rewardsUntilEnd(covered + 10n ** 6n, '3650', 60 * DAY, 0)).toBeGreaterThanOrEqual(1_000n * E18 - 1n);
    expect(stakeCovered(1n, 0n, DAY)).toBeNull();
  });

  it('shows the token, APR, end, rewards funded and fee, and what the funding covers', () => {
    const { rows, notes } = createPoolReviewContent({
      symbol: 'SALLY',
      decimals: 18,
      aprBps: 3650n,
      endTime: 1_800_000_000,
      durationSeconds: 60 * DAY,
      initialReward: 1_000n * E18,
      feeWei: 10n ** 16n,
    });
    expect(rows.map((row) => row.label)).toEqual(['Stake and reward token', 'APR', 'Ends', 'Rewards funded', 'Creation fee']);
    expect(rows.find((row) => row.label === 'APR')?.value).toBe('36.5%');
    expect(rows.find((row) => row.label === 'Rewards funded')?.value).toBe('1,000 SALLY');
    expect(rows.find((row) => row.label === 'Creation fee')?.value).toBe('0.01 BNB');
    expect(notes?.find((note) => note.label === 'Covers')?.value).toMatch(/^Rewards for up to 16,666\.\d+ SALLY staked until the end/);
  });
});
