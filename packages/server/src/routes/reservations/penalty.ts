import { and, desc, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { fill, messages, noShowStreak, penaltyDue, type StudioConfig } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classReservationPenalties, classReservations, customers, singleClasses } from '../../db/schema/index.js';
import { holdsUnlimited } from './payment.js';

/**
 * How long a no-show penalty bars booking, in days. The spec gives a
 * penalty an end_date but not its length; a week keeps the customer out of
 * the next week's classes, the usual 'castigo' of a studio, and an admin can
 * change the end_date of any penalty (PUT /class_reservation_penaltys/:id).
 */
export const NO_SHOW_PENALTY_DAYS = 7;

/** When the customer's last penalty was given: earlier no-shows were punished already. */
const lastPenaltyAt = async (db: Db, customerId: number): Promise<Date | null> => {
  const [row] = await db
    .select({ at: classReservationPenalties.created_at })
    .from(classReservationPenalties)
    .where(eq(classReservationPenalties.customer_id, customerId))
    .orderBy(desc(classReservationPenalties.created_at))
    .limit(1);
  return row?.at ?? null;
};

/** Her own places (guests' rows are not her attendance), with their class dates, as core's streak reads them. */
const ownPlaces = async (db: Db, customerId: number) =>
  (await db
    .select({ deletedAt: classReservations.deleted_at, attend: classReservations.attend, classDate: singleClasses.class_date })
    .from(classReservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, classReservations.single_class_id))
    .where(and(eq(classReservations.customer_id, customerId), isNull(classReservations.guest))));

/**
 * After a no-show is marked (spec 4, Penalty): when penalties are on and the
 * customer holds an unlimited membership, her no-show streak (core's
 * `noShowStreak`, counting only classes after her last penalty, so one
 * streak is never punished twice) is checked with `penaltyDue`; when due, a
 * penalty with its reason ('3 inasistencias consecutivas') ends
 * NO_SHOW_PENALTY_DAYS from now. Answers whether one was given.
 */
export const penalizeNoShows = async (db: Db, customerId: number, config: StudioConfig, now: number): Promise<boolean> => {
  const settings = config.rules.unlimitedPenalties;
  const zone = config.rules.timezone;
  if (!settings.enabled) return false;
  const [customer] = await db.select().from(customers).where(eq(customers.customer_id, customerId));
  if (!customer || !holdsUnlimited(customer, now, zone)) return false;
  const since = await lastPenaltyAt(db, customerId);
  const streak = noShowStreak(await ownPlaces(db, customerId), now, { zone, since });
  if (!penaltyDue({ streak, settings, hasUnlimited: true })) return false;
  await db.insert(classReservationPenalties).values({
    customer_id: customerId,
    reason: fill(messages.reservations.penaltyNoShows, { count: streak }),
    end_date: DateTime.fromMillis(now, { zone }).plus({ days: NO_SHOW_PENALTY_DAYS }).toJSDate(),
    created_at: new Date(now),
  });
  return true;
};
