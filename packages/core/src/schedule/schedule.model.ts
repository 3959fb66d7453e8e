import type { DateInput } from '../format/format.rules.js';

/**
 * A calendar week of the studio (spec 4 'Calendar', spec 9): ISO, Monday to
 * Sunday. Its days are calendar dates in the studio's zone, written
 * 'YYYY-MM-DD', so comparing two of them as strings compares the days.
 */
export interface Week {
  /** The Monday, 'YYYY-MM-DD'. A week is identified by it. */
  readonly start: string;
  /** The Sunday, 'YYYY-MM-DD'. */
  readonly end: string;
  /** The ISO week number, 1 to 53, as 'Semana N' shows it. */
  readonly weekNumber: number;
  /** The ISO week-numbering year (the year of the week's Thursday). */
  readonly weekYear: number;
  /**
   * The month the header shows, 'YYYY-MM': the month of the Sunday, so the
   * week holding the 1st of a month belongs to that month (see nextMonthWeek).
   */
  readonly month: string;
  /** Monday to Sunday, 'YYYY-MM-DD' each: the seven day columns. */
  readonly days: readonly string[];
}

/** The `GET /single_class` range of a week: both ends are instants (UTC ISO) and both are inclusive. */
export interface WeekQuery {
  /** Monday 00:00 in the studio's zone. */
  readonly start_date: string;
  /** The last millisecond of Sunday in the studio's zone. */
  readonly end_date: string;
}

/** One day column of the calendar: 'LUNES' (or 'LUN' short) and its day of the month. */
export interface DayColumn {
  readonly date: string;
  readonly name: string;
  readonly dayNumber: number;
}

/**
 * What the full-class rule reads of a class (spec 4 'Full class').
 * `reservationCount` is the places taken: see `placesTaken`.
 */
export interface ClassCapacity {
  readonly capacity?: number | null;
  readonly reservationCount?: number | null;
}

/** A reservation as the places count reads it: cancelled ones free their place; a guest takes one more. */
export interface TakenPlace {
  readonly deletedAt?: DateInput | null;
  readonly guest?: string | null;
}

/** reservation_timeframe_hours / reservation_timeframe_minutes (spec 3 Rules); absent or 0 means none. */
export interface ReservationTimeframe {
  readonly hours?: number | null;
  readonly minutes?: number | null;
}

/**
 * Where a class stands for booking at a given moment:
 * `open` (reachable), `closed` (still ahead but inside the reservation
 * timeframe), `started` (now or past), `unknown` (unreadable class date).
 */
export type BookingWindow = 'open' | 'closed' | 'started' | 'unknown';

/** What the auto-advance rule reads of a loaded class. */
export interface CalendarClass {
  readonly class_date: DateInput;
}

/** A location as the filter reads it. */
export interface LocationLike {
  readonly location_id: number | string;
  readonly name: string;
}

/** An option of the 'Buscar por estudio' select; `value` null is 'Todos los Estudios'. */
export interface LocationOption {
  readonly value: number | string | null;
  readonly label: string;
}
