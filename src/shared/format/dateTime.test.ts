import { execFileSync } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import { formatDate, formatDateTime, formatUnixDateTime, gmtOffsetName, zoneLabel } from './dateTime';

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

  it("writes an offset as Intl's shortOffset does", () => {
    expect(gmtOffsetName(0)).toBe('GMT');
    expect(gmtOffsetName(60)).toBe('GMT+1');
    expect(gmtOffsetName(330)).toBe('GMT+5:30');
    expect(gmtOffsetName(-210)).toBe('GMT-3:30');
    expect(gmtOffsetName(-480)).toBe('GMT-8');
    expect(gmtOffsetName(345)).toBe('GMT+5:45');
  });

  it('writes any moment in the browser zone as Intl writes it in that zone', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }), (ms) => {
        expect(formatDateTime(ms)).toBe(formatDateTime(ms, zone));
        expect(formatDate(ms)).toBe(formatDate(ms, zone));
      }),
    );
    expect(() => formatDateTime(Number.NaN)).toThrow(RangeError);
  });

  // The browser-zone path reads the process's own zone, which a test cannot change in place: a
  // child process per zone, moments on both sides of each daylight-saving change included.
  it('agrees with Intl in zones with daylight saving and half-hour offsets', () => {
    const zones = ['Europe/Paris', 'America/Los_Angeles', 'Asia/Kolkata', 'Australia/Adelaide', 'America/St_Johns', 'Pacific/Chatham'];
    const script = `
      const { formatDateTime } = require(${JSON.stringify(path.join(__dirname, 'dateTime.ts'))});
      const zone = process.env.TZ;
      const bad = [];
      for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000 * 7 + 60_000 * 13) {
        if (formatDateTime(ms) !== formatDateTime(ms, zone)) bad.push([ms, formatDateTime(ms), formatDateTime(ms, zone)]);
      }
      process.stdout.write(JSON.stringify(bad.slice(0, 3)));
    `;
    for (const zone of zones) {
      const out = execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], { env: { ...process.env, TZ: zone }, encoding: 'utf8' });
      expect({ zone, disagreements: JSON.parse(out) }).toEqual({ zone, disagreements: [] });
    }
  });
});
