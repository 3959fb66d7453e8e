import { messages } from '../messages/index.js';
import { appError, type AppError } from '../shared/result.js';

/**
 * Why a reservation is refused, for reasons of the class itself. The spec
 * names no text for these; the Spanish lives in `messages.schedule`.
 * Conflicts with what others did (a place or spot just taken) answer 409;
 * the rest are unmet preconditions, 412, except a missing class, 404.
 */
const REFUSALS = {
  classFull: { code: 'schedule/class-full', status: 409 },
  spotTaken: { code: 'schedule/spot-taken', status: 409 },
  alreadyReserved: { code: 'schedule/already-reserved', status: 409 },
  spotUnavailable: { code: 'schedule/spot-unavailable', status: 412 },
  bookingClosed: { code: 'schedule/booking-closed', status: 412 },
  classStarted: { code: 'schedule/class-started', status: 412 },
  guestsNotAllowed: { code: 'schedule/guests-not-allowed', status: 412 },
  classCancelled: { code: 'schedule/class-cancelled', status: 412 },
  classNotFound: { code: 'schedule/class-not-found', status: 404 },
} as const;

/** The kinds of schedule refusal; each is also a key of `messages.schedule`. */
export type ScheduleRefusal = keyof typeof REFUSALS;

/** The stable code of each schedule refusal, e.g. `SCHEDULE_ERROR_CODES.classFull` is 'schedule/class-full'. */
export const SCHEDULE_ERROR_CODES = Object.fromEntries(
  Object.entries(REFUSALS).map(([kind, { code }]) => [kind, code]),
) as { readonly [K in ScheduleRefusal]: (typeof REFUSALS)[K]['code'] };

/** The refusal as an AppError with its code, Spanish message and HTTP status. */
export const scheduleError = (kind: ScheduleRefusal): AppError =>
  appError(REFUSALS[kind].code, messages.schedule[kind], REFUSALS[kind].status);
