import { studioInstant, toStudioDateTime, type DateInput } from '../format/format.rules.js';

const DATE_ONLY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

const isBlank = (value: DateInput | null | undefined): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The instant (epoch ms) from which something stops being valid:
 * `Infinity` when there is no date (it never expires); for a bare date
 * 'YYYY-MM-DD', the start of the next day in the studio's zone, since
 * 'Hasta el 05 mar 2026' means through that day; `-Infinity` for a date that
 * cannot be read, so corrupt data spends nothing.
 */
export function expirationMs(expiration: DateInput | null | undefined, zone: string): number {
  if (isBlank(expiration)) return Number.POSITIVE_INFINITY;
  if (typeof expiration !== 'string' || !DATE_ONLY.test(expiration)) return studioInstant(expiration, zone) ?? Number.NEGATIVE_INFINITY;
  return toStudioDateTime(expiration, zone)?.plus({ days: 1 }).toMillis() ?? Number.NEGATIVE_INFINITY;
}

/** Expired when now ≥ expiration; never with no date; always with an unreadable one or an unreadable `now`. */
export function isExpired(expiration: DateInput | null | undefined, now: DateInput, zone: string): boolean {
  const nowMs = studioInstant(now, zone) ?? Number.NaN;
  return !(nowMs < expirationMs(expiration, zone));
}
