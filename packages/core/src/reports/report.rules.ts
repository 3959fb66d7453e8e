import { DateTime } from 'luxon';
import { messages } from '../messages/index.js';

/**
 * The reports' rules (issue 16, 'Reportes') the screen and the server
 * share, once: what a range may span, how long the lists are, fill rate and
 * how a weekday and an hour are named. What only the server's SQL reads
 * (the late-cancel window, over the reservations' cancel rules) is in
 * report-time.rules.ts, so the screen's chunk carries none of it.
 */

/** The longest range a report takes, in days, both ends included (a leap year). */
export const REPORT_MAX_DAYS = 366;

/** 'At risk': a customer with no visit in this many days, counted back from today. */
export const AT_RISK_DAYS = 30;

/** Credits expiring and memberships ending within this many days from now. */
export const ENDING_SOON_DAYS = 7;

/**
 * The most rows a report's list carries (its count is always exact), and
 * the largest page of `GET /reports/rows`: a busy studio's 'Clientes
 * activos' would otherwise answer tens of thousands of rows to a screen
 * that shows a table. 'Exportar CSV' reads the rest page by page.
 */
export const REPORT_ROWS_MAX = 2000;

/** A report's range: two studio days, both included. */
export interface ReportRange {
  /** yyyy-MM-dd, a day in the studio's zone. */
  readonly start_date: string;
  /** yyyy-MM-dd, a day in the studio's zone, included. */
  readonly end_date: string;
}

/**
 * How many days a range covers, both ends included (a one-day range is 1);
 * 0 when the end comes before the start or a date is not one. Calendar
 * days, whatever the daylight-saving changes.
 */
export const reportRangeDays = ({ start_date, end_date }: ReportRange): number => {
  const start = DateTime.fromISO(start_date, { zone: 'utc' });
  const end = DateTime.fromISO(end_date, { zone: 'utc' });
  if (!start.isValid || !end.isValid || end < start) return 0;
  return Math.round(end.diff(start, 'days').days) + 1;
};

/**
 * Fill rate: places taken over places offered, 0 to 1 (more than 1 when
 * the desk booked past capacity); null when nothing was offered. Cancelled
 * classes and classes without a capacity are left out by the caller.
 */
export const fillRate = (booked: number, capacity: number): number | null => (capacity > 0 ? booked / capacity : null);

/** A fill rate as a whole percentage, one decimal ('83.3'), '' for none: the CSV's and the screen's number. */
export const fillPercent = (rate: number | null): string => (rate === null ? '' : (Math.round(rate * 1000) / 10).toFixed(1));

/** An hour of the day (0–23) as the heat map and the CSV show it: '07:00'. */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** A weekday by its ISO number (1 Monday … 7 Sunday), as Spanish writes it: 'lunes'. */
export const weekdayName = (isoWeekday: number): string => messages.dates.weekdays[isoWeekday - 1] ?? String(isoWeekday);
