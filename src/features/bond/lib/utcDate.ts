// No imports: the browser tests read it too, outside the app's build aliases.
/** '26 Nov 2026, 14:05 UTC': one zone for everyone, so the dates read the same as the chain's. */
export function formatUtcDateTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}
