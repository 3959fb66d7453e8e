import { studioInstant, type DateInput } from '../format/format.rules.js';
import { err, ok, type Result } from '../shared/result.js';
import type { BookingWindow, ReservationTimeframe } from './schedule.model.js';
import { scheduleError } from './schedule.errors.js';

const MS_PER_MINUTE = 60_000;

const nonNegative = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** The reservation timeframe in milliseconds; absent, zero, negative or unreadable parts count as 0. */
export const timeframeMs = (timeframe: ReservationTimeframe = {}): number =>
  (nonNegative(timeframe.hours) * 60 + nonNegative(timeframe.minutes)) * MS_PER_MINUTE;

/**
 * Where a class stands for booking at `now` (spec 4 'Cancel', last
 * sentences): `open` when the time until it exceeds the reservation
 * timeframe (with none, when it is still ahead), `closed` when it is ahead
 * but within the timeframe, `started` when it is now or past, `unknown`
 * when a date cannot be read. A class date without offset is wall-clock
 * time in the studio's `zone`.
 */
export function bookingWindow(
  classDate: DateInput | null | undefined,
  now: DateInput,
  timeframe: ReservationTimeframe,
  zone: string,
): BookingWindow {
  const start = studioInstant(classDate, zone);
  const at = studioInstant(now, zone);
  if (start === null || at === null) return 'unknown';
  const until = start - at;
  if (until <= 0) return 'started';
  return until > timeframeMs(timeframe) ? 'open' : 'closed';
}

/** True when a class can still be booked at `now` ('Reservar' is offered only then). */
export const isReachable = (
  classDate: DateInput | null | undefined,
  now: DateInput,
  timeframe: ReservationTimeframe,
  zone: string,
): boolean => bookingWindow(classDate, now, timeframe, zone) === 'open';

/**
 * The booking-window check of a reservation, as a value: ok when reachable,
 * else 'schedule/class-started' for a class that began, or
 * 'schedule/booking-closed' within the timeframe or with an unreadable date.
 */
export function checkReachable(
  classDate: DateInput | null | undefined,
  now: DateInput,
  timeframe: ReservationTimeframe,
  zone: string,
): Result<true> {
  const window = bookingWindow(classDate, now, timeframe, zone);
  if (window === 'open') return ok(true);
  return err(scheduleError(window === 'started' ? 'classStarted' : 'bookingClosed'));
}
