import { swapReviewRows } from './swapReview';

const usdt = { address: '0x55d398326f99059fF775485246999027B3197955', symbol: 'USDT', decimals: 18, name: 'Tether' };
const cake = { address: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82', symbol: 'CAKE', decimals: 18, name: 'Cake' };

describe('swapReviewRows', () => {
  const base = {
    src: usdt,
    dst: cake,
    srcAmount: 1_234_500n * 10n ** 18n,
    dstAmount: 1_000_000n * 10n ** 18n,
    srcUsd: 1_234_500n * 10n ** 18n,
    dstUsd: 990_000_500n * 10n ** 15n,
    slippage: 0.5,
    feeText: '$0.12',
    priceImpact: 19.8,
    isWrap: false,
  };

  it('shows both amounts with USD values, the minimum after slippage, the fee and the impact', () => {
    const rows = swapReviewRows(base);
    expect(rows.map((row) => [row.label, row.value, row.usd ?? null])).toEqual([
      ['You pay', '1,234,500 USDT', '≈ $1,234,500.00'],
      ['You receive', '1,000,000 CAKE', '≈ $990,000.50'],
      ['Minimum received', '995,000 CAKE', null],
      ['Network fee', '$0.12', null],
      ['Slippage tolerance', '0.5%', null],
      ['Price impact', '19.80%', null],
    ]);
  });

  it('ends with the route, one line per route as the swap details show it', () => {
    expect(swapReviewRows({ ...base, routes: ['USDT → WBNB (V2) → CAKE (V3 0.25%)'] }).at(-1)).toEqual({
      label: 'Route',
      value: 'USDT → WBNB (V2) → CAKE (V3 0.25%)',
      testId: 'review-route',
    });
    const split = swapReviewRows({ ...base, routes: ['60%: USDT → CAKE (V2)', '40%: USDT → WBNB (V2) → CAKE (V2 70%, V3 0.25% 30%)'] });
    expect(split.slice(-2).map((row) => [row.label, row.value])).toEqual([
      ['Route 1 of 2', '60%: USDT → CAKE (V2)'],
      ['Route 2 of 2', '40%: USDT → WBNB (V2) → CAKE (V2 70%, V3 0.25% 30%)'],
    ]);
  });

  it('a wrap receives exactly what it pays: no slippage line, the minimum is the amount', () => {
    const rows = swapReviewRows({ ...base, isWrap: true, priceImpact: null, srcUsd: null, dstUsd: null });
    expect(rows.find((row) => row.label === 'Minimum received')?.value).toBe('1,000,000 CAKE');
    expect(rows.map((row) => row.label)).not.toContain('Slippage tolerance');
    expect(rows.map((row) => row.label)).not.toContain('Price impact');
    expect(rows[0].usd).toBeNull();
  });

  it('before the quote arrives only the amount paid is shown (an approval is reviewed alone)', () => {
    expect(swapReviewRows({ ...base, dstAmount: null }).map((row) => row.label)).toEqual(['You pay']);
  });
});
