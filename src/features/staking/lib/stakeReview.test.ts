import { rewardsUntilEnd, stakeReviewContent, unstakeReviewContent } from './stakeReview';

const E18 = 10n ** 18n;
const YEAR = 365 * 86_400;

describe('stake review', () => {
  it("earns amount × APR × time left ÷ (10000 × 365 days), the pool's own formula", () => {
    expect(rewardsUntilEnd(1_000n * E18, '1200', 1_000 + YEAR, 1_000)).toBe(120n * E18);
    expect(rewardsUntilEnd(1_000n * E18, '1200', 1_000 + YEAR / 2, 1_000)).toBe(60n * E18);
    // an ended pool earns nothing more
    expect(rewardsUntilEnd(1_000n * E18, '1200', 500, 1_000)).toBe(0n);
  });

  it('shows the amount, the APR and the rewards until the end', () => {
    const { rows } = stakeReviewContent({ amount: 2_500n * E18, decimals: 18, symbol: 'SALLY', aprBps: '1250', endTime: YEAR, nowSeconds: 0 });
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['You stake', '2,500 SALLY'],
      ['APR', '12.5%'],
      ['Rewards by the pool end (est.)', '312.5 SALLY'],
    ]);
    // no price: no USD text at all
    expect(rows.every((row) => !row.usd)).toBe(true);
  });

  it('shows the stake and the rewards in USD when the token has a price', () => {
    const { rows } = stakeReviewContent({ amount: 2_500n * E18, decimals: 18, symbol: 'SALLY', aprBps: '1250', endTime: YEAR, nowSeconds: 0, usdPrice: 0.84 });
    expect(rows.map((row) => [row.label, row.usd ?? null])).toEqual([
      ['You stake', '≈ $2,100.00'],
      ['APR', null],
      ['Rewards by the pool end (est.)', '≈ $262.50'],
    ]);
  });

  it("unstake: the whole stake, the rewards paid with it, their sum and the pool's status", () => {
    const { rows, notes } = unstakeReviewContent({ staked: 1_000n * E18, claimable: 30n * E18 + E18 / 2n, decimals: 18, symbol: 'SALLY', status: 'Active', usdPrice: 0.5 });
    expect(rows.map((row) => [row.label, row.value, row.usd ?? null])).toEqual([
      ['You unstake', '1,000 SALLY', '≈ $500.00'],
      ['Rewards claimed with it', '30.5 SALLY', '≈ $15.25'],
      ['You receive (est.)', '1,030.5 SALLY', '≈ $515.25'],
      ['Pool status', 'Active', null],
    ]);
    expect(notes?.at(-1)?.value).toBe('The pool is still earning: once unstaked, this stake earns no more rewards.');
  });

  it('unstake from an ended pool says it earns nothing more by staying', () => {
    const { rows, notes } = unstakeReviewContent({ staked: 5n * E18, claimable: 0n, decimals: 18, symbol: 'SALLY', status: 'Ended' });
    expect(rows.find((row) => row.label === 'Pool status')?.value).toBe('Ended');
    expect(rows.find((row) => row.label === 'Rewards claimed with it')?.value).toBe('0 SALLY');
    expect(notes?.at(-1)?.value).toBe('The pool has ended: the stake earns nothing more by staying.');
  });
});

describe('unstake review amounts', () => {
  it("writes what the user receives like the other principal amounts (4 decimals, separators), the rewards with 6", () => {
    const { rows } = unstakeReviewContent({ staked: 70n * E18, claimable: 584_510n * 10n ** 12n, decimals: 18, symbol: 'SALLY', status: 'Active' });
    expect(rows.map((row) => row.value)).toEqual(['70 SALLY', '0.58451 SALLY', '70.5845 SALLY', 'Active']);
  });
});
