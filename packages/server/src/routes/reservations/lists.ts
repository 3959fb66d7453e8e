import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, type SQL } from 'drizzle-orm';
import {
  RESERVATIONS_PAGE_SIZE, reservationPageOffset, type ReservationFilter, type Routes,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classReservations, singleClasses } from '../../db/schema/index.js';
import { endOfStudioDay, startOfStudioDay, studioZone } from '../catalogue/studio-day.js';
import { idParam, type Handler } from '../handler.js';
import { callerCustomerId } from '../shared/caller-customer.js';
import { reservationNotFound } from './context.js';
import { adminReservationView, adminReservationViews, reservationViews } from './views.js';

/** The most reservations one admin list answers; narrow it by class, customer or days. */
export const ADMIN_RESERVATIONS_LIMIT = 1000;

/**
 * Core's `reservationFilterMatches` as SQL: cancelled ones only under
 * 'cancelled'; the others 'past' once the class has started, else 'upcoming'.
 */
const filterWhere = (filter: ReservationFilter, now: Date): SQL | undefined => {
  switch (filter) {
    case 'cancelled':
      return isNotNull(classReservations.deleted_at);
    case 'upcoming':
      return and(isNull(classReservations.deleted_at), gt(singleClasses.class_date, now));
    case 'past':
      return and(isNull(classReservations.deleted_at), lte(singleClasses.class_date, now));
    default:
      return undefined;
  }
};

/** Upcoming classes soonest first (the next one leads); every other filter most recent first. */
const orderOf = (filter: ReservationFilter) =>
  filter === 'upcoming'
    ? [asc(singleClasses.class_date), asc(classReservations.class_reservation_id)]
    : [desc(singleClasses.class_date), desc(classReservations.class_reservation_id)];

const countWhere = async (db: Db, where: SQL | undefined): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(classReservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, classReservations.single_class_id))
    .where(where);
  return row?.total ?? 0;
};

/** GET /class_reservations/mine: one page of 50 (spec 9) of the caller's reservations and the total for the pager. */
const mine: Handler<Routes['reservationsMine']> = async (ctx) => {
  const { db, query } = ctx;
  const customerId = await callerCustomerId(ctx);
  if (customerId === null) return { reservations: [], max: 0 };
  const where = and(eq(classReservations.customer_id, customerId), filterWhere(query.filter, new Date(ctx.now)));
  const max = await countWhere(db, where);
  const rows = await db
    .select({ reservation: classReservations })
    .from(classReservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, classReservations.single_class_id))
    .where(where)
    .orderBy(...orderOf(query.filter))
    .limit(RESERVATIONS_PAGE_SIZE)
    .offset(reservationPageOffset(query.page));
  return { reservations: await reservationViews(db, rows.map((row) => row.reservation), customerId), max };
};

/** The admin filters as SQL: class, customer, studio days of the class (both included), cancelled ones on request. */
const adminWhere = async (db: Db, query: Parameters<Handler<Routes['reservationsAdminList']>>[0]['query']): Promise<SQL | undefined> => {
  const zone = query.start_date || query.end_date ? await studioZone(db) : '';
  return and(
    query.single_class_id === undefined ? undefined : eq(classReservations.single_class_id, query.single_class_id),
    query.customer_id === undefined ? undefined : eq(classReservations.customer_id, query.customer_id),
    query.start_date ? gte(singleClasses.class_date, startOfStudioDay(query.start_date, zone)) : undefined,
    query.end_date ? lt(singleClasses.class_date, endOfStudioDay(query.end_date, zone)) : undefined,
    query.include_cancelled === 'true' ? undefined : isNull(classReservations.deleted_at),
  );
};

/** GET /class_reservations (admins): by class start, at most ADMIN_RESERVATIONS_LIMIT. */
const adminList: Handler<Routes['reservationsAdminList']> = async ({ db, query }) => {
  const rows = await db
    .select({ reservation: classReservations })
    .from(classReservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, classReservations.single_class_id))
    .where(await adminWhere(db, query))
    .orderBy(asc(singleClasses.class_date), asc(classReservations.class_reservation_id))
    .limit(ADMIN_RESERVATIONS_LIMIT);
  return { class_reservations: await adminReservationViews(db, rows.map((row) => row.reservation)) };
};

/** GET /class_reservations/:id (admins and staff): the check-in page behind a reservation's QR code. */
const one: Handler<Routes['reservationOne']> = async (ctx) => {
  const [row] = await ctx.db.select().from(classReservations).where(eq(classReservations.class_reservation_id, idParam(ctx)));
  if (!row) throw reservationNotFound();
  return { class_reservation: await adminReservationView(ctx.db, row) };
};

/** The reservation reads. */
export const listHandlers = { reservationsMine: mine, reservationsAdminList: adminList, reservationOne: one };
