// One formatter for every date: making an Intl formatter per call (what toLocaleString does) costs
// more than the rest of a pool page's render.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** A chain time (unix seconds) as the staking pages show dates: 'Nov 26, 2026, 8:15 PM' in the viewer's zone. */
export function formatDateTime(seconds: bigint | number | string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(new Date(Number(seconds) * 1000));
}
