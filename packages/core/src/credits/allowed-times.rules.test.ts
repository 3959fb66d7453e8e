import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTimesLabel, allowedTimesMatch, isTimeRestricted, parseAllowedTimes } from './allowed-times.rules.js';

const MX = 'America/Mexico_City';

describe('parseAllowedTimes', () => {
  it('reads every-day ranges in minutes of the day', () => {
    expect(parseAllowedTimes('06:00-12:00')).toEqual({ ranges: [{ days: [1, 2, 3, 4, 5, 6, 7], from: 360, to: 720 }], invalid: [] });
  });

  it('reads weekday prefixes: one day, a range, a range that wraps', () => {
    expect(parseAllowedTimes('1-5@06:00-12:00, 6@8:00-10:30 ,6-1@19:00-24:00')).toEqual({
      ranges: [
        { days: [1, 2, 3, 4, 5], from: 360, to: 720 },
        { days: [6], from: 480, to: 630 },
        { days: [6, 7, 1], from: 1140, to: 1440 },
      ],
      invalid: [],
    });
  });

  it('ignores spaces and empty entries', () => {
    expect(parseAllowedTimes(' 1 - 5 @ 06:00 - 07:00 ,, ').ranges).toEqual([{ days: [1, 2, 3, 4, 5], from: 360, to: 420 }]);
    expect(parseAllowedTimes('')).toEqual({ ranges: [], invalid: [] });
    expect(parseAllowedTimes(null)).toEqual({ ranges: [], invalid: [] });
  });

  it('reports entries it cannot read instead of throwing', () => {
    const entries = ['mañanas', '25:00-26:00', '10:00-09:00', '10:00-10:00', '10:60-11:00', '8@10:00-11:00', '0@10:00-11:00', '1-5 06:00-12:00', '24:00-24:00', '06:00'];
    expect(parseAllowedTimes([...entries, '07:00-08:00'].join(','))).toEqual({
      ranges: [{ days: [1, 2, 3, 4, 5, 6, 7], from: 420, to: 480 }],
      invalid: ['mañanas', '25:00-26:00', '10:00-09:00', '10:00-10:00', '10:60-11:00', '8@10:00-11:00', '0@10:00-11:00', '1-506:00-12:00', '24:00-24:00', '06:00'],
    });
  });

  it('restricts only when some entry is written', () => {
    expect(isTimeRestricted(null)).toBe(false);
    expect(isTimeRestricted(' , ')).toBe(false);
    expect(isTimeRestricted('nunca')).toBe(true);
  });

  it('property: never throws, and every range it returns is well formed', () => {
    const piece = fc.oneof(fc.string(), fc.constantFrom('1-5@', '7@', '06:00', '-', '24:00', ',', '@', '6-1@'));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')), (text) => {
        const { ranges, invalid } = parseAllowedTimes(text);
        for (const r of ranges) {
          expect(r.from).toBeGreaterThanOrEqual(0);
          expect(r.to).toBeGreaterThan(r.from);
          expect(r.to).toBeLessThanOrEqual(1440);
          expect(r.days.length).toBeGreaterThan(0);
          expect(r.days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7)).toBe(true);
        }
        expect(ranges.length + invalid.length).toBe(text.split(',').filter((e) => e.replace(/\s+/g, '') !== '').length);
      }),
    );
  });
});

describe('allowedTimesMatch: the class start in the studio zone', () => {
  const { ranges } = parseAllowedTimes('1-5@06:00-12:00,6@08:00-10:00');

  it('allows a start inside a range, from its first minute up to, not including, its end', () => {
    expect(allowedTimesMatch(ranges, '2026-03-04 06:00:00', MX)).toBe(true); // Wednesday
    expect(allowedTimesMatch(ranges, '2026-03-04 11:59:00', MX)).toBe(true);
    expect(allowedTimesMatch(ranges, '2026-03-04 12:00:00', MX)).toBe(false);
    expect(allowedTimesMatch(ranges, '2026-03-04 05:59:00', MX)).toBe(false);
  });

  it('checks the weekday', () => {
    expect(allowedTimesMatch(ranges, '2026-03-07 09:00:00', MX)).toBe(true); // Saturday
    expect(allowedTimesMatch(ranges, '2026-03-07 11:00:00', MX)).toBe(false);
    expect(allowedTimesMatch(ranges, '2026-03-08 09:00:00', MX)).toBe(false); // Sunday
  });

  it("reads instants in the studio's zone, not UTC's", () => {
    // 13:00 UTC on Wednesday is 07:00 in Mexico City.
    expect(allowedTimesMatch(ranges, '2026-03-04T13:00:00Z', MX)).toBe(true);
    expect(allowedTimesMatch(ranges, '2026-03-04T13:00:00Z', 'UTC')).toBe(false);
    // 03:00 UTC on Sunday is still Saturday 21:00 in Mexico City.
    expect(allowedTimesMatch(parseAllowedTimes('6@20:00-22:00').ranges, '2026-03-08T03:00:00Z', MX)).toBe(true);
  });

  it('allows nothing with no ranges or an unreadable date', () => {
    expect(allowedTimesMatch([], '2026-03-04 09:00:00', MX)).toBe(false);
    expect(allowedTimesMatch(ranges, 'temprano', MX)).toBe(false);
  });
});

describe('allowedTimesLabel', () => {
  it('reads the ranges in Spanish', () => {
    expect(allowedTimesLabel('1-5@06:00-12:00,6@08:00-10:00,19:00-21:00')).toBe(
      'lun a vie 06:00-12:00, sáb 08:00-10:00, 19:00-21:00',
    );
  });

  it("reads 'Cualquier horario' when nothing restricts", () => {
    expect(allowedTimesLabel(null)).toBe('Cualquier horario');
    expect(allowedTimesLabel('  ')).toBe('Cualquier horario');
  });
});
