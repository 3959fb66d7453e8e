import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { DateInput } from '../format/format.rules.js';
import { shouldAutoAdvance } from './calendar.rules.js';
import type { CalendarContext, CalendarEvent, CalendarInput } from './calendar.types.js';
import type { Week } from './schedule.model.js';
import { nextMonthWeek, nextWeek, previousMonthWeek, previousWeek, weekOf, weekOfDate } from './week.rules.js';

/** The Monday of the week holding `now`; an unreadable `now` keeps `fallback`. */
const weekStartAt = (now: DateInput, zone: string, fallback: string): string => weekOf(now, zone)?.start ?? fallback;

/** Moves the shown week by hand: auto-advance ends, the customer chose where to look. */
const movedBy = (context: CalendarContext, move: (week: Week) => Week): Partial<CalendarContext> => {
  const week = weekOfDate(context.weekStart);
  return week ? { weekStart: move(week).start, autoAdvance: false } : {};
};

/** The epoch's week, only for an unreadable `now` at start (ClockPort always gives a readable one). */
const EPOCH_WEEK_START = '1969-12-29';

/**
 * Spec 2 'Calendar screen', spec 4 'Calendar': which week the calendar
 * shows and for which location. Navigation moves by week or by month; a
 * load of a week without future classes advances to the next week while
 * the calendar is still following from the current week, never to a week
 * starting 8 or more weeks ahead (see `shouldAutoAdvance`). The screen
 * loads the classes of `weekQuery(week)` and answers with CLASSES_LOADED.
 */
export const calendarMachine = setup({
  types: {} as { input: CalendarInput; context: CalendarContext; events: CalendarEvent },
  actions: {
    previousWeek: assign(({ context }) => movedBy(context, previousWeek)),
    nextWeek: assign(({ context }) => movedBy(context, nextWeek)),
    previousMonth: assign(({ context }) => movedBy(context, previousMonthWeek)),
    nextMonth: assign(({ context }) => movedBy(context, nextMonthWeek)),
    setLocation: assign(({ event }) => {
      assertEvent(event, 'SET_LOCATION');
      return { locationId: event.locationId };
    }),
    /** Auto-advance keeps following: the next load decides whether to go on. */
    advance: assign(({ context }) => {
      const week = weekOfDate(context.weekStart);
      return week ? { weekStart: nextWeek(week).start } : { autoAdvance: false };
    }),
    settle: assign({ autoAdvance: false }),
    today: assign(({ context, event }) => {
      assertEvent(event, 'TODAY');
      const start = weekStartAt(event.now, context.zone, context.currentWeekStart);
      return { weekStart: start, currentWeekStart: start, autoAdvance: true };
    }),
  },
  guards: {
    /** The answer is for another week than the one shown: a stale load. */
    staleLoad: ({ context, event }) => {
      assertEvent(event, 'CLASSES_LOADED');
      return event.weekStart !== undefined && event.weekStart !== context.weekStart;
    },
    shouldAdvance: ({ context, event }) => {
      assertEvent(event, 'CLASSES_LOADED');
      return (
        context.autoAdvance &&
        shouldAutoAdvance({
          shownWeekStart: context.weekStart,
          currentWeekStart: context.currentWeekStart,
          classes: event.classes,
          now: event.now,
          zone: context.zone,
        })
      );
    },
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => {
    const start = weekStartAt(input.now, input.zone, EPOCH_WEEK_START);
    return {
      weekStart: input.start?.weekStart ?? start,
      currentWeekStart: input.start?.currentWeekStart ?? start,
      locationId: input.locationId ?? null,
      zone: input.zone,
      autoAdvance: input.start?.autoAdvance ?? true,
    };
  },
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        PREV_WEEK: { actions: 'previousWeek' },
        NEXT_WEEK: { actions: 'nextWeek' },
        PREV_MONTH: { actions: 'previousMonth' },
        NEXT_MONTH: { actions: 'nextMonth' },
        SET_LOCATION: { actions: 'setLocation' },
        TODAY: { actions: 'today' },
        CLASSES_LOADED: [
          { guard: 'staleLoad' },
          { guard: 'shouldAdvance', actions: 'advance' },
          { actions: 'settle' },
        ],
      },
    },
  },
});

/** The calendar machine's type. */
export type CalendarMachine = typeof calendarMachine;

/** A snapshot of the calendar machine. */
export type CalendarSnapshot = SnapshotFrom<CalendarMachine>;
