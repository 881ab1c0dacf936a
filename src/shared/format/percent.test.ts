import fc from 'fast-check';
import { formatBps, formatPercent } from './percent';

describe('formatPercent', () => {
  it("writes the number and '%' with no space, as the SPEC writes percentages", () => {
    expect(formatPercent(200)).toBe('200%');
    expect(formatPercent(-0.03)).toBe('-0.03%');
    expect(formatPercent(5.25)).toBe('5.25%');
    expect(formatPercent(22.608637)).toBe('22.61%');
    expect(formatPercent(12_000)).toBe('12,000%');
    expect(formatPercent(0)).toBe('0%');
  });

  it("says '<0.01%' for a value that is not zero but would read 0", () => {
    expect(formatPercent(0.004)).toBe('<0.01%');
    expect(formatPercent(-0.004)).toBe('>-0.01%');
    expect(formatPercent(0.005)).toBe('0.01%');
  });

  it('takes the places and a sign for a change when asked', () => {
    expect(formatPercent(12.3456, { places: 1 })).toBe('12.3%');
    expect(formatPercent(1.5, { signed: true })).toBe('+1.5%');
    expect(formatPercent(-1.5, { signed: true })).toBe('-1.5%');
    expect(formatPercent(0, { signed: true })).toBe('0%');
  });

  it("writes '—' for a value that is not a number", () => {
    expect(formatPercent(Number.NaN)).toBe('—');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('property: never a space, never exponent notation, always ends in %', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e25, max: 1e25, noNaN: true }), (value) => {
        const text = formatPercent(value);
        expect(text).toMatch(/^([<>]-?|[+-])?\d{1,3}(,\d{3})*(\.\d{1,2})?%$/);
      }),
    );
  });
});

describe('formatBps', () => {
  it('writes basis points exactly as a percentage', () => {
    expect(formatBps(500)).toBe('5%');
    expect(formatBps(1234n)).toBe('12.34%');
    expect(formatBps('10000')).toBe('100%');
    expect(formatBps(1)).toBe('0.01%');
    expect(formatBps(-3)).toBe('-0.03%');
  });
});
