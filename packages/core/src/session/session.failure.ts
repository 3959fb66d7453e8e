import type { AppError, Result } from '../shared/result.js';

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
