import { appError, messages, type AppError } from '@estudio/core';

/** Code of a request that never got an answer (offline, refused, DNS). */
export const NETWORK_ERROR = 'network';
/** Code of a failure whose body carries no `{code, message}`. */
export const HTTP_ERROR = 'http-error';
/** Code of a success whose body is not what the route promises (no response key, or refused by the validator). */
export const INVALID_RESPONSE = 'invalid-response';

/** The failure of a request that never reached the server. */
export const networkError = (): AppError => appError(NETWORK_ERROR, messages.common.networkError);

/** A success that is not what the route promises: a bug or a mismatched server, never a crash. */
export const invalidResponse = (status?: number): AppError =>
  appError(INVALID_RESPONSE, messages.common.genericError, status);

/** A JSON object (not an array, not null). */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `{code, message}` of a failure body (core's `ErrorBody`, both parts
 * optional), read by hand so the error path ships no schema library. A body
 * that is not an object, or has either part of another type, has none.
 */
const readErrorBody = (body: unknown): { code?: string; message?: string } | null => {
  if (!isJsonObject(body)) return null;
  const { code, message } = body;
  const optionalText = (value: unknown) => value === undefined || typeof value === 'string';
  if (!optionalText(code) || !optionalText(message)) return null;
  return { ...(code === undefined ? {} : { code: code as string }), ...(message === undefined ? {} : { message: message as string }) };
};

/**
 * An HTTP failure as an AppError: the server's own `{code, message}` when the
 * body has them, otherwise a generic Spanish message, always with the status.
 */
export const httpError = (status: number, body: unknown): AppError => {
  const parsed = readErrorBody(body);
  return appError(parsed?.code || HTTP_ERROR, parsed?.message || messages.common.genericError, status);
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
