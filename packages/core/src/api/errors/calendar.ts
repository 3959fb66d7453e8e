import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** Calendar files (issue 17): a reservation's .ics and her private feed. */
export const CALENDAR_ERRORS = {
  /** 404: not one of her upcoming reservations (someone else's, past, cancelled, unknown): all answer alike. */
  reservationNotFound: entry('calendar/reservation-not-found', 404, () => messages.calendar.reservationNotFound),
  /** 404: no feed has this secret (never had, or she generated a new address since). */
  feedNotFound: entry('calendar/feed-not-found', 404, () => messages.calendar.feedNotFound),
} as const satisfies ErrorArea;
