import { rewardsRunOutAt, runwayText } from './runway';

const E18 = 10n ** 18n;
const DAY = 86_400n;
const now = 1_000_000n;
// 1000 staked at 36.5 % draws 1 token a day.
const schedule = { aprBps: 3650n, pending: null, endTime: now + 100n * DAY };

describe('rewardsRunOutAt', () => {
  it('is the time the unallocated reserve is used up at the current stake', () => {
    expect(rewardsRunOutAt(30n * E18, 1000n * E18, schedule, now)).toBe(now + 30n * DAY);
  });

  it('is null when the reserve lasts until the pool ends (capped at the end)', () => {
    expect(rewardsRunOutAt(100n * E18, 1000n * E18, schedule, now)).toBeNull();
    expect(rewardsRunOutAt(500n * E18, 1000n * E18, schedule, now)).toBeNull();
  });

  it('is null when nothing draws on the reserve', () => {
    expect(rewardsRunOutAt(E18, 0n, schedule, now)).toBeNull();
    expect(rewardsRunOutAt(E18, 1000n * E18, { ...schedule, aprBps: 0n }, now)).toBeNull();
  });

  it('is now when the reserve is empty and stake accrues', () => {
    expect(rewardsRunOutAt(0n, 1000n * E18, schedule, now)).toBe(now);
  });

  it('counts an announced APR from its effective time', () => {
    // 10 days at 1 a day, then 2 a day: 30 tokens last 10 + 10 days.
    const pending = { aprBps: 7300n, effectiveAt: now + 10n * DAY };
    expect(rewardsRunOutAt(30n * E18, 1000n * E18, { ...schedule, pending }, now)).toBe(now + 20n * DAY);
    // A cut to zero stops the draw: the rest lasts until the end.
    expect(rewardsRunOutAt(30n * E18, 1000n * E18, { ...schedule, pending: { aprBps: 0n, effectiveAt: now + 10n * DAY } }, now)).toBeNull();
  });
});

describe('runwayText', () => {
  const format = (s: bigint) => `t=${s}`;
  it('says the rewards are funded until the pool ends, or until the date they run out', () => {
    expect(runwayText(null, format)).toBe('Rewards funded until the pool ends');
    expect(runwayText(123n, format)).toBe('Rewards funded until t=123');
  });
});
