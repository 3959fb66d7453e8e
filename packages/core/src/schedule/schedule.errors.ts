import { SCHEDULE_ERRORS } from '../api/errors/schedule.js';
import { codesOf, errorOf } from '../api/errors/entry.js';
import type { AppError } from '../shared/result.js';

/**
 * Why a reservation is refused, for reasons of the class itself: the
 * table's `SCHEDULE_ERRORS` (api/errors.ts), with the Spanish of
 * `messages.schedule`. Conflicts with what others did (a place or spot just
 * taken) answer 409; the rest are unmet preconditions, 412, except a
 * missing class, 404.
 */
export type ScheduleRefusal = keyof typeof SCHEDULE_ERRORS;

/** The stable code of each schedule refusal, e.g. `SCHEDULE_ERROR_CODES.classFull` is 'schedule/class-full'. */
export const SCHEDULE_ERROR_CODES = /* @__PURE__ */ codesOf(SCHEDULE_ERRORS);

/** The refusal as an AppError with its code, Spanish message and HTTP status. */
export const scheduleError = (kind: ScheduleRefusal): AppError => errorOf(SCHEDULE_ERRORS[kind]);
