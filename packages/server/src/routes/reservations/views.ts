import { inArray } from 'drizzle-orm';
import type { AdminClassReservation, ClassReservation, SingleClass } from '@estudio/core';
import type { Db } from '../../db/client.js';
import type { classReservations } from '../../db/schema/index.js';
import { customers, singleClasses } from '../../db/schema/index.js';
import { loadClassViews } from '../schedule/class-views.js';

/** A reservation row. */
export type ReservationRow = typeof classReservations.$inferSelect;

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

/**
 * The classes of some rows as the schedule shows them, by id: the schedule's
 * own loader, so a reservation's `single_class` is exactly the calendar's
 * card. `viewer` marks her own places (`mine`); null for admin views.
 */
export const classesById = async (db: Db, classIds: readonly number[], viewer: number | null): Promise<Map<number, SingleClass>> => {
  const ids = unique(classIds);
  if (ids.length === 0) return new Map();
  const loaded = await loadClassViews(db, inArray(singleClasses.single_class_id, ids), viewer);
  return new Map(loaded.map(({ view }) => [view.single_class_id, view]));
};

const classOf = (classes: Map<number, SingleClass>, id: number): SingleClass => {
  const found = classes.get(id);
  // A reservation's class is deleted with it (cascade), so a gap is a bug.
  if (!found) throw new Error(`The class ${id} of a reservation was not loaded`);
  return found;
};

/** One reservation as its owner reads it (spec 3, Class reservation), with its class as the schedule shows it. */
export const reservationViewOf = (row: ReservationRow, singleClass: SingleClass): ClassReservation => ({
  class_reservation_id: row.class_reservation_id,
  single_class_id: row.single_class_id,
  customer_id: row.customer_id,
  deletedAt: row.deleted_at?.toISOString() ?? null,
  is_cash: row.is_cash,
  is_paid: row.is_paid,
  attend: row.attend,
  spot: row.spot,
  guest: row.guest,
  class_stars: row.class_stars,
  coach_stars: row.coach_stars,
  comment: row.comment,
  createdAt: row.created_at.toISOString(),
  single_class: singleClass,
});

/** Reservations with their classes, in the order of `rows`; `viewer` is the customer reading them. */
export const reservationViews = async (db: Db, rows: readonly ReservationRow[], viewer: number | null): Promise<ClassReservation[]> => {
  const classes = await classesById(db, rows.map((row) => row.single_class_id), viewer);
  return rows.map((row) => reservationViewOf(row, classOf(classes, row.single_class_id)));
};

/** One reservation with its class, for its owner. */
export const reservationView = async (db: Db, row: ReservationRow): Promise<ClassReservation> => {
  const [view] = await reservationViews(db, [row], row.customer_id);
  if (!view) throw new Error('A reservation view was not built');
  return view;
};

/** The customer of a reservation or a waitlist entry as the team reads it (core's `ReservationCustomer`). */
export const reservationCustomerColumns = {
  customer_id: customers.customer_id, name: customers.name, last_name: customers.last_name,
  email: customers.email, phone: customers.phone,
};

/** Reservations with their classes and customers, for admins and staff. */
export const adminReservationViews = async (db: Db, rows: readonly ReservationRow[]): Promise<AdminClassReservation[]> => {
  const views = await reservationViews(db, rows, null);
  const ids = unique(rows.map((row) => row.customer_id));
  const people = ids.length === 0 ? [] : await db
    .select(reservationCustomerColumns)
    .from(customers)
    .where(inArray(customers.customer_id, ids));
  const byId = new Map(people.map((person) => [person.customer_id, person]));
  return views.map((view, index) => {
    const customer = byId.get(view.customer_id);
    if (!customer) throw new Error(`The customer ${view.customer_id} of a reservation was not loaded`);
    // When its no-show was recorded (issue 16): the roster shows the time left to undo it.
    return { ...view, customer, no_show_at: rows[index]?.no_show_at?.toISOString() ?? null };
  });
};

/** One reservation with its class and customer. */
export const adminReservationView = async (db: Db, row: ReservationRow): Promise<AdminClassReservation> => {
  const [view] = await adminReservationViews(db, [row]);
  if (!view) throw new Error('A reservation view was not built');
  return view;
};
