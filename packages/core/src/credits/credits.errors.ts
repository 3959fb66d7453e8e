import { CREDIT_ERRORS } from '../api/errors/credit.js';
import { codesOf, errorOf } from '../api/errors/entry.js';
import type { AppError } from '../shared/result.js';

/**
 * Why credits refuse a reservation or a balance change: the table's
 * `CREDIT_ERRORS` (api/errors.ts). 'none' is the spec's own text (spec 4
 * 'Reserve flow'); the spec names no text for the others, so theirs live in
 * `messages.credits`. 'notEnough' is the team's, a template, so no kind here.
 */
export type CreditRefusal = Exclude<keyof typeof CREDIT_ERRORS, 'notEnough'>;

/** The stable code of each credit refusal, e.g. `CREDIT_ERROR_CODES.none` is 'credits/none'. */
export const CREDIT_ERROR_CODES = /* @__PURE__ */ codesOf(CREDIT_ERRORS);

/** The refusal as an AppError with its code, Spanish message and HTTP status. */
export const creditError = (kind: CreditRefusal): AppError => errorOf(CREDIT_ERRORS[kind]);
