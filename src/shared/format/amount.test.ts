import fc from 'fast-check';
import { formatBalance, parseUnits } from '../lib/amounts';
import { formatAmountCompact, formatAmountPlaces } from './amount';

const unit = 10n ** 18n;

describe('formatAmountPlaces', () => {
  it('keeps at most the places asked, truncated, with separators (market amounts 2, rewards 6)', () => {
    expect(formatAmountPlaces(1_234_567n * unit + unit / 3n, 18, 2)).toBe('1,234,567.33');
    expect(formatAmountPlaces(70_584_519_000_000_000_000n, 18, 6)).toBe('70.584519');
    expect(formatAmountPlaces(5n * unit, 18, 2, { fixed: true })).toBe('5.00');
    expect(formatAmountPlaces(0n, 18, 6, { fixed: true })).toBe('0.000000');
  });

  it("says '<0.01' for a positive amount the places would show as 0, never '0' or '0.000000'", () => {
    expect(formatAmountPlaces(1n, 18, 2)).toBe('<0.01');
    expect(formatAmountPlaces(999_999_999_999n, 18, 6, { fixed: true })).toBe('<0.000001');
    expect(formatAmountPlaces(-1n, 18, 2)).toBe('>-0.01');
    expect(formatAmountPlaces(1n, 18, 0)).toBe('<1');
  });

  it('rounds up when asked (an amount paid), so a tiny payment shows the smallest step it reaches', () => {
    expect(formatAmountPlaces(1n, 18, 2, { rounding: 'up' })).toBe('0.01');
    expect(formatAmountPlaces(118_829_142_612_601_700n, 18, 6, { rounding: 'up' })).toBe('0.11883');
    expect(formatAmountPlaces(118_829_142_612_601_700n, 18, 6, { rounding: 'nearest' })).toBe('0.118829');
  });

  it('property: rounded down it never shows more than the amount, and a positive amount never reads 0', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 36n }), fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 8 }), (raw, decimals, places) => {
        const text = formatAmountPlaces(raw, decimals, places);
        if (text.startsWith('<')) {
          expect(raw).toBeLessThan(10n ** BigInt(Math.max(0, decimals - places)));
          return;
        }
        const shown = parseUnits(text.replace(/,/g, ''), decimals + places);
        expect(shown).toBeGreaterThan(0n);
        expect(shown).toBeLessThanOrEqual(raw * 10n ** BigInt(places));
      }),
    );
  });
});

describe('formatAmountCompact', () => {
  it('writes 1,000 and more with K, M, B, T and at most 2 decimals of the unit', () => {
    expect(formatAmountCompact(1_234n * unit, 18)).toBe('1.23K');
    expect(formatAmountCompact(45_600_000n * unit, 18)).toBe('45.6M');
    expect(formatAmountCompact(7n * 10n ** 9n * unit, 18)).toBe('7B');
    expect(formatAmountCompact(1_500n * 10n ** 12n * unit, 18)).toBe('1,500T');
    expect(formatAmountCompact(1_000n, 0)).toBe('1K');
  });

  it('truncates, so an amount just below the next unit is never shown as it', () => {
    expect(formatAmountCompact(999_999n * unit, 18)).toBe('999.99K');
    expect(formatAmountCompact(999_999_999n, 3)).toBe('999.99K');
  });

  it('follows the balance rule of SPEC section 9 below 1,000', () => {
    for (const raw of [0n, 1n, unit / 2n, 999n * unit + unit / 7n]) expect(formatAmountCompact(raw, 18)).toBe(formatBalance(raw, 18));
  });

  it('property: at most 9 characters below a quadrillion, and never more than the amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1_000n * unit, max: 10n ** 33n - 1n }), (raw) => {
        const text = formatAmountCompact(raw, 18);
        expect(text.length).toBeLessThanOrEqual(9);
        const power = { K: 3, M: 6, B: 9, T: 12 }[text.slice(-1) as 'K' | 'M' | 'B' | 'T'];
        expect(parseUnits(text.slice(0, -1).replace(/,/g, ''), 18 - power)).toBeLessThanOrEqual(raw);
      }),
    );
  });
});
