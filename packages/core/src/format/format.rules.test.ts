import fc from 'fast-check';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarDayName,
  calendarMonthName,
  formatBirthdate,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthYear,
  formatTime,
  studioInstant,
  toStudioDateTime,
} from './format.rules.js';
import { offsetZone, resolveTimeZone } from './zone.rules.js';

const MX = 'America/Mexico_City';
/** Thursday 5 March 2026, 18:30 in Mexico City (UTC-6, no DST since 2022). */
const INSTANT = '2026-03-06T00:30:00Z';

describe('date formats in the studio zone', () => {
  it("renders 'DD MMM YYYY', 'ddd DD MMM, HH:mm', 'DD MMM' and 'HH:mm'", () => {
    expect(formatDate(INSTANT, MX)).toBe('05 mar 2026');
    expect(formatDateTime(INSTANT, MX)).toBe('jue 05 mar, 18:30');
    expect(formatDayMonth(INSTANT, MX)).toBe('05 mar');
    expect(formatTime(INSTANT, MX)).toBe('18:30');
  });

  it('renders the same instant at the hour it happens in another studio', () => {
    expect(formatDateTime(INSTANT, 'Europe/Madrid')).toBe('vie 06 mar, 01:30');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatDateTime(Date.parse(INSTANT), MX)).toBe('jue 05 mar, 18:30');
  });

  it('reads strings without offset as studio wall-clock time', () => {
    expect(formatTime('2026-03-05T07:00:00', MX)).toBe('07:00');
    expect(formatTime('2026-03-05 07:00:00', MX)).toBe('07:00');
    expect(formatDate('2026-03-05', MX)).toBe('05 mar 2026');
  });

  it('uses a stable Spanish short month for every month', () => {
    const months = Array.from({ length: 12 }, (_, i) => formatDayMonth(`2026-${String(i + 1).padStart(2, '0')}-15`, MX));
    expect(months).toEqual([
      '15 ene', '15 feb', '15 mar', '15 abr', '15 may', '15 jun',
      '15 jul', '15 ago', '15 sep', '15 oct', '15 nov', '15 dic',
    ]);
  });

  it('names calendar days and months in uppercase', () => {
    expect(calendarDayName('2026-03-04T12:00:00', MX)).toBe('MIÉRCOLES');
    expect(calendarDayName('2026-03-07T12:00:00', MX, { short: true })).toBe('SÁB');
    expect(calendarMonthName(INSTANT, MX)).toBe('MARZO');
    expect(formatMonthYear(INSTANT, MX)).toBe('MARZO 2026');
  });

  it('renders nothing for an unreadable input', () => {
    for (const input of ['', 'mañana', '2026-13-40', Number.NaN, null, undefined]) {
      expect(formatDate(input, MX)).toBe('');
      expect(formatDateTime(input, MX)).toBe('');
    }
  });

  it('falls back to the default studio zone, never the viewer zone', () => {
    expect(formatTime(INSTANT, 'local')).toBe('18:30');
    expect(formatTime(INSTANT, 'Nowhere/Atlantis')).toBe('18:30');
    expect(formatTime(INSTANT, '')).toBe('18:30');
  });
});

describe('time zone resolution', () => {
  it('prefers a valid IANA zone', () => {
    expect(resolveTimeZone({ timezone: 'America/Tijuana', timezoneOffset: 6 })).toBe('America/Tijuana');
  });

  it('honours timezone_offset when no zone is given: 6 means UTC-6', () => {
    expect(resolveTimeZone({ timezone: '', timezoneOffset: 6 })).toBe('UTC-6');
    expect(resolveTimeZone({ timezone: null, timezoneOffset: 7 })).toBe('UTC-7');
    expect(resolveTimeZone({ timezoneOffset: -5.5 })).toBe('UTC+5:30');
    expect(resolveTimeZone({ timezoneOffset: 0 })).toBe('UTC');
    expect(resolveTimeZone()).toBe('UTC-6');
    expect(formatTime(INSTANT, resolveTimeZone({ timezoneOffset: 6 }))).toBe('18:30');
  });

  it('ignores an invalid zone or offset', () => {
    expect(resolveTimeZone({ timezone: 'Mars/Olympus', timezoneOffset: 5 })).toBe('UTC-5');
    expect(offsetZone(Number.NaN)).toBe('UTC-6');
    expect(offsetZone(40)).toBe('UTC-6');
  });
});

describe('formatBirthdate', () => {
  it("renders day and month, '12 de marzo'", () => {
    expect(formatBirthdate('1990-03-12')).toBe('12 de marzo');
    expect(formatBirthdate('1988-09-05T00:00:00.000Z')).toBe('5 de septiembre');
  });

  it('renders nothing without a valid date', () => {
    expect(formatBirthdate(null)).toBe('');
    expect(formatBirthdate('1990-02-30')).toBe('');
    expect(formatBirthdate('12/03/1990')).toBe('');
  });
});

