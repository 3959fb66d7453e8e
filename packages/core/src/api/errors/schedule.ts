import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/**
 * Why a reservation is refused, for reasons of the class itself. Conflicts
 * with what others did answer 409; unmet preconditions 412; a missing class 404.
 */
export const SCHEDULE_ERRORS = {
  classFull: entry('schedule/class-full', 409, () => messages.schedule.classFull),
  spotTaken: entry('schedule/spot-taken', 409, () => messages.schedule.spotTaken),
  alreadyReserved: entry('schedule/already-reserved', 409, () => messages.schedule.alreadyReserved),
  spotUnavailable: entry('schedule/spot-unavailable', 412, () => messages.schedule.spotUnavailable),
  bookingClosed: entry('schedule/booking-closed', 412, () => messages.schedule.bookingClosed),
  classStarted: entry('schedule/class-started', 412, () => messages.schedule.classStarted),
  guestsNotAllowed: entry('schedule/guests-not-allowed', 412, () => messages.schedule.guestsNotAllowed),
  classCancelled: entry('schedule/class-cancelled', 412, () => messages.schedule.classCancelled),
  classNotFound: entry('schedule/class-not-found', 404, () => messages.schedule.classNotFound),
} as const satisfies ErrorArea;
