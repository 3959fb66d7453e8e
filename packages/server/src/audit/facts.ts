import { DateTime } from 'luxon';
import type { ClassReservation } from '@estudio/core';
import type { AuditDetails } from '../db/schema/index.js';

/**
 * The facts an entry about a reservation carries: which one, the class type,
 * its start as the studio's wall clock reads it ('2026-11-23 07:00': the
 * front desk thinks in the studio's hours, not in UTC), and the spot and
 * guest when it has them.
 */
export const reservationFacts = (reservation: ClassReservation, zone: string): AuditDetails => ({
  reservation_id: reservation.class_reservation_id,
  class: reservation.single_class.class_type.name,
  date: DateTime.fromISO(reservation.single_class.class_date, { zone }).toFormat('yyyy-MM-dd HH:mm'),
  ...(reservation.spot === null ? {} : { spot: reservation.spot }),
  ...(reservation.guest === null ? {} : { guest: reservation.guest }),
});

/** A value before and after, as a change is recorded. */
export const change = (from: unknown, to: unknown): { from: unknown; to: unknown } => ({ from, to });
