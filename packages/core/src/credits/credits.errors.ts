import { messages } from '../messages/index.js';
import { appError, type AppError } from '../shared/result.js';

/**
 * Why credits refuse a reservation or a balance change. 'none' is the
 * spec's own text (spec 4 'Reserve flow'); the spec names no text for the
 * others, so theirs live in `messages.credits`.
 */
const REFUSALS = {
  none: { code: 'credits/none', status: 412, message: messages.reservations.noCredits },
  classType: { code: 'credits/class-type-not-allowed', status: 412, message: messages.credits.classTypeNotAllowed },
  time: { code: 'credits/time-not-allowed', status: 412, message: messages.credits.timeNotAllowed },
  exhausted: { code: 'credits/exhausted', status: 409, message: messages.credits.exhausted },
  invalidBalance: { code: 'credits/invalid-balance', status: 409, message: messages.credits.invalidBalance },
} as const;

/** The kinds of credit refusal. */
export type CreditRefusal = keyof typeof REFUSALS;

/** The stable code of each credit refusal, e.g. `CREDIT_ERROR_CODES.none` is 'credits/none'. */
export const CREDIT_ERROR_CODES = Object.fromEntries(
  Object.entries(REFUSALS).map(([kind, { code }]) => [kind, code]),
) as { readonly [K in CreditRefusal]: (typeof REFUSALS)[K]['code'] };

/** The refusal as an AppError with its code, Spanish message and HTTP status. */
export const creditError = (kind: CreditRefusal): AppError =>
  appError(REFUSALS[kind].code, REFUSALS[kind].message, REFUSALS[kind].status);
