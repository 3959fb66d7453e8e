import type { DateInput } from '../format/format.rules.js';
import type { CalendarStart } from './calendar.rules.js';
import type { CalendarClass } from './schedule.model.js';

/** A location id of the filter; null means 'Todos los Estudios'. */
export type LocationId = number | string | null;

/** What the calendar machine starts from. */
export interface CalendarInput {
  /** Today, from ClockPort: the calendar opens on the week holding it. */
  readonly now: DateInput;
  /** The studio's IANA zone. */
  readonly zone: string;
  readonly locationId?: LocationId;
  /** Where to open instead of the week holding `now`, as `calendarStart` found it from weeks already known. */
  readonly start?: CalendarStart | null;
}

/** What the calendar remembers. */
export interface CalendarContext {
  /** The Monday shown, 'YYYY-MM-DD'. */
  readonly weekStart: string;
  /** The Monday of the week holding today when the calendar opened (or on TODAY). */
  readonly currentWeekStart: string;
  readonly locationId: LocationId;
  readonly zone: string;
  /**
   * True until the customer navigates by hand or a load settles on a week:
   * only then does a week without future classes advance by itself, so a
   * customer who goes back to an empty week is not pushed away from it.
   */
  readonly autoAdvance: boolean;
}

/** What the calendar screen tells the machine. */
export type CalendarEvent =
  | { readonly type: 'PREV_WEEK' }
  | { readonly type: 'NEXT_WEEK' }
  | { readonly type: 'PREV_MONTH' }
  | { readonly type: 'NEXT_MONTH' }
  | { readonly type: 'SET_LOCATION'; readonly locationId: LocationId }
  | {
      readonly type: 'CLASSES_LOADED';
      readonly classes: readonly CalendarClass[];
      readonly now: DateInput;
      /** The week the classes were loaded for; a load for another week (a stale answer) is ignored. */
      readonly weekStart?: string;
    }
  | { readonly type: 'TODAY'; readonly now: DateInput };
