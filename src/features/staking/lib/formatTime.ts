/** A chain time (unix seconds) as the staking pages show dates: 'Nov 26, 2026, 8:15 PM' in the viewer's zone. */
export function formatDateTime(seconds: bigint | number | string): string {
  return new Date(Number(seconds) * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
