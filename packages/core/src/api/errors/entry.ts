import { appError, type AppError } from '../../shared/result.js';

/** One error: its stable code, its HTTP status and its Spanish message. */
export interface ErrorEntry {
  readonly code: string;
  readonly status: number;
  readonly message: string;
}

/** An area of the table: its errors by meaning. */
export type ErrorArea = Readonly<Record<string, ErrorEntry>>;

/**
 * One entry of the table. The message, and a code one of the `*.codes.ts`
 * maps holds (pass `() => MAP.key`), are read when asked for: building an
 * area reads nothing, so a bundler drops every area nobody imports, with
 * the message groups it names.
 */
/* @__NO_SIDE_EFFECTS__ */
export function entry<const C extends string, const S extends number>(
  code: C | (() => C), status: S, message: () => string,
): { readonly code: C; readonly status: S; readonly message: string } {
  if (typeof code === 'function') {
    return { get code() { return code(); }, status, get message() { return message(); } };
  }
  return { code, status, get message() { return message(); } };
}

/** An area's codes by the same keys: `codesOf(FILE_ERRORS).inUse` is 'file/in-use'. */
export const codesOf = <A extends ErrorArea>(area: A): { readonly [K in keyof A]: A[K]['code'] } =>
  Object.fromEntries(Object.entries(area).map(([key, entry]) => [key, entry.code])) as { readonly [K in keyof A]: A[K]['code'] };

/**
 * An entry as an AppError: its code, its status and its message. Pass
 * `message` only for a text the table cannot hold as is: a template filled
 * with values (`fill(entry.message, {...})`) or a per-field validation
 * detail; any other text is an entry of its own.
 */
export const errorOf = (entry: ErrorEntry, message?: string): AppError =>
  appError(entry.code, message ?? entry.message, entry.status);
