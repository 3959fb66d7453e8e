import { err, ok, type Result } from '../shared/result.js';
import { creditError } from './credits.errors.js';
import { UNLIMITED_CLASSES, type Credit } from './credits.model.js';

const isWhole = (value: number): boolean => Number.isSafeInteger(value);

/**
 * Spends one class of a credit (a reservation). -1 stays -1; a balance of 0
 * (or anything that is not a whole positive number) refuses with
 * 'credits/exhausted' rather than go below zero.
 */
export function consume<C extends Pick<Credit, 'available_classes'>>(credit: C): Result<C> {
  const balance = credit.available_classes;
  if (balance === UNLIMITED_CLASSES) return ok(credit);
  if (!isWhole(balance) || balance <= 0) return err(creditError('exhausted'));
  return ok({ ...credit, available_classes: balance - 1 });
}

/**
 * Gives one class back (a cancellation that returns the credit). -1 stays
 * -1; a balance that is not a whole number of zero or more refuses with
 * 'credits/invalid-balance' rather than build on corrupt data.
 */
export function refund<C extends Pick<Credit, 'available_classes'>>(credit: C): Result<C> {
  const balance = credit.available_classes;
  if (balance === UNLIMITED_CLASSES) return ok(credit);
  if (!isWhole(balance) || balance < 0 || balance === Number.MAX_SAFE_INTEGER) return err(creditError('invalidBalance'));
  return ok({ ...credit, available_classes: balance + 1 });
}
