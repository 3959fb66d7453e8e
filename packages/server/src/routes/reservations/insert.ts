import { scheduleError } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classReservations } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../http/errors.js';
import { refusal } from '../shared/refusals.js';
import type { ReservationRow } from './views.js';

/** The unique index that keeps a spot of a class to one live reservation (db/schema/reservations.ts). */
export const SPOT_INDEX = 'class_reservations_spot_unique';

/** The constraint a database error names, wrapped (Drizzle) or not. */
const constraintOf = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const named = (current as { constraint?: unknown }).constraint;
    if (typeof named === 'string') return named;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * Runs a write guarded by the reservation unique indexes, the last line of
 * defence behind the locked checks: a violation is the 409 of the spot taken
 * or of the customer's place already held, never a 500.
 */
export const guardPlaces = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw refusal(scheduleError(constraintOf(error) === SPOT_INDEX ? 'spotTaken' : 'alreadyReserved'), 409);
  }
};

/** Inserts a reservation row, under `guardPlaces`. */
export const insertReservation = async (db: Db, values: typeof classReservations.$inferInsert): Promise<ReservationRow> => {
  const [row] = await guardPlaces(() => db.insert(classReservations).values(values).returning());
  if (!row) throw new Error('The reservation insert returned no row');
  return row;
};
