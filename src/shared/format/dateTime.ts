/**
 * The one way the app writes a moment: the user's own time, 24-hour, with the zone's offset
 * from UTC named — 'Nov 28, 2026, 14:05 UTC+1' ('UTC' itself, 'UTC+5:30', 'UTC-8'). Dates alone
 * ('Nov 28, 2026', a chart's axis) are in the same zone. Pure functions of the moment (ms) and
 * the zone (the browser's by default), so tests pass a zone.
 */

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, made on first use (making one costs the engine its locale data). */
function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
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
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsOf(ms: number, timeZone: string | undefined): Parts {
  const parts: Parts = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  return parts;
}

/** 'GMT+1' → 'UTC+1'; 'GMT', 'GMT+0' → 'UTC'. */
export function zoneLabel(shortOffset: string): string {
  const offset = shortOffset.replace(/^(GMT|UTC)/, '');
  return offset === '' || /^[+-]0(:00)?$/.test(offset) ? 'UTC' : `UTC${offset}`;
}

/** 'Nov 28, 2026, 14:05 UTC+1'. */
export function formatDateTime(ms: number, timeZone?: string): string {
  const parts = partsOf(ms, timeZone);
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${zoneLabel(parts.timeZoneName ?? '')}`;
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
