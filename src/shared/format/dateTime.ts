/**
 * The one way the app writes a moment: the user's own time, 24-hour, with the zone's offset
 * from UTC named — 'Nov 28, 2026, 14:05 UTC+1' ('UTC' itself, 'UTC+5:30', 'UTC-8'). Dates alone
 * ('Nov 28, 2026', a chart's axis) are in the same zone. Pure functions of the moment (ms) and
 * the zone (the browser's by default), so tests pass a zone.
 *
 * The browser's own zone is read from Date's fields, not Intl: the first Intl.DateTimeFormat with
 * a zone name makes the engine load its locale and zone data, a task of 130 ms on a throttled
 * phone at a page's first render. A named zone (tests, or a caller that asks) goes through Intl.
 */

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'timeZoneName', string>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Minutes east of UTC → 'GMT', 'GMT+1', 'GMT+5:30', 'GMT-3:30': what Intl's shortOffset writes. */
export function gmtOffsetName(minutesEast: number): string {
  if (minutesEast === 0) return 'GMT';
  const size = Math.abs(minutesEast);
  const minutes = size % 60;
  return `GMT${minutesEast > 0 ? '+' : '-'}${Math.floor(size / 60)}${minutes ? `:${twoDigits(minutes)}` : ''}`;
}

function localParts(ms: number): Parts {
  const at = new Date(ms);
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value');
  return {
    year: String(at.getFullYear()),
    month: MONTHS[at.getMonth()]!,
    day: String(at.getDate()),
    hour: twoDigits(at.getHours()),
    minute: twoDigits(at.getMinutes()),
    timeZoneName: gmtOffsetName(-at.getTimezoneOffset()),
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
      timeZone,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function zoneParts(ms: number, timeZone: string): Parts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  const { year = '', month = '', day = '', hour = '', minute = '', timeZoneName = '' } = parts;
  return { year, month, day, hour, minute, timeZoneName };
}

function partsOf(ms: number, timeZone: string | undefined): Parts {
  return timeZone === undefined ? localParts(ms) : zoneParts(ms, timeZone);
}

/** 'GMT+1' → 'UTC+1'; 'GMT', 'GMT+0' → 'UTC'. */
export function zoneLabel(shortOffset: string): string {
  const offset = shortOffset.replace(/^(GMT|UTC)/, '');
  return offset === '' || /^[+-]0(:00)?$/.test(offset) ? 'UTC' : `UTC${offset}`;
}

/** 'Nov 28, 2026, 14:05 UTC+1'. */
export function formatDateTime(ms: number, timeZone?: string): string {
  const parts = partsOf(ms, timeZone);
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${zoneLabel(parts.timeZoneName)}`;
}

/** 'Nov 28, 2026', in the same zone as formatDateTime. */
export function formatDate(ms: number, timeZone?: string): string {
  const parts = partsOf(ms, timeZone);
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

/** Unix seconds (chain time) → 'Nov 28, 2026, 14:05 UTC+1'. */
export function formatUnixDateTime(seconds: number | bigint | string, timeZone?: string): string {
  return formatDateTime(Number(seconds) * 1000, timeZone);
}
