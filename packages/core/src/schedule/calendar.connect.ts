import type { DateInput } from '../format/format.rules.js';
import type { CalendarContext, CalendarEvent, LocationId } from './calendar.types.js';
import type { CalendarClass, DayColumn, Week, WeekQuery } from './schedule.model.js';
import { dayColumns, weekLabel, weekMonthLabel, weekOfDate, weekQuery } from './week.rules.js';

/** What `connectCalendar` reads of a snapshot. */
export interface CalendarSnapshotLike {
  readonly context: CalendarContext;
}

/** The calendar as any view uses it: derived values and plain callbacks. */
export interface CalendarView {
  readonly week: Week;
  /** 'Semana 14'. */
  readonly weekLabel: string;
  /** 'ABRIL 2026'. */
  readonly monthLabel: string;
  /** Seven columns: 'LUNES' and the day number. */
  readonly days: readonly DayColumn[];
  /** The `GET /single_class` range of the shown week, with the location filter. */
  readonly query: WeekQuery & { readonly location_id?: number | string };
  readonly locationId: LocationId;
  previousWeek(): void;
  nextWeek(): void;
  previousMonth(): void;
  nextMonth(): void;
  today(now: DateInput): void;
  setLocation(locationId: LocationId): void;
  /** Report the classes loaded for `query` (the shown week). */
  classesLoaded(classes: readonly CalendarClass[], now: DateInput): void;
}

/** Turns a calendar snapshot into a plain API (zag.js `connect` style). */
export function connectCalendar(
  snapshot: CalendarSnapshotLike,
  send: (event: CalendarEvent) => void,
  options: { readonly shortDayNames?: boolean } = {},
): CalendarView {
  const { context } = snapshot;
  // The machine only ever stores Mondays it built, so the week always reads.
  const week = weekOfDate(context.weekStart) as Week;
  const range = weekQuery(week, context.zone);
  return {
    week,
    weekLabel: weekLabel(week),
    monthLabel: weekMonthLabel(week),
    days: dayColumns(week, { short: options.shortDayNames }),
    query: context.locationId === null ? range : { ...range, location_id: context.locationId },
    locationId: context.locationId,
    previousWeek: () => send({ type: 'PREV_WEEK' }),
    nextWeek: () => send({ type: 'NEXT_WEEK' }),
    previousMonth: () => send({ type: 'PREV_MONTH' }),
    nextMonth: () => send({ type: 'NEXT_MONTH' }),
    today: (now) => send({ type: 'TODAY', now }),
    setLocation: (locationId) => send({ type: 'SET_LOCATION', locationId }),
    classesLoaded: (classes, now) => send({ type: 'CLASSES_LOADED', classes, now, weekStart: week.start }),
  };
}
