import { and, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  availableTotal, bookedUnlimited, fill, messages, noShowRunOf, noShowRuns, penaltyCutOff, penaltyDue, type StudioConfig,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { availableClasses, classReservationPenalties, classReservations, customers, singleClasses } from '../../db/schema/index.js';
import type { AppServices } from '../../http/services.js';
import { creditOf, holdsUnlimited } from './payment.js';

/** What giving a penalty needs: the transaction, the clock, and how to tell her. */
export interface PenaltyRun {
  readonly db: Db;
  readonly now: number;
  /** The origin of the link in her e-mail. */
  readonly origin: string;
  readonly services: Pick<AppServices, 'notifier'>;
}

/** A penalty given for a streak of no-shows. */
export interface GivenPenalty {
  readonly penalty_id: number;
  readonly customer_id: number;
  readonly reason: string;
  readonly end_date: Date;
}

/**
 * From when her no-shows count toward a new penalty (core's
 * `penaltyCutOff`): after the last class of her last penalty that still
 * stands. One lifted with an undone no-show punished nothing, so 'Asistió'
 * by mistake and 'No asistió' again punishes the streak again.
 */
const cutOffOf = async (db: Db, customerId: number, zone: string): Promise<number | null> => {
  const p = classReservationPenalties;
  const rows = await db
    .select({ noShowsUntil: p.no_shows_until, createdAt: p.created_at, liftedAt: p.lifted_at })
    .from(p)
    .where(eq(p.customer_id, customerId));
  return penaltyCutOff(rows, zone);
};

/**
 * Locks her customer row until the transaction ends. Every writer of her
 * no-shows and penalties (the desk's marks, the sweep, the undo) takes it
 * after the class and the place it writes (class, then reservation, then
 * customer), so they read her streak one after the other and never wait on
 * each other in a circle.
 */
export const lockCustomerRow = async (db: Db, customerId: number) => {
  const [customer] = await db.select().from(customers).where(eq(customers.customer_id, customerId)).for('update');
  return customer ?? null;
};

/**
 * Spec 4's 'customer with an unlimited package': an unlimited membership on
 * her record, or a live unlimited credit (-1) from the package she bought,
 * such as the monthly unlimited sold at the desk.
 */
const holdsUnlimitedPackage = async (db: Db, customer: typeof customers.$inferSelect, now: number, zone: string): Promise<boolean> => {
  if (holdsUnlimited(customer, now, zone)) return true;
  const credits = await db.select().from(availableClasses).where(eq(availableClasses.customer_id, customer.customer_id));
  return availableTotal(credits.map(creditOf), now, zone) === 'unlimited';
};

/**
 * Her own places (guests' rows are not her attendance) as core's runs read
 * them: the class's start and length, and whether it was booked under an
 * unlimited package (core's `bookedUnlimited`: its credit was unlimited, or
 * a membership holder booked it without credit or cash).
 */
const ownPlaces = async (db: Db, customer: typeof customers.$inferSelect) =>
  (await db
    .select({
      id: classReservations.class_reservation_id, deletedAt: classReservations.deleted_at,
      attend: classReservations.attend, classDate: singleClasses.class_date, durationMinutes: singleClasses.duration_minutes,
      isCash: classReservations.is_cash, creditClasses: availableClasses.available_classes,
    })
    .from(classReservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, classReservations.single_class_id))
    .leftJoin(availableClasses, eq(availableClasses.available_class_id, classReservations.available_class_id))
    .where(and(eq(classReservations.customer_id, customer.customer_id), isNull(classReservations.guest))))
    .map((place) => ({ ...place, unlimited: bookedUnlimited({ creditClasses: place.creditClasses, isCash: place.isCash, member: customer.has_unlimited }) }));

/**
 * After a no-show is recorded (spec 4, Penalty), by the desk's 'No asistió'
 * or by the no-show sweep (issue 16), through this one function: when
 * penalties are on and the customer holds an unlimited package (her
 * membership, or a live unlimited credit), the run of consecutive recorded
 * no-shows that holds the one just recorded (`causeId`; core's
 * `noShowRunOf`: walked back from its class and forward while she was
 * absent, places booked under an unlimited package only, classes after the
 * cut-off of her last penalty that stands only, so one run is never
 * punished twice) is checked with `penaltyDue`; when due, a penalty with
 * its reason ('3 inasistencias consecutivas') ends no_show_penalty_days
 * from now, records what caused it (`causeId`, and the first and last
 * classes of the run), and she is told (`Notifier.penaltyApplied`, in the
 * same transaction). Her customer row is locked first (`lockCustomerRow`),
 * so two sweeps on two servers, or a sweep and the desk, read her run one
 * after the other and the later sees the earlier's marks and penalty. It
 * writes no reservation row but the caller's own, already locked: a lock of
 * another class's place here could wait for the desk, which waits for her
 * row. Answers the penalty, or null.
 */
