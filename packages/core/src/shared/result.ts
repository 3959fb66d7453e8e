/**
 * A failure a user can cause, as a value: a stable code plus the Spanish
 * message to show. `status` carries the HTTP status when the failure came
 * from the API.
 */
export interface AppError {
  readonly code: string;
  readonly message: string;
  readonly status?: number;
}

/** The outcome of any port call that can fail for reasons a user can cause. */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: AppError };

/** Wraps a success. */
export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** Wraps a failure. */
export const err = <T = never>(error: AppError): Result<T> => ({ ok: false, error });

/** Builds an AppError. */
export const appError = (code: string, message: string, status?: number): AppError =>
  status === undefined ? { code, message } : { code, message, status };
