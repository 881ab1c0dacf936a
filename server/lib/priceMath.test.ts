/** @jest-environment node */
import fc from 'fast-check';
import {
  Q112,
  applyDiscount,
  compareRatio,
  currentCumulative,
  maxRatio,
  mulRatio,
  paymentAmount,
  pricePerWholeToken,
  twapRatio,
  usdNumber,
} from './priceMath';

describe('bond price maths', () => {
  it('applies the discount in basis points, rounding down', () => {
    expect(applyDiscount(1_000_000n, 500n)).toBe(950_000n);
    expect(applyDiscount(999n, 1n)).toBe(998n); // 998.9001
    expect(applyDiscount(123n, 0n)).toBe(123n);
    expect(applyDiscount(123n, 10_000n)).toBe(0n);
    expect(() => applyDiscount(1n, 10_001n)).toThrow(RangeError);
  });

  it('prices a whole token from a ratio of base units', () => {
    // 800 SALLY per BNB: one SALLY (1e18) is 1.25e15 wei
    expect(pricePerWholeToken({ num: 1000n * 10n ** 18n, den: 800_000n * 10n ** 18n }, 18)).toBe(1_250_000_000_000_000n);
    // a 6-decimal token priced at 2 USDT (18 decimals): ratio 2e18 / 1e6 per base unit
    expect(pricePerWholeToken({ num: 2n * 10n ** 18n, den: 10n ** 6n }, 6)).toBe(2n * 10n ** 18n);
  });

  it('rounds the payment up, in the seller’s favour', () => {
    expect(paymentAmount(10n ** 18n, 1_187_500_000_000_000n, 18)).toBe(1_187_500_000_000_000n);
    expect(paymentAmount(1n, 1_187_500_000_000_000n, 18)).toBe(1n);
    expect(paymentAmount(3n, 10n ** 18n / 3n, 18)).toBe(1n);
  });

  it('paymentAmount is the least amount covering tokenAmount × price (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 24n }), fc.integer({ min: 0, max: 24 }), (amount, price, decimals) => {
        const pay = paymentAmount(amount, price, decimals);
        const scale = 10n ** BigInt(decimals);
        return pay * scale >= amount * price && (pay - 1n) * scale < amount * price;
      }),
    );
  });
});

describe('ratios', () => {
  it('compares and multiplies exactly', () => {
    const third = { num: 1n, den: 3n };
    const half = { num: 2n, den: 4n };
    expect(compareRatio(third, half)).toBe(-1);
    expect(maxRatio(third, half)).toBe(half);
    expect(mulRatio(third, half)).toEqual({ num: 2n, den: 12n });
  });

  it('turns a USDT ratio into a display number', () => {
    expect(usdNumber({ num: 600_000n * 10n ** 18n, den: 1000n * 10n ** 18n }, 18, 18)).toBe(600);
    expect(usdNumber({ num: 75n, den: 100n }, 18, 18)).toBe(0.75);
  });
});

describe('Uniswap V2 cumulative prices', () => {
  it('extends the cumulative price by the current reserves over the elapsed time', () => {
    const start = 5n * Q112;
    // price 2 (reserve quote 200 / base 100) for 10 s
    expect(currentCumulative(start, 100n, 200n, 1000, 1010)).toBe(start + 2n * Q112 * 10n);
    expect(currentCumulative(start, 100n, 200n, 1010, 1010)).toBe(start);
  });

  it('handles the pair’s 32-bit timestamp wrap', () => {
    const last = 2 ** 32 - 5;
    expect(currentCumulative(0n, 1n, 1n, last, 2 ** 32 + 5)).toBe(Q112 * 10n);
  });

  it('averages the price between two observations, across a uint256 wrap', () => {
    expect(twapRatio(3n * Q112 * 60n, Q112 * 60n, 60)).toEqual({ num: 2n * Q112 * 60n, den: 60n * Q112 });
    const max = 1n << 256n;
    const then = max - Q112 * 10n;
    const now = Q112 * 20n; // wrapped: 30 × Q112 later
    const twap = twapRatio(now, then, 10);
    expect(twap.num * 1n).toBe(Q112 * 30n);
    expect(pricePerWholeToken(twap, 0)).toBe(3n);
    expect(() => twapRatio(1n, 0n, 0)).toThrow(RangeError);
  });
});
