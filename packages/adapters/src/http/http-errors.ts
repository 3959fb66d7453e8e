import { appError, ErrorBody, messages, type AppError } from '@estudio/core';

/** Code of a request that never got an answer (offline, refused, DNS). */
export const NETWORK_ERROR = 'network';
/** Code of a failure whose body carries no `{code, message}`. */
export const HTTP_ERROR = 'http-error';
/** Code of a success whose body does not match the route's response schema. */
export const INVALID_RESPONSE = 'invalid-response';

/** The failure of a request that never reached the server. */
export const networkError = (): AppError => appError(NETWORK_ERROR, messages.common.networkError);

/** A success that is not what the route promises: a bug or a mismatched server, never a crash. */
export const invalidResponse = (status: number): AppError =>
  appError(INVALID_RESPONSE, messages.common.genericError, status);

const LooseErrorBody = ErrorBody.partial();

/**
 * An HTTP failure as an AppError: the server's own `{code, message}` when the
 * body has them, otherwise a generic Spanish message, always with the status.
 */
export const httpError = (status: number, body: unknown): AppError => {
  const parsed = LooseErrorBody.safeParse(body);
  const code = parsed.success && parsed.data.code ? parsed.data.code : HTTP_ERROR;
  const message = parsed.success && parsed.data.message ? parsed.data.message : messages.common.genericError;
  return appError(code, message, status);
};

/** Marks a body that could not be read as JSON. */
export const INVALID: unique symbol = Symbol('invalid-json');

/** Parses a body as JSON; an empty body is `undefined`, an unreadable one is `INVALID`. */
export const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text().catch(() => null);
  if (text === null) return INVALID;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID;
  }
};
