import { and, count, eq, isNull } from 'drizzle-orm';
import {
  SCHEDULE_ADMIN_ERRORS, fill, formatDateTime, shiftedStart, type Routes, type StudioConfig,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classReservations, singleClasses } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { announceFreedPlace } from '../reservations/freed-place.js';
import { changedPlacesFile } from '../reservations/booking-notices.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { adminClassView } from './admin-views.js';
import { inIds } from './class-views.js';
import {
  bookedCustomers, byCustomer, changedForCustomers, classFactsOf, memberLink, noticeClass, type ClassFacts, type NoticeContext,
} from './notices.js';
import { classesReached, classView, lockClass } from './one-class.js';
import { checkReferences, setInstructorsOfAll, setTagsOfAll } from './references.js';

type ClassRow = typeof singleClasses.$inferSelect;

const create: Handler<Routes['singleClassCreate']> = async ({ db, body }) => {
  await checkReferences(db, body);
  const { instructor_ids, tag_ids, class_date, ...fields } = body;
  const [created] = await db
    .insert(singleClasses)
    .values({ ...fields, class_date: new Date(class_date) })
    .returning({ id: singleClasses.single_class_id });
  if (!created) throw new Error('The class insert returned no row');
  await setInstructorsOfAll(db, [created.id], instructor_ids);
  await setTagsOfAll(db, [created.id], tag_ids);
  return { single_class: await classView(db, created.id) };
};

/** The places taken in each class (live reservations, guests included). */
const placesTaken = async (db: Db, ids: readonly number[]): Promise<Map<number, number>> => {
  const rows = await db
    .select({ id: classReservations.single_class_id, taken: count() })
    .from(classReservations)
    .where(and(inIds(classReservations.single_class_id, ids), isNull(classReservations.deleted_at)))
    .groupBy(classReservations.single_class_id);
  return new Map(rows.map((row) => [row.id, row.taken]));
};

/**
 * Refuses a capacity below the places taken in any of the classes (a class
 * never holds more than its capacity), naming the first that refuses when
 * the change reaches several; thrown before anything is written.
 */
const checkCapacity = (rows: readonly ClassRow[], taken: Map<number, number>, capacity: number | undefined, zone: string): void => {
  if (capacity === undefined) return;
  const refusing = rows.find((row) => capacity < (taken.get(row.single_class_id) ?? 0));
  if (!refusing) return;
  const places = taken.get(refusing.single_class_id) ?? 0;
  if (rows.length === 1) {
    throw failure(SCHEDULE_ADMIN_ERRORS.capacityBelowReservations, fill(SCHEDULE_ADMIN_ERRORS.capacityBelowReservations.message, { count: places }));
  }
  const entry = SCHEDULE_ADMIN_ERRORS.capacityBelowReservationsOn;
  throw failure(entry, fill(entry.message, { date: formatDateTime(refusing.class_date.getTime(), zone), count: places }));
};

/**
 * Each class's new start: the class of the path to the date given, every
 * later one moved by the same shift of the studio's wall clock (core's
 * `shiftedStart`: 07:00 → 08:00 on Tuesday moves every later Tuesday to 08:00).
 */
const newStarts = (rows: readonly ClassRow[], target: ClassRow, classDate: string | undefined, zone: string): Map<number, Date> => {
  if (classDate === undefined) return new Map();
  const from = target.class_date.toISOString();
  return new Map(rows.map((row) => [
    row.single_class_id,
    new Date(row.single_class_id === target.single_class_id ? classDate : shiftedStart(row.class_date.toISOString(), from, classDate, zone)),
  ]));
};

/**
 * A class that already started keeps its start: its places were used, and
 * a notice of a new time for a class that happened tells customers
 * nonsense (409, before anything is written). Its coach, capacity,
 * description or location may still be corrected.
 */
const checkNotMovingStarted = (target: ClassRow, classDate: string | undefined, now: number): void => {
  if (classDate === undefined || Date.parse(classDate) === target.class_date.getTime()) return;
  if (target.class_date.getTime() <= now) throw failure(SCHEDULE_ADMIN_ERRORS.startedClassMove);
};

/**
 * Stamps `changed_at` on the classes the studio moved in time or to
 * another location: a reservation made before it is cancelled with its
 * credit back whatever the window (core's `cancelDecisionAfterChange`).
 */
const markMoved = async (db: Db, before: Map<number, ClassFacts>, after: Map<number, ClassFacts>, now: number): Promise<void> => {
  const moved = [...before.values()]
    .filter((was) => {
      const is = after.get(was.single_class_id);
      return is !== undefined && (is.class_date.getTime() !== was.class_date.getTime() || is.location_id !== was.location_id);
    })
    .map((was) => was.single_class_id);
  if (moved.length > 0) await db.update(singleClasses).set({ changed_at: new Date(now) }).where(inIds(singleClasses.single_class_id, moved));
};

