import { UNEXPECTED_FAILURE_CODE } from '../api/errors/failure.codes.js';
import { messages } from '../messages/index.js';
import { appError, type AppError, type Result } from './result.js';

export { UNEXPECTED_FAILURE_CODE } from '../api/errors/failure.codes.js';

/**
 * Carries a port's failure value through an actor's rejection, so machines
 * can route it with `onError` and still show the port's own code and message.
 */
export class PortFailure extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message);
    this.name = 'PortFailure';
  }
}

/** The value of a successful Result; a failed one rejects the calling actor with a PortFailure. */
export const unwrap = <T>(result: Result<T>): T => {
  if (result.ok) return result.value;
  throw new PortFailure(result.error);
};

const isAppErrorLike = (value: unknown): value is AppError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { code?: unknown }).code === 'string' &&
  typeof (value as { message?: unknown }).message === 'string';

/**
 * Turns whatever an effect rejected with into an AppError. Ports return
 * failures as values, so anything else is a bug or a dropped connection:
 * the user sees the generic text rather than a stack trace.
 */
export const toAppError = (thrown: unknown): AppError => {
  if (thrown instanceof PortFailure) return thrown.appError;
  if (!isAppErrorLike(thrown)) return appError(UNEXPECTED_FAILURE_CODE, messages.common.genericError);
  return typeof thrown.status === 'number'
    ? appError(thrown.code, thrown.message, thrown.status)
    : appError(thrown.code, thrown.message);
};

/**
 * The default of an actor a machine names but only its composition root
 * provides (`machine.provide({ actors })`): running the bare machine fails
 * at once, naming the actor and where it is provided. It throws rather than
 * rejects so it serves `fromCallback` as well as `fromPromise`; either way
 * the invoking state's `onError` receives the Error.
 */
export const unprovided = (actor: string, providedWith: string) => (): never => {
  throw new Error(`The actor '${actor}' is provided with ${providedWith}.`);
};