describe('properties', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const mexicoHour = (ms: number): string =>
    new Intl.DateTimeFormat('en-GB', { timeZone: MX, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);

  const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2080, 0, 1) });
  const viewerZones = fc.constantFrom('UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Madrid');

  it('renders the wall-clock hour of America/Mexico_City whatever the process zone', () => {
    fc.assert(
      fc.property(instants, viewerZones, (ms, viewer) => {
        vi.stubEnv('TZ', viewer);
        expect(formatTime(ms, MX)).toBe(mexicoHour(ms));
        expect(formatTime(new Date(ms).toISOString(), MX)).toBe(mexicoHour(ms));
        expect(formatDateTime(ms, MX).endsWith(mexicoHour(ms))).toBe(true);
      }),
    );
  });

  it('places every instant in the studio day and month', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const dt = toStudioDateTime(ms, MX);
        expect(dt).not.toBeNull();
        const parts = new Intl.DateTimeFormat('en-CA', { timeZone: MX, day: '2-digit', year: 'numeric' }).formatToParts(ms);
        const day = parts.find((p) => p.type === 'day')?.value;
        const year = parts.find((p) => p.type === 'year')?.value;
        expect(formatDate(ms, MX)).toMatch(new RegExp(`^${day} [a-z]{3} ${year}$`));
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double()), fc.string(), (input, zone) => {
        expect(typeof formatDateTime(input, zone)).toBe('string');
        expect(typeof formatBirthdate(String(input))).toBe('string');
      }),
    );
  });
});

describe('toStudioDateTime, read once', () => {
  it('hands every caller the one reading of a date in a zone, and a zone of its own to each zone', () => {
    const first = toStudioDateTime('2026-03-05T10:00:00', MX);
    expect(toStudioDateTime('2026-03-05T10:00:00', MX)).toBe(first);
    expect(first?.toISO()).toBe('2026-03-05T10:00:00.000-06:00');
    const utc = toStudioDateTime('2026-03-05T10:00:00', 'UTC');
    expect(utc).not.toBe(first);
    expect(utc?.toISO()).toBe('2026-03-05T10:00:00.000Z');
    expect(toStudioDateTime(' 2026-03-05 10:00:00 ', MX)?.toMillis()).toBe(first?.toMillis());
    expect(toStudioDateTime('no es fecha', MX)).toBeNull();
    expect(toStudioDateTime('no es fecha', MX)).toBeNull();
  });

  it('reads the same after thousands of other dates have pushed it out', () => {
    const before = toStudioDateTime('2026-07-01T07:30:00', MX)?.toISO();
    for (let day = 0; day < 5_000; day += 1) toStudioDateTime(new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString(), MX);
    expect(toStudioDateTime('2026-07-01T07:30:00', MX)?.toISO()).toBe(before);
  });
});

describe('studioInstant', () => {
  const zones = fc.constantFrom(MX, 'UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Kolkata', 'UTC-6', 'no/zona');
  const moments = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) });

  it("reads an instant with its offset as luxon does, in any zone", () => {
    fc.assert(
      fc.property(moments, zones, fc.constantFrom('UTC', 'America/Mexico_City', 'Asia/Kathmandu', 'America/St_Johns'), (ms, zone, writtenIn) => {
        const texts = [
          new Date(ms).toISOString(),
          DateTime.fromMillis(ms, { zone: writtenIn }).toISO() ?? '',
          DateTime.fromMillis(ms, { zone: writtenIn }).toISO({ suppressMilliseconds: true, suppressSeconds: true }) ?? '',
        ];
        for (const text of texts) expect(studioInstant(text, zone)).toBe(toStudioDateTime(text, zone)?.toMillis() ?? null);
      }),
    );
  });

  it('gives what toStudioDateTime gives for wall-clock texts, numbers and anything else', () => {
    const inputs = fc.oneof(
      moments.map((ms) => DateTime.fromMillis(ms, { zone: 'UTC' }).toFormat("yyyy-MM-dd'T'HH:mm:ss")),
      moments.map((ms) => DateTime.fromMillis(ms, { zone: 'UTC' }).toFormat('yyyy-MM-dd HH:mm:ss')),
      moments,
      fc.constantFrom('2026-02-30T10:00:00Z', '2026-13-01T00:00:00Z', '2026-01-01T24:00:00Z', ' 2026-01-01T10:00:00Z', '', 'mañana'),
      fc.constantFrom(8.64e15, -8.64e15, 8.64e15 + 1, -8.64e15 - 1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.5),
      fc.double(),
      fc.string(),
    );
    fc.assert(
      fc.property(inputs, zones, (input, zone) => {
        expect(studioInstant(input, zone)).toBe(toStudioDateTime(input, zone)?.toMillis() ?? null);
      }),
    );
  });
});
