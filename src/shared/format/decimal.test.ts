import { divide, leadingFractionZeros, plainText, roundToSignificant, scaledFromDecimal, scaledFromRaw } from './decimal';

describe('decimal', () => {
  it('reads raw amounts and decimal strings exactly', () => {
    expect(scaledFromRaw('1500', 3)).toEqual({ negative: false, units: 1500n, scale: 3 });
    expect(scaledFromRaw(-5n, 0)).toEqual({ negative: true, units: 5n, scale: 0 });
    expect(scaledFromDecimal('-0.0012')).toEqual({ negative: true, units: 12n, scale: 4 });
    expect(scaledFromDecimal('.5')).toEqual({ negative: false, units: 5n, scale: 1 });
    expect(scaledFromDecimal('-0')).toEqual({ negative: false, units: 0n, scale: 0 });
    for (const bad of ['', '.', '1e5', 'abc', '1.2.3']) expect(() => scaledFromDecimal(bad)).toThrow(SyntaxError);
    expect(() => scaledFromRaw(1n, -1)).toThrow(RangeError);
  });

  it('divides in the three directions', () => {
    expect([divide(7n, 2n, 'down'), divide(7n, 2n, 'up'), divide(7n, 2n, 'nearest')]).toEqual([3n, 4n, 4n]);
    expect([divide(5n, 3n, 'down'), divide(5n, 3n, 'up'), divide(5n, 3n, 'nearest')]).toEqual([1n, 2n, 2n]);
    expect(divide(6n, 3n, 'up')).toBe(2n);
  });

  it('rounds to significant digits, writing out the zeros of a large value', () => {
    expect(plainText(roundToSignificant(scaledFromDecimal('1234567'), 2, 'nearest'))).toBe('1,200,000');
    expect(plainText(roundToSignificant(scaledFromDecimal('0.00123456'), 3, 'up'))).toBe('0.00124');
    expect(plainText(roundToSignificant(scaledFromDecimal('9.99'), 2, 'nearest'))).toBe('10');
  });

  it('counts the zeros after the point', () => {
    expect(leadingFractionZeros(scaledFromDecimal('0.000012'))).toBe(4);
    expect(leadingFractionZeros(scaledFromDecimal('0.5'))).toBe(0);
    expect(leadingFractionZeros(scaledFromDecimal('12.5'))).toBe(0);
    expect(leadingFractionZeros(scaledFromDecimal('0'))).toBe(0);
  });
});
