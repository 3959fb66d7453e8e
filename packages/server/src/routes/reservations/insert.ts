import { scheduleError } from '@estudio/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { encodedPlaceholder, preparedOn } from '../../db/prepared.js';
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

/** A new place as a booking writes it (`insertReservation`). */
export interface NewPlace {
  readonly single_class_id: number;
  readonly customer_id: number;
  /** The credit it spent; null for an unlimited member. */
  readonly available_class_id: number | null;
  readonly spot: string | null;
  readonly guest: string | null;
  readonly created_at: Date;
  /** The class start it is already reminded for (`reminderDue`), else null. */
  readonly reminded_for: Date | null;
}

/** Inserts a reservation row, under `guardPlaces`, with a statement built once and named (`preparedOn`): every booking writes one. */
export const insertReservation = async (db: Db, values: NewPlace): Promise<ReservationRow> => {
  const statement = preparedOn(db, 'reservation_insert', () => db.insert(classReservations)
    .values({
      single_class_id: sql.placeholder('classId'), customer_id: sql.placeholder('customerId'),
      available_class_id: sql.placeholder('creditId'), spot: sql.placeholder('spot'), guest: sql.placeholder('guest'),
      created_at: sql.placeholder('createdAt'), reminded_for: encodedPlaceholder('remindedFor', 'timestamptz'),
    })
    .returning()
    .prepare('reservation_insert'));
  const [row] = await guardPlaces(() => statement.execute({
    classId: values.single_class_id, customerId: values.customer_id, creditId: values.available_class_id, spot: values.spot,
    guest: values.guest, createdAt: values.created_at, remindedFor: values.reminded_for?.toISOString() ?? null,
  }));
  if (!row) throw new Error('The reservation insert returned no row');
  return row;
};
