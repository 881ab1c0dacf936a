/** @jest-environment node */
import { pricePerWholeToken } from '../lib/priceMath';
import { arithmeticMeanTick, harmonicMeanLiquidity, sqrtPriceAtTick, sqrtPriceRatio, virtualReserve } from './v3Twap';

const Q128 = 1n << 128n;

describe('V3 oracle maths (OracleLibrary.consult)', () => {
  it('rounds the mean tick toward negative infinity', () => {
    expect(arithmeticMeanTick(0n, 1800n * 100n, 1800)).toBe(100);
    expect(arithmeticMeanTick(0n, -1800n * 100n, 1800)).toBe(-100);
    expect(arithmeticMeanTick(0n, -1800n * 100n - 1n, 1800)).toBe(-101);
    expect(arithmeticMeanTick(0n, 1800n * 100n + 1799n, 1800)).toBe(100);
    expect(arithmeticMeanTick(-5n * 1800n, 0n, 1800)).toBe(5);
  });

  it('gives the liquidity back when it was constant over the window, and almost nothing for an empty range', () => {
    const seconds = 1800;
    const liquidity = 10n ** 21n;
    const perSecond = Q128 / liquidity;
    const mean = harmonicMeanLiquidity(7n, 7n + perSecond * BigInt(seconds), seconds);
    expect(mean * 1000n / liquidity).toBeGreaterThanOrEqual(999n);
    expect(mean * 1000n / liquidity).toBeLessThanOrEqual(1001n);
    // nothing in range: the pool adds seconds / 1 each second
    expect(harmonicMeanLiquidity(0n, Q128 * BigInt(seconds), seconds)).toBeLessThanOrEqual(1n);
    expect(harmonicMeanLiquidity(5n, 5n, seconds)).toBe(0n);
  });

  it('turns a tick into a price: tick 0 is 1, tick 6932 about 2', () => {
    expect(sqrtPriceAtTick(0)).toBe(1n << 96n);
    expect(pricePerWholeToken(sqrtPriceRatio(sqrtPriceAtTick(0)), 18)).toBe(10n ** 18n);
    const two = pricePerWholeToken(sqrtPriceRatio(sqrtPriceAtTick(6932)), 18);
    expect(two > 1_999n * 10n ** 15n && two < 2_001n * 10n ** 15n).toBe(true);
  });

  it('measures depth as the virtual reserve of each token', () => {
    const sqrtFour = 2n << 96n; // price 4 token1 per token0
    expect(virtualReserve(1000n, sqrtFour, true)).toBe(500n);
    expect(virtualReserve(1000n, sqrtFour, false)).toBe(2000n);
  });
});
