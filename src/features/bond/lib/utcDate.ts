// No imports: the browser tests read it too, outside the app's build aliases.

// Made once: an Intl formatter per call (what toLocaleDateString does) is costly on a phone.
let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** '26 Nov 2026, 14:05 UTC': one zone for everyone, so the dates read the same as the chain's. */
export function formatUtcDateTime(seconds: number): string {
  dayFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  timeFormat ??= new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  const date = new Date(seconds * 1000);
  return `${dayFormat.format(date)}, ${timeFormat.format(date)} UTC`;
}
