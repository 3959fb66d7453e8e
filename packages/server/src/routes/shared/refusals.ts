import type { AppError } from '@estudio/core';
import { failure, type ApiFailure } from '../../http/errors.js';

/**
 * A refusal of core's rules as the API answers it, thrown so the request's
 * transaction writes nothing. Core's refusals carry their status when they
 * have one; `status` is the fallback (an unmet precondition, 412).
 */
export const refusal = (error: AppError, status = 412): ApiFailure =>
  failure({ code: error.code, status: error.status ?? status, message: error.message });

/** Throws `refusal(error, status)`. */
export const refuse = (error: AppError, status = 412): never => {
  throw refusal(error, status);
};
