import { studioInstant } from '../format/format.rules.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import type { InstantInput } from './reservations.model.js';

/**
 * Epoch milliseconds of an instant, or null when it is missing or
 * unreadable. Strings without an offset are read in the studio's zone.
 */
export function instantOf(value: InstantInput | null | undefined, zone: string = DEFAULT_TIME_ZONE): number | null {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isFinite(ms) ? ms : null;
  }
  return studioInstant(value, zone);
}

/** Whether a class has started at `now`; an unreadable date never has. */
export function classStarted(classDate: InstantInput | null | undefined, now: number, zone?: string): boolean {
  const start = instantOf(classDate, zone);
  return start !== null && start <= now;
}

/** Whether a deletedAt value marks a reservation as cancelled (spec 3: non-null means cancelled). */
export const isCancelled = (deletedAt: InstantInput | null | undefined): boolean =>
  deletedAt !== null && deletedAt !== undefined && deletedAt !== '';
