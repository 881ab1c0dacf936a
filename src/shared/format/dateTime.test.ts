import { formatDate, formatDateTime, formatUnixDateTime, zoneLabel } from './dateTime';

const AT = Date.UTC(2026, 10, 28, 13, 5, 42);

describe('formatDateTime', () => {
  it("writes the user's time, 24-hour, with the zone's offset from UTC", () => {
    expect(formatDateTime(AT, 'Europe/Paris')).toBe('Nov 28, 2026, 14:05 UTC+1');
    expect(formatDateTime(AT, 'UTC')).toBe('Nov 28, 2026, 13:05 UTC');
    expect(formatDateTime(AT, 'Asia/Kolkata')).toBe('Nov 28, 2026, 18:35 UTC+5:30');
    expect(formatDateTime(AT, 'America/Los_Angeles')).toBe('Nov 28, 2026, 05:05 UTC-8');
    expect(formatDateTime(Date.UTC(2026, 6, 1, 0, 0), 'Europe/Paris')).toBe('Jul 1, 2026, 02:00 UTC+2');
  });

  it('takes chain time in unix seconds', () => {
    expect(formatUnixDateTime(AT / 1000 - 42, 'UTC')).toBe('Nov 28, 2026, 13:05 UTC');
    expect(formatUnixDateTime(BigInt(AT / 1000 - 42), 'UTC')).toBe('Nov 28, 2026, 13:05 UTC');
  });

  it('writes a date alone in the same zone (the day may differ from UTC)', () => {
    expect(formatDate(AT, 'UTC')).toBe('Nov 28, 2026');
    expect(formatDate(Date.UTC(2026, 10, 28, 23, 30), 'Asia/Tokyo')).toBe('Nov 29, 2026');
  });

  it("names UTC itself 'UTC' however the engine writes it", () => {
    expect(zoneLabel('GMT')).toBe('UTC');
    expect(zoneLabel('GMT+0')).toBe('UTC');
    expect(zoneLabel('GMT+1')).toBe('UTC+1');
    expect(zoneLabel('GMT-3:30')).toBe('UTC-3:30');
  });

  it("uses the browser's zone by default", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(AT)).toBe(formatDateTime(AT, zone));
  });
});
