import fc from 'fast-check';
import { parseUnits } from '../lib/amounts';
import type { Rounding } from './decimal';
import { expandSubscript, formatDecimalPrice, formatPrice } from './price';

/** The shown text back to a raw amount at `decimals` (subscript expanded, separators removed). */
const shownRaw = (text: string, decimals: number): bigint => parseUnits(expandSubscript(text).replace(/,/g, ''), decimals);

/** Digits from the first non-zero one to the last non-zero one. */
const significantDigits = (text: string): number => expandSubscript(text).replace(/[^\d]/g, '').replace(/^0+|0+$/g, '').length;

describe('formatPrice', () => {
  it('writes a price of 1 or more with at most 6 significant digits and separators, never rounding the whole part', () => {
    expect(formatPrice('1188291426126017000', 18)).toBe('1.18829');
    expect(formatPrice(123_456_789n, 3)).toBe('123,457');
    expect(formatPrice(1_234_567_891n, 0)).toBe('1,234,567,891');
    expect(formatPrice(1_234_500n, 3)).toBe('1,234.5');
    expect(formatPrice(10n ** 18n, 18)).toBe('1');
  });

  it("writes a price below 1 with 6 significant digits while fewer than 4 zeros follow the point (not 18 decimals)", () => {
    expect(formatPrice('1188291426126017', 18)).toBe('0.00118829');
    expect(formatPrice('118829142612601700', 18)).toBe('0.118829');
    expect(formatDecimalPrice('0.0001234567')).toBe('0.000123457');
  });

  it('counts 4 or more zeros after the point in a subscript, then 4 significant digits', () => {
    expect(formatDecimalPrice('0.000001234')).toBe('0.0₅1234');
    expect(formatDecimalPrice('0.00001234')).toBe('0.0₄1234');
    expect(formatDecimalPrice('0.000012345678')).toBe('0.0₄1235');
    expect(formatPrice(1n, 18)).toBe('0.0₁₇1');
    expect(formatPrice(10n, 18)).toBe('0.0₁₆1');
  });

  it('rounds to nearest by default, and down or up when asked', () => {
    expect(formatDecimalPrice('0.000012345')).toBe('0.0₄1235');
    expect(formatDecimalPrice('0.000012345', { rounding: 'down' })).toBe('0.0₄1234');
    expect(formatDecimalPrice('0.0000123401', { rounding: 'up' })).toBe('0.0₄1235');
    expect(formatDecimalPrice('2.0000001', { rounding: 'up' })).toBe('2.00001');
  });

  it('writes a value that rounding carries out of the subscript range in full', () => {
    expect(formatDecimalPrice('0.000099996')).toBe('0.0001');
    expect(formatDecimalPrice('0.99999999')).toBe('1');
  });

  it('keeps 0 as 0 and the sign of a negative price', () => {
    expect(formatPrice(0n, 18)).toBe('0');
    expect(formatDecimalPrice('-0.000001234')).toBe('-0.0₅1234');
    expect(formatDecimalPrice('-1234.5678')).toBe('-1,234.57');
  });

  it('expands the subscript back into plain digits for assistive tech', () => {
    expect(expandSubscript('0.0₅1234')).toBe('0.000001234');
    expect(expandSubscript('0.0₁₇1 BNB')).toBe('0.000000000000000001 BNB');
    expect(expandSubscript('1,234.5')).toBe('1,234.5');
  });

  const decimalsArb = fc.integer({ min: 0, max: 36 });
  const positiveArb = fc.bigInt({ min: 1n, max: 10n ** 40n });
  const roundingArb = fc.constantFrom<Rounding>('down', 'up', 'nearest');

  it('property: a positive price never reads 0, and its digits stay within the notation', () => {
    fc.assert(
      fc.property(positiveArb, decimalsArb, roundingArb, (raw, decimals, rounding) => {
        const text = formatPrice(raw, decimals, { rounding });
        expect(shownRaw(text, decimals + 8)).toBeGreaterThan(0n);
        const whole = (raw / 10n ** BigInt(decimals)).toString().length;
        const subscripted = /[₀-₉]/.test(text);
        expect(significantDigits(text)).toBeLessThanOrEqual(subscripted ? 4 : Math.max(6, whole));
      }),
    );
  });

  it('property: the subscript appears exactly when the shown value is below 0.0001', () => {
    fc.assert(
      fc.property(positiveArb, decimalsArb, roundingArb, (raw, decimals, rounding) => {
        const text = formatPrice(raw, decimals, { rounding });
        const shown = shownRaw(text, decimals + 8);
        expect(/[₀-₉]/.test(text)).toBe(shown < 10n ** BigInt(decimals + 8 - 4));
      }),
    );
  });

  it('property: rounding down never shows more, rounding up never less, and each stays within one unit of the last digit shown', () => {
    fc.assert(
      fc.property(positiveArb, decimalsArb, (raw, decimals) => {
        const scale = decimals + 60; // enough places to hold any shown value exactly
        const exact = raw * 10n ** 60n;
        const down = shownRaw(formatPrice(raw, decimals, { rounding: 'down' }), scale);
        const up = shownRaw(formatPrice(raw, decimals, { rounding: 'up' }), scale);
        const nearest = shownRaw(formatPrice(raw, decimals), scale);
        expect(down).toBeLessThanOrEqual(exact);
        expect(up).toBeGreaterThanOrEqual(exact);
        expect(nearest >= down && nearest <= up).toBe(true);
        // relative error: below 10^-3 with 4 significant digits (the subscript), 10^-5 with 6
        expect((up - down) * 1000n).toBeLessThanOrEqual(exact);
      }),
    );
  });

  it('property: a price stays short enough for a card at 390 px, whatever its size below a trillion', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n - 1n }), (raw) => {
        expect(formatPrice(raw, 18).length).toBeLessThanOrEqual(17);
      }),
    );
  });
});