export const penalizeNoShows = async (
  run: PenaltyRun,
  customerId: number,
  config: StudioConfig,
  causeId: number,
): Promise<GivenPenalty | null> => {
  const { db, now } = run;
  const settings = config.rules.unlimitedPenalties;
  const zone = config.rules.timezone;
  if (!settings.enabled) return null;
  const customer = await lockCustomerRow(db, customerId);
  if (!customer || !(await holdsUnlimitedPackage(db, customer, now, zone))) return null;
  const places = await ownPlaces(db, customer);
  const cause = places.find((place) => place.id === causeId);
  if (!cause) return null;
  const streak = noShowRunOf(places, cause, now, { zone, since: await cutOffOf(db, customerId, zone), noShows: config.rules.noShows });
  const [first, last] = [streak[0], streak.at(-1)];
  if (!last || !first || !penaltyDue({ streak: streak.length, settings, hasUnlimited: true })) return null;
  const reason = fill(messages.reservations.penaltyNoShows, { count: streak.length });
  const [penalty] = await db.insert(classReservationPenalties).values({
    customer_id: customerId,
    reason,
    end_date: DateTime.fromMillis(now, { zone }).plus({ days: settings.days }).toJSDate(),
    class_reservation_id: causeId,
    no_shows_from: first.classDate,
    no_shows_until: last.classDate,
    created_at: new Date(now),
  }).returning();
  if (!penalty) throw new Error('The penalty was not written');
  await run.services.notifier.penaltyApplied(db, {
    customer: { customer_id: customerId, email: customer.email, name: customer.name },
    penaltyId: penalty.penalty_id,
    reason,
    endDate: penalty.end_date,
    zone,
    link: `${run.origin}/mystudio/reservaciones`,
  });
  return { penalty_id: penalty.penalty_id, customer_id: customerId, reason, end_date: penalty.end_date };
};

/** A penalty lifted with the no-show that caused it. */
export interface LiftedPenalty {
  readonly penalty_id: number;
  readonly reason: string;
  readonly end_date: { readonly from: Date; readonly to: Date };
}

/**
 * Undoing a no-show at the desk (issue 16), after the place was written and
 * with her customer row locked (`lockCustomerRow`, so a sweep completing a
 * run at the same time is seen whole): each running penalty of hers whose
 * run spans the class (her own place: a guest's is not her attendance) is
 * counted again over the classes of that span, as they stand now (core's
 * `noShowRuns`), and lifted only when no run in it still reaches
 * unlimited_max_no_shows_for_penalty. A lifted one ends now, as the desk's
 * 'Quitar penalización' does, so the row stays in her history of penalties
 * and she can book at once, and records `lifted_at`, so its no-shows count
 * again toward the next one. Answers what was lifted.
 */
export const liftPenaltiesOf = async (
  db: Db,
  place: { readonly customer_id: number; readonly guest: string | null; readonly class_date: Date },
  context: { readonly config: StudioConfig; readonly now: number },
): Promise<LiftedPenalty[]> => {
  if (place.guest !== null) return [];
  const { config, now } = context;
  const zone = config.rules.timezone;
  const customer = await lockCustomerRow(db, place.customer_id);
  if (!customer) return [];
  const p = classReservationPenalties;
  const rows = await db.select().from(p)
    .where(and(
      eq(p.customer_id, place.customer_id), gt(p.end_date, new Date(now)), isNull(p.lifted_at),
      lte(p.no_shows_from, place.class_date), gte(p.no_shows_until, place.class_date),
    ))
    .orderBy(p.penalty_id)
    .for('update');
  if (rows.length === 0) return [];
  const places = await ownPlaces(db, customer);
  const limit = { ...config.rules.unlimitedPenalties, enabled: true };
  const lifted: LiftedPenalty[] = [];
  for (const row of rows) {
    const [from, until] = [row.no_shows_from?.getTime() ?? 0, row.no_shows_until?.getTime() ?? 0];
    const span = places.filter((one) => one.classDate.getTime() >= from && one.classDate.getTime() <= until);
    const longest = Math.max(0, ...noShowRuns(span, now, { zone, noShows: config.rules.noShows }).map((one) => one.length));
    if (penaltyDue({ streak: longest, settings: limit, hasUnlimited: true })) continue;
    await db.update(p).set({ end_date: new Date(now), lifted_at: new Date(now) }).where(eq(p.penalty_id, row.penalty_id));
    lifted.push({ penalty_id: row.penalty_id, reason: row.reason, end_date: { from: row.end_date, to: new Date(now) } });
  }
  return lifted;
};
