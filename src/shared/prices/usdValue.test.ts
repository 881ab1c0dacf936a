import fc from 'fast-check';
import { formatUsdPrice, formatUsdValue, priceToFixed, usdApprox, usdDiffPercent, usdValueOf } from './usdValue';

const E18 = 10n ** 18n;

describe('priceToFixed', () => {
  it('reads the decimal text of a price exactly, exponent forms included', () => {
    expect(priceToFixed(0.75)).toBe(75n * 10n ** 16n);
    expect(priceToFixed(600)).toBe(600n * E18);
    expect(priceToFixed(1.5e-7)).toBe(15n * 10n ** 10n);
    expect(priceToFixed(1e21)).toBe(10n ** 39n);
    expect(priceToFixed(1e-19)).toBeNull();
  });

  it('has no price for missing, zero, negative or non-finite numbers', () => {
    for (const price of [undefined, null, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(priceToFixed(price)).toBeNull();
  });
});

describe('usdValueOf', () => {
  it('values raw amounts of any decimals in 18-decimal USD', () => {
    expect(usdValueOf('1500000000000000000', 18, 2)).toBe(3n * E18);
    expect(usdValueOf(1_234_567n, 6, 1)).toBe(1_234_567n * 10n ** 12n);
    expect(usdValueOf(0n, 18, 600)).toBe(0n);
  });

  it('is exact for amounts far beyond float precision', () => {
    // 123,456,789,012,345,678.901234567890123456 tokens at $0.75
    expect(usdValueOf(123456789012345678901234567890123456n, 18, 0.75)).toBe(92592591759259259175925925917592592n);
  });

  it('has no value without a price or for an amount that is not an integer', () => {
    expect(usdValueOf('1', 18, undefined)).toBeNull();
    expect(usdValueOf('1.5', 18, 1)).toBeNull();
    expect(usdValueOf(null, 18, 1)).toBeNull();
  });

  it('never exceeds the exact product (truncates)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 1, max: 1_000_000 }), (raw, cents) => {
        const value = usdValueOf(raw, 18, cents / 100)!;
        const exact = raw * BigInt(cents) * 10n ** 16n;
        expect(value * E18 <= exact).toBe(true);
        expect(exact - value * E18 < E18).toBe(true);
      }),
    );
  });
});

describe('formatUsdValue (SPEC section 9)', () => {
  it("shows '<$0.01' below a cent, cents truncated, thousands grouped", () => {
    expect(formatUsdValue(9n * 10n ** 15n)).toBe('<$0.01');
    expect(formatUsdValue(1n)).toBe('<$0.01');
    expect(formatUsdValue(10n ** 16n)).toBe('$0.01');
    expect(formatUsdValue(0n)).toBe('$0.00');
    expect(formatUsdValue(299n * 10n ** 15n)).toBe('$0.29');
    expect(formatUsdValue(1_234_567_891n * 10n ** 15n)).toBe('$1,234,567.89');
    expect(formatUsdValue(-5n * E18)).toBe('-$5.00');
  });
});

describe('usdApprox and formatUsdPrice', () => {
  it("prefix a known value with '≈'", () => {
    expect(usdApprox(2n * E18, 18, 600)).toBe('≈ $1,200.00');
    expect(usdApprox(1n, 18, 600)).toBe('≈ <$0.01');
    expect(formatUsdPrice(0.75)).toBe('$0.75');
    expect(formatUsdPrice(0.004)).toBe('<$0.01');
  });

  it('give no text at all for an unknown price: never $NaN or $0.00', () => {
    expect(usdApprox(E18, 18, undefined)).toBeNull();
    expect(usdApprox(E18, 18, Number.NaN)).toBeNull();
    expect(usdApprox(E18, 18, 0)).toBeNull();
    expect(formatUsdPrice(undefined)).toBeNull();
  });
});

describe('usdDiffPercent', () => {
  it('gives the change from a to b in percent, and nothing against zero', () => {
    expect(usdDiffPercent(600n * E18, 597n * E18)).toBe(-0.5);
    expect(usdDiffPercent(100n, 112n)).toBe(12);
    expect(usdDiffPercent(0n, 5n)).toBeNull();
  });
});
