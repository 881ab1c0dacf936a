import { remainingAmount, summarizePosition, vestedAt, vestingProgressBps, vestingSchedule } from './vesting';

const NOW = 1_800_000_000;
const DAY = 86_400;

describe('position', () => {
  it('remaining is amount minus claimed', () => {
    expect(remainingAmount('1000', '250')).toBe(750n);
    expect(remainingAmount('1000', '1000')).toBe(0n);
  });
  it('vesting progress is claimed over amount in bp', () => {
    expect(vestingProgressBps('250', '1000')).toBe(2500);
    expect(vestingProgressBps('0', '0')).toBe(0);
    expect(vestingProgressBps('1000', '1000')).toBe(10000);
  });
});

describe('position summary', () => {
  it('derives remaining, vested and progress', () => {
    const p = summarizePosition('1000', '200', '300');
    expect(p.remaining).toBe(800n);
    expect(p.vested).toBe(500n);
    expect(p.vestingProgressBps).toBe(2000);
    expect(p.vestedBps).toBe(5000);
  });
});

describe('vesting schedule', () => {
  it('places the start so that the unlocked amount matches today', () => {
    const s = vestingSchedule('1000', '0', '500', 10 * DAY, NOW)!;
    expect(s.start).toBe(NOW - 5 * DAY);
    expect(s.end).toBe(NOW + 5 * DAY);
    expect(vestedAt(s, NOW)).toBe(500n);
    expect(vestedAt(s, s.start)).toBe(0n);
    expect(vestedAt(s, s.end + 1)).toBe(1000n);
  });
  it('treats a fully unlocked position as vested by now', () => {
    const s = vestingSchedule('1000', '1000', '0', 10 * DAY, NOW)!;
    expect(s.end).toBe(NOW);
    expect(vestedAt(s, NOW)).toBe(1000n);
  });
  it('has no schedule for an empty position', () => {
    expect(vestingSchedule('0', '0', '0', DAY, NOW)).toBeNull();
  });
});
