/**
 * The studio's time zone from its settings, without a date library: the
 * configuration is parsed before the first render, and the first bundle
 * carries no luxon (it loads with the screens that render dates). The names
 * are the ones luxon reads back (`America/Mexico_City`, `UTC-6`, `UTC+5:30`).
 */

/** Spec 3 'Settings': the studio's zone when none is configured. */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

/** Spec 9: default timezone offset, in hours west of UTC (6 means UTC-6). */
export const DEFAULT_TIMEZONE_OFFSET = 6;

/** The two settings that place the studio in time (spec 3, Rules). */
export interface ZoneSettings {
  /** An IANA zone such as 'America/Mexico_City'. */
  readonly timezone?: string | null;
  /** Hours west of UTC, used only when no valid IANA zone is given. */
  readonly timezoneOffset?: number | null;
}

/** Names already checked: building an Intl.DateTimeFormat costs tens of microseconds, and a server asks on every request. */
const knownZones = new Map<string, boolean>();
/** A bound on the names remembered, so odd settings cannot grow the map without end. */
const KNOWN_ZONES_MAX = 64;

/** True for a zone name the platform's Intl knows (an IANA name, or 'UTC'). */
export function isKnownTimeZone(name: string): boolean {
  if (name === '') return false;
  const remembered = knownZones.get(name);
  if (remembered !== undefined) return remembered;
  let known: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    known = true;
  } catch {
    known = false;
  }
  if (knownZones.size >= KNOWN_ZONES_MAX) knownZones.clear();
  knownZones.set(name, known);
  return known;
}

/** The fixed zone for an offset in hours west of UTC: 6 is 'UTC-6', -5.5 is 'UTC+5:30', 0 is 'UTC'. */
export function offsetZone(hoursWest: number): string {
  const usable = Number.isFinite(hoursWest) && Math.abs(hoursWest) <= 14;
  const minutesEast = -Math.round((usable ? hoursWest : DEFAULT_TIMEZONE_OFFSET) * 60);
  if (minutesEast === 0) return 'UTC';
  const hours = Math.trunc(Math.abs(minutesEast / 60));
  const minutes = Math.trunc(Math.abs(minutesEast % 60));
  return `UTC${minutesEast > 0 ? '+' : '-'}${hours}${minutes > 0 ? `:${minutes}` : ''}`;
}

/**
 * The zone every date of the studio is rendered in: the configured IANA zone
 * when valid, else the fixed offset (default 6, i.e. UTC-6). Never the
 * viewer's zone: a customer must see a class at the hour it happens.
 */
export function resolveTimeZone(settings: ZoneSettings = {}): string {
  const name = settings.timezone?.trim() ?? '';
  if (isKnownTimeZone(name)) return name;
  return offsetZone(settings.timezoneOffset ?? DEFAULT_TIMEZONE_OFFSET);
}
