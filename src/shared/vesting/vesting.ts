/**
 * Linear vesting of a position bought (or earned) over time and claimed as it unlocks: the
 * position's totals and the schedule a chart draws. Amounts are raw integers (bigint or decimal
 * string), shares are basis points.
 */
export type Amount = bigint | string;

const BPS = 10_000n;

function big(value: Amount): bigint {
  return typeof value === 'bigint' ? value : BigInt(value);
}

/** What is left to claim: amount minus claimed, never below zero. */
export function remainingAmount(amount: Amount, claimed: Amount): bigint {
  const rest = big(amount) - big(claimed);
  return rest > 0n ? rest : 0n;
}

/** `part` ÷ `amount` in basis points, capped at the whole; 0 for an empty position. */
export function vestingProgressBps(part: Amount, amount: Amount): number {
  const total = big(amount);
  if (total <= 0n) return 0;
  const bps = (big(part) * BPS) / total;
  return Number(bps > BPS ? BPS : bps);
}

export interface PositionSummary {
  amount: bigint;
  claimed: bigint;
  claimable: bigint;
  remaining: bigint;
  /** claimed ÷ amount in basis points */
  vestingProgressBps: number;
  /** claimed + claimable: what has unlocked so far */
  vested: bigint;
  /** unlocked ÷ amount in basis points */
  vestedBps: number;
}

export function summarizePosition(amount: Amount, claimed: Amount, claimable: Amount): PositionSummary {
  const a = big(amount);
  const c = big(claimed);
  const cl = big(claimable);
  const vested = c + cl > a ? a : c + cl;
  return {
    amount: a,
    claimed: c,
    claimable: cl,
    remaining: remainingAmount(a, c),
    vestingProgressBps: vestingProgressBps(c, a),
    vested,
    vestedBps: vestingProgressBps(vested, a),
  };
}

export interface VestingSchedule {
  /** unix seconds when vesting (effectively) began */
  start: number;
  /** unix seconds when everything is unlocked */
  end: number;
  now: number;
  amount: bigint;
  vestedNow: bigint;
  claimed: bigint;
}

/**
 * The linear schedule of a position for the chart. Vesting runs linearly over
 * `vestingDuration` from each purchase (or grant); the chain exposes only the totals, so the start is
 * the one that explains today's unlocked amount (exact for a single purchase, the
 * amount-weighted mean purchase time for several).
 */
export function vestingSchedule(
  amount: Amount,
  claimed: Amount,
  claimable: Amount,
  vestingDurationSeconds: number | string,
  nowSeconds: number,
): VestingSchedule | null {
  const a = big(amount);
  const duration = BigInt(Math.max(0, Math.floor(Number(vestingDurationSeconds))));
  if (a <= 0n) return null;
  const c = big(claimed);
  let vested = c + big(claimable);
  if (vested > a) vested = a;
  const now = Math.floor(nowSeconds);
  if (duration === 0n) return { start: now, end: now, now, amount: a, vestedNow: vested, claimed: c };
  const elapsed = vested >= a ? duration : (vested * duration) / a;
  const start = now - Number(elapsed);
  return { start, end: start + Number(duration), now, amount: a, vestedNow: vested, claimed: c };
}

/** Tokens unlocked at time `t` under a schedule (linear, clamped). */
export function vestedAt(schedule: VestingSchedule, t: number): bigint {
  if (t <= schedule.start) return 0n;
  if (t >= schedule.end) return schedule.amount;
  const span = BigInt(schedule.end - schedule.start);
  return (schedule.amount * BigInt(Math.floor(t) - schedule.start)) / span;
}
