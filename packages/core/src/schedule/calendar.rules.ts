import { studioInstant, type DateInput } from '../format/format.rules.js';
import { messages } from '../messages/index.js';
import type { CalendarClass, LocationLike, LocationOption, WeekQuery } from './schedule.model.js';
import { nextWeek, weekContains, weekOf, weekOfDate, weekQuery, weeksBetween } from './week.rules.js';

/** Spec 4 'Calendar', spec 9: auto-advance stops once the shown week starts this many weeks ahead. */
export const AUTO_ADVANCE_MAX_WEEKS = 8;

/** What the auto-advance rule reads. */
export interface AutoAdvanceInput {
  /** The Monday shown, 'YYYY-MM-DD'. */
  readonly shownWeekStart: string;
  /** The Monday of the week holding today, 'YYYY-MM-DD'. */
  readonly currentWeekStart: string;
  /** The classes loaded for the shown week. */
  readonly classes: readonly CalendarClass[];
  readonly now: DateInput;
  /** The studio's zone, for class dates written without offset. */
  readonly zone: string;
}

/** True when some class of the list falls in the week and starts after `now`. */
export function hasFutureClasses(
  weekStart: string,
  classes: readonly CalendarClass[],
  now: DateInput,
  zone: string,
): boolean {
  const week = weekOfDate(weekStart);
  const at = studioInstant(now, zone);
  if (!week || at === null) return false;
  return classes.some((c) => {
    const start = studioInstant(c.class_date, zone);
    return start !== null && start > at && weekContains(week, c.class_date, zone);
  });
}

/**
 * Spec 4 'Calendar': advance to the next week when the shown week has no
 * future classes, starting from the current week, until the shown week
 * starts 8 or more weeks ahead. A week before the current one never
 * advances. The calendar machine also requires that the customer has not
 * navigated by hand since it started (or since 'today').
 */
export function shouldAutoAdvance(input: AutoAdvanceInput): boolean {
  const ahead = weeksBetween(input.currentWeekStart, input.shownWeekStart);
  if (!Number.isFinite(ahead) || ahead < 0 || ahead >= AUTO_ADVANCE_MAX_WEEKS) return false;
  return !hasFutureClasses(input.shownWeekStart, input.classes, input.now, input.zone);
}

/** Where a calendar opens: the week shown, the week holding today, and whether auto-advance still follows. */
export interface CalendarStart {
  /** The Monday shown, 'YYYY-MM-DD'. */
  readonly weekStart: string;
  /** The Monday of the week holding `now`. */
  readonly currentWeekStart: string;
  /** False once a known week settled it; true while the shown week's classes are still to be loaded. */
  readonly autoAdvance: boolean;
}

/**
 * Spec 4 'Calendar', applied ahead to the weeks already known (issue 18:
 * the server renders /calendario with its week): from the week holding
 * `now`, each week whose classes `classesOf` knows and that should
 * auto-advance moves on to the next, as the calendar machine does on each
 * load. It stops at the first week it does not know (still following, to
 * load) or that settles it. The server walks the same rule while it loads
 * the weeks, and the browser, given the same `now` and answers, opens on
 * the week the server rendered.
 */
export function calendarStart(
  now: DateInput,
  zone: string,
  classesOf: (query: WeekQuery) => readonly CalendarClass[] | undefined,
): CalendarStart | null {
  const current = weekOf(now, zone);
  if (!current) return null;
  let week = current;
  for (;;) {
    const classes = classesOf(weekQuery(week, zone));
    if (classes === undefined) return { weekStart: week.start, currentWeekStart: current.start, autoAdvance: true };
    if (!shouldAutoAdvance({ shownWeekStart: week.start, currentWeekStart: current.start, classes, now, zone })) {
      return { weekStart: week.start, currentWeekStart: current.start, autoAdvance: false };
    }
    week = nextWeek(week);
  }
}

/** Spec 2 'Calendar screen': the location filter shows only with more than one location. */
export const showLocationFilter = (locations: readonly unknown[] | null | undefined): boolean =>
  (locations?.length ?? 0) > 1;

/** The 'Buscar por estudio' options: 'Todos los Estudios' (value null) then each location. */
export const locationFilterOptions = (locations: readonly LocationLike[]): LocationOption[] => [
  { value: null, label: messages.schedule.allLocations },
  ...locations.map((l) => ({ value: l.location_id, label: l.name })),
];
