import { DateTime } from 'luxon';
import type { ClassReservation, SingleClass, Waitlist } from '@estudio/core';
import type { AuditDetails } from '../db/schema/index.js';

/**
 * A class as an entry names it: its type, and its start as the studio's
 * wall clock reads it ('2026-11-23 07:00': the front desk thinks in the
 * studio's hours, not in UTC).
 */
export const classFacts = (singleClass: SingleClass, zone: string): { class: string; date: string } => ({
  class: singleClass.class_type.name,
  date: DateTime.fromISO(singleClass.class_date, { zone }).toFormat('yyyy-MM-dd HH:mm'),
});

/**
 * The facts an entry about a reservation carries: which one, its class
 * (`classFacts`), and the spot and guest when it has them.
 */
export const reservationFacts = (reservation: ClassReservation, zone: string): AuditDetails => ({
  reservation_id: reservation.class_reservation_id,
  ...classFacts(reservation.single_class, zone),
  ...(reservation.spot === null ? {} : { spot: reservation.spot }),
  ...(reservation.guest === null ? {} : { guest: reservation.guest }),
});

/** The facts of a waitlist entry: which one, and the class she waits for (`classFacts`). */
export const waitlistFacts = (entry: Waitlist, zone: string): AuditDetails => ({
  waitlist_id: entry.waitlist_id,
  ...classFacts(entry.single_class, zone),
});

/** A value before and after, as a change is recorded. */
export const change = (from: unknown, to: unknown): { from: unknown; to: unknown } => ({ from, to });
