import { COMMON_ERRORS, type ErrorEntry } from '@estudio/core';

/** The body of every failure the API answers (core's `ErrorBody`). */
export interface ErrorPayload {
  readonly code: string;
  readonly message: string;
}

/**
 * A failure a caller can cause, with its HTTP status, a stable code and a
 * Spanish message. Handlers return it to answer with it and keep what they
 * wrote (e.g. a revoked refresh-token family), or throw it to also roll back
 * the request's transaction.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  /** The JSON body sent to the client: never a stack. */
  toBody(): ErrorPayload {
    return { code: this.code, message: this.message };
  }
}

/**
 * The failure of a table entry (core's api/errors.ts): its status, its code
 * and its Spanish message. `message` replaces the entry's text only when the
 * table cannot hold it as is: a filled template or a per-field validation
 * detail. A refusal built at run time (core's AppError, a processor's
 * decline) passes an object of the same shape.
 */
export const failure = (entry: ErrorEntry, message: string = entry.message): ApiFailure =>
  new ApiFailure(entry.status, entry.code, message);

/** The answer to anything unexpected: logged on the server, generic for the client. */
export const internalFailure = (): ApiFailure => failure(COMMON_ERRORS.internal);

/** The answer to an unknown path or method under /api. */
export const notFoundFailure = (): ApiFailure => failure(COMMON_ERRORS.notFound);

/** True for a unique-constraint violation from PostgreSQL or PGlite (SQLSTATE 23505), wrapped or not. */
export const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
