import fc from 'fast-check';
import { formatTimeLeft, secondsLeft } from './timeLeft';

const NOW = 1_800_000_000;

describe('formatTimeLeft', () => {
  it('shows the two largest units, rounded down', () => {
    expect(formatTimeLeft(NOW, NOW + 30 * 86_400 - 1)).toBe('29d 23h');
    expect(formatTimeLeft(NOW, NOW + 5 * 3_600 + 12 * 60 + 59)).toBe('5h 12m');
    expect(formatTimeLeft(NOW, NOW + 4 * 60 + 5)).toBe('4m 5s');
    expect(formatTimeLeft(NOW, NOW + 45)).toBe('45s');
    expect(formatTimeLeft(NOW, NOW + 1)).toBe('1s');
  });

  it('leaves out a second unit of 0', () => {
    expect(formatTimeLeft(NOW, NOW + 3 * 86_400 + 59 * 60)).toBe('3d');
    expect(formatTimeLeft(NOW, NOW + 3_600)).toBe('1h');
    expect(formatTimeLeft(NOW, NOW + 86_400 + 3_600)).toBe('1d 1h');
  });

  it("says 'Ended' at and after the moment", () => {
    expect(formatTimeLeft(NOW, NOW)).toBe('Ended');
    expect(formatTimeLeft(NOW, NOW - 10)).toBe('Ended');
    expect(formatTimeLeft(NOW + 0.5, NOW + 1)).toBe('Ended');
  });

  it('takes the target as chain data does: a number, a bigint or a decimal string', () => {
    expect(formatTimeLeft(NOW, BigInt(NOW + 90))).toBe('1m 30s');
    expect(formatTimeLeft(NOW, String(NOW + 90))).toBe('1m 30s');
    expect(secondsLeft(NOW, NOW - 5)).toBe(0);
  });

  it('property: never more time than is left, and less than one unit of the smaller shown unit below it', () => {
    const seconds = { d: 86_400, h: 3_600, m: 60, s: 1 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * 365 * 86_400 }), (left) => {
        const text = formatTimeLeft(NOW, NOW + left);
        const parts = text.split(' ').map((part) => ({ count: Number(part.slice(0, -1)), unit: part.slice(-1) as keyof typeof seconds }));
        const shown = parts.reduce((sum, { count, unit }) => sum + count * seconds[unit], 0);
        expect(shown).toBeLessThanOrEqual(left);
        const largest = seconds[parts[0]!.unit];
        const step = largest === 1 ? 1 : Object.values(seconds)[Object.values(seconds).indexOf(largest) + 1]!;
        expect(left - shown).toBeLessThan(step);
        expect(parts.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
