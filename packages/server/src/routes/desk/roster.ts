import { and, asc, eq, sql } from 'drizzle-orm';
import { SCHEDULE_ADMIN_ERRORS, type RosterWaitlistEntry, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { runAll } from '../../db/run-all.js';
import { classReservations, customers, singleClasses, waitlists } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { adminReservationViews, reservationCustomerColumns } from '../reservations/views.js';
import { loadClassViews, notCancelled } from '../schedule/class-views.js';
import { deskClasses } from './days.js';

/** 404: no class on the schedule has this id. */
export const rosterClassNotFound = (): ApiFailure => failure(SCHEDULE_ADMIN_ERRORS.classNotFound);

/** Every reservation of the class: the live ones first, each group in booking order. */
const reservationsOf = (db: Db, classId: number) =>
  db.select().from(classReservations)
    .where(eq(classReservations.single_class_id, classId))
    .orderBy(sql`${classReservations.deleted_at} is not null`, asc(classReservations.class_reservation_id));

/** The class's waitlist in the order they joined, each entry with who it is. */
const waitlistOf = async (db: Db, classId: number): Promise<RosterWaitlistEntry[]> =>
  (await db
    .select({ waitlist_id: waitlists.waitlist_id, created_at: waitlists.created_at, customer: reservationCustomerColumns })
    .from(waitlists)
    .innerJoin(customers, eq(customers.customer_id, waitlists.customer_id))
    .where(eq(waitlists.single_class_id, classId))
    .orderBy(asc(waitlists.waitlist_id)))
    .map((row) => ({ waitlist_id: row.waitlist_id, customer: row.customer, createdAt: row.created_at.toISOString() }));

/**
 * GET /single_class/:id/roster (staff, issue 12): a class's list. The class
 * is read by the schedule's own loader and counted as 'Hoy' counts it
 * (`deskClasses`: places taken, waitlist); its reservations with their
 * customers as the admin list answers them (live ones in booking order,
 * then the cancelled); its waitlist in order, with who waits. A fixed
 * number of queries. A class that does not exist or was cancelled (it is
 * off the schedule) is 404.
 */
const roster: Handler<Routes['rosterOne']> = async ({ db, params }) => {
  const classId = idParam({ params });
  const [single] = await deskClasses(db, await loadClassViews(db, and(eq(singleClasses.single_class_id, classId), notCancelled()), null));
  if (!single) throw rosterClassNotFound();
  const [rows, waitlist] = await runAll(db, [() => reservationsOf(db, classId), () => waitlistOf(db, classId)] as const);
  return { roster: { single_class: single.view, reservations: await adminReservationViews(db, rows), waitlist } };
};

/** A class's roster. */
export const rosterHandlers = { rosterOne: roster };
