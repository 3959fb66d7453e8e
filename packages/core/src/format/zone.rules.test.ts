import fc from 'fast-check';
import { FixedOffsetZone, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE_OFFSET, isKnownTimeZone, offsetZone, resolveTimeZone } from './zone.rules.js';

describe('zone rules (no date library)', () => {
  it('names fixed offsets as luxon does, for every offset in quarter hours and odd minutes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -56, max: 56 }).map((q) => q / 4), fc.double({ min: -14, max: 14, noNaN: true })), (hoursWest) => {
        expect(offsetZone(hoursWest)).toBe(FixedOffsetZone.instance(-Math.round(hoursWest * 60)).name);
      }),
    );
  });

  it('falls back to the default offset outside ±14 h or for a non-number', () => {
    for (const hoursWest of [15, -20, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(offsetZone(hoursWest)).toBe(offsetZone(DEFAULT_TIMEZONE_OFFSET));
    }
  });

  it('knows the zones luxon knows', () => {
    const names = ['America/Mexico_City', 'America/Tijuana', 'Europe/Madrid', 'UTC', 'Mars/Olympus', 'local', 'UTC-6', 'America/Nowhere', 'GMT'];
    for (const name of names) expect(isKnownTimeZone(name), name).toBe(IANAZone.isValidZone(name));
    expect(isKnownTimeZone('')).toBe(false);
  });

  it('reads the IANA name first, trimmed, and only then the offset', () => {
    expect(resolveTimeZone({ timezone: ' Europe/Madrid ', timezoneOffset: 6 })).toBe('Europe/Madrid');
    expect(resolveTimeZone({ timezone: 'local', timezoneOffset: 5 })).toBe('UTC-5');
    expect(resolveTimeZone({ timezone: null, timezoneOffset: null })).toBe('UTC-6');
  });
});
