/**
 * The one way the app shows time left until a moment (a listing's end, a quote's deadline): the
 * two largest units, rounded down so it never promises more time than there is.
 * - 1 day or more: '29d 23h' ('3d' when the hours are 0);
 * - 1 hour or more: '5h 12m' ('5h');
 * - 1 minute or more: '4m 5s' ('4m');
 * - less: '45s';
 * - at or after the moment: 'Ended'.
 * Both times are in the same clock, unix seconds (chain time for listings and quotes).
 */

export const ENDED_TEXT = 'Ended';

const UNITS = [
  { suffix: 'd', seconds: 86_400 },
  { suffix: 'h', seconds: 3_600 },
  { suffix: 'm', seconds: 60 },
  { suffix: 's', seconds: 1 },
] as const;

/** Whole seconds from `nowSeconds` until `targetSeconds`, never negative. */
export function secondsLeft(nowSeconds: number, targetSeconds: number | bigint | string): number {
  return Math.max(0, Math.floor(Number(targetSeconds) - nowSeconds));
}

/** '29d 23h', '5h 12m', '4m 5s', '45s', or 'Ended' once `targetSeconds` is reached. */
export function formatTimeLeft(nowSeconds: number, targetSeconds: number | bigint | string): string {
  let left = secondsLeft(nowSeconds, targetSeconds);
  if (left === 0) return ENDED_TEXT;
  const first = UNITS.findIndex((unit) => left >= unit.seconds);
  const shown: string[] = [];
  for (const unit of UNITS.slice(first, first + 2)) {
    const count = Math.floor(left / unit.seconds);
    left -= count * unit.seconds;
    if (count > 0 || shown.length === 0) shown.push(`${count}${unit.suffix}`);
  }
  return shown.join(' ');
}