/**
 * Tells each customer booked in a class whose time, coach or location
 * changed, once, with every such class of hers (`classChanged`); classes
 * that had already started tell nobody. Answers how many were told.
 */
const tellChanged = async (
  ctx: NoticeContext, before: Map<number, ClassFacts>, after: Map<number, ClassFacts>, zone: string,
): Promise<number> => {
  const changed = [...before.values()].filter((was) => {
    const now = after.get(was.single_class_id);
    return now !== undefined && was.class_date.getTime() > ctx.now && changedForCustomers(was, now);
  }).sort((a, b) => a.class_date.getTime() - b.class_date.getTime());
  if (changed.length === 0) return 0;
  const booked = await bookedCustomers(ctx.db, changed.map((was) => was.single_class_id));
  const people = new Map([...booked.values()].flatMap((holders) => [...holders]));
  const perCustomer = byCustomer(changed.flatMap((was) => [...(booked.get(was.single_class_id)?.keys() ?? [])].map((customerId) => ({
    customerId, item: { before: noticeClass(was), after: noticeClass(after.get(was.single_class_id) ?? was) },
  }))));
  for (const [customerId, changes] of perCustomer) {
    const customer = people.get(customerId);
    const calendar = await changedPlacesFile(ctx, customerId, changes.map((change) => change.after.single_class_id), zone);
    if (customer) await ctx.services.notifier.classChanged(ctx.db, { customer, changes, zone, link: memberLink(ctx.origin), at: ctx.now, calendar });
  }
  return perCustomer.size;
};

/** A capacity raised above the places taken frees places: each class's waitlist is told, as for a cancellation (spec 4, Waitlist). */
const announceRaised = async (
  ctx: NoticeContext, rows: readonly ClassRow[], taken: Map<number, number>, capacity: number | undefined, config: StudioConfig,
): Promise<void> => {
  if (capacity === undefined) return;
  for (const row of rows) {
    const raised = capacity > (row.capacity ?? 0) && capacity > (taken.get(row.single_class_id) ?? 0);
    if (raised) await announceFreedPlace(ctx, await lockClass(ctx.db, row.single_class_id), config);
  }
};

/**
 * PUT /single_class/:id: changes only the fields given, of the class or
 * (`scope` 'following') of it and every later class of its series, all or
 * none. A capacity below the places taken in any of them is refused (409,
 * nothing changed), and so is a new start for a class that already
 * started. A class moved in time or place gets `changed_at`. Customers booked in a class whose time, coach or
 * location changed are told, once each; a raised capacity tells the
 * waitlist. Answers the class as 'Horarios' shows it, how many classes
 * changed and how many customers were told.
 */
const update: Handler<Routes['singleClassUpdate']> = async (ctx) => {
  const { db, body } = ctx;
  const target = await lockClass(db, idParam(ctx));
  await checkReferences(db, body);
  const { scope, instructor_ids, tag_ids, class_date, ...fields } = body;
  checkNotMovingStarted(target, class_date, ctx.now);
  const rows = await classesReached(db, target, scope === 'following');
  const ids = rows.map((row) => row.single_class_id);
  const config = await loadStudioConfig(db);
  const zone = config.rules.timezone;
  const taken = await placesTaken(db, ids);
  checkCapacity(rows, taken, fields.capacity, zone);
  const before = await classFactsOf(db, ids);
  const starts = newStarts(rows, target, class_date, zone);
  // zod leaves out the fields the body did not name, so only those given change.
  if (Object.keys(fields).length > 0) await db.update(singleClasses).set(fields).where(inIds(singleClasses.single_class_id, ids));
  for (const [id, start] of starts) await db.update(singleClasses).set({ class_date: start }).where(eq(singleClasses.single_class_id, id));
  if (instructor_ids) await setInstructorsOfAll(db, ids, instructor_ids);
  if (tag_ids) await setTagsOfAll(db, ids, tag_ids);
  await announceRaised(ctx, rows, taken, fields.capacity, config);
  const after = await classFactsOf(db, ids);
  await markMoved(db, before, after, ctx.now);
  const notified = await tellChanged(ctx, before, after, zone);
  return { single_class: await adminClassView(db, target.single_class_id), updated_classes: rows.length, notified_customers: notified };
};

/** POST /single_class and PUT /single_class/:id (admins). */
export const scheduleWriteHandlers = { singleClassCreate: create, singleClassUpdate: update };
