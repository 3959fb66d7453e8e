import { and, asc, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { SCHEDULE_ADMIN_ERRORS, fill, messages, refund, type Routes } from '@estudio/core';
import { recordTeamActions, type AuditFact } from '../../audit/record.js';
import { reservationCalendar } from '../../calendar/ics.js';
import type { Db } from '../../db/client.js';
import { availableClasses, classReservations, singleClasses, waitlists } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { creditOf } from '../reservations/payment.js';
import { refuse } from '../shared/refusals.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { inIds } from './class-views.js';
import { classesReached } from './one-class.js';
import { byCustomer, classFactsOf, memberLink, noticeClass, recipientsOf, type ClassFacts, type NoticeContext } from './notices.js';

type ClassRow = typeof singleClasses.$inferSelect;

/** How many places each credit paid for, so each gets back exactly what it gave. */
const spentPerCredit = (creditIds: readonly (number | null)[]): Map<number, number> => {
  const spent = new Map<number, number>();
  for (const id of creditIds) if (id !== null) spent.set(id, (spent.get(id) ?? 0) + 1);
  return spent;
};

/**
 * Gives back to each credit the classes it paid for, whatever the cancel
 * window says (the studio cancelled, not her): core's `refund` once a
 * place (-1, unlimited, stays -1; a corrupt balance is 409 and nothing is
 * written), each credit locked and written once, in id order so two
 * cancellations never wait on each other in a circle.
 */
const returnCredits = async (db: Db, creditIds: readonly (number | null)[]): Promise<void> => {
  const spent = spentPerCredit(creditIds);
  if (spent.size === 0) return;
  const rows = await db
    .select()
    .from(availableClasses)
    .where(inIds(availableClasses.available_class_id, [...spent.keys()]))
    .orderBy(asc(availableClasses.available_class_id))
    .for('update');
  for (const row of rows) {
    let credit = creditOf(row);
    for (let place = 0; place < (spent.get(row.available_class_id) ?? 0); place += 1) {
      const returned = refund(credit);
      if (!returned.ok) return refuse(returned.error, 409);
      credit = returned.value;
    }
    if (credit.available_classes !== row.available_classes) {
      await db.update(availableClasses).set({ available_classes: credit.available_classes }).where(eq(availableClasses.available_class_id, row.available_class_id));
    }
  }
};

/**
 * The class of the path, locked, and the classes the cancellation reaches:
 * it, or with 'following' it and every later class of its series still on
 * the schedule (locked, by start). 404 for no such class; 409 for a class
 * already cancelled or one that already started.
 */
const classesToCancel = async (db: Db, id: number, following: boolean, now: number): Promise<ClassRow[]> => {
  const [target] = await db.select().from(singleClasses).where(eq(singleClasses.single_class_id, id)).for('update');
  if (!target) throw failure(SCHEDULE_ADMIN_ERRORS.classNotFound);
  if (target.cancelled_at !== null) throw failure(SCHEDULE_ADMIN_ERRORS.classAlreadyCancelled);
  // Its places were used (attended or missed): cancelling would refund them. Later classes of a series start later still.
  if (target.class_date.getTime() <= now) throw failure(SCHEDULE_ADMIN_ERRORS.classStarted);
  return classesReached(db, target, following);
};

/** A class's cancelled place or removed waitlist entry, for the notices and 'Historial'. */
interface Dropped {
  readonly customerId: number;
  readonly classId: number;
  readonly booked: boolean;
  readonly audit: AuditFact;
}

/** A class as 'Historial' names it: its type and its start on the studio's wall clock ('2026-11-23 07:00'), as `classFacts` does. */
const classAudit = (facts: ClassFacts | undefined, zone: string): Record<string, string> =>
  facts ? { class: facts.name, date: DateTime.fromJSDate(facts.class_date, { zone }).toFormat('yyyy-MM-dd HH:mm') } : {};

/**
 * Cancels the classes (`cancelled_at`, the rows kept for reports), every
 * live reservation in them with its credit returned, and removes their
 * waitlists; answers who lost what.
 */
const cancelClasses = async (db: Db, ids: readonly number[], at: Date, facts: Map<number, ClassFacts>, zone: string) => {
  await db.update(singleClasses).set({ cancelled_at: at }).where(inIds(singleClasses.single_class_id, ids));
  const cancelled = await db
    .update(classReservations)
    .set({ deleted_at: at })
    .where(and(inIds(classReservations.single_class_id, ids), isNull(classReservations.deleted_at)))
    .returning();
  await returnCredits(db, cancelled.map((row) => row.available_class_id));
  const waiting = await db.delete(waitlists).where(inIds(waitlists.single_class_id, ids)).returning();
  const reason = messages.deskSchedule.auditReason;
  const dropped: Dropped[] = [
    ...cancelled.map((row) => ({
      customerId: row.customer_id, classId: row.single_class_id, booked: true,
      audit: {
        customerId: row.customer_id, action: 'reservation.cancel' as const,
        details: {
          reservation_id: row.class_reservation_id, ...classAudit(facts.get(row.single_class_id), zone),
          ...(row.guest === null ? {} : { guest: row.guest }), return_credit: row.available_class_id !== null, reason,
        },
      },
    })),
    ...waiting.map((row) => ({
      customerId: row.customer_id, classId: row.single_class_id, booked: false,
      audit: {
        customerId: row.customer_id, action: 'waitlist.leave' as const,
        details: { waitlist_id: row.waitlist_id, ...classAudit(facts.get(row.single_class_id), zone), reason },
      },
    })),
  ];
  return { reservations: cancelled.length, dropped };
};

/**
 * Tells each customer who held a place in or waited for a cancelled class
 * that had not started, once, with every such class of hers
 * (`classCancelled`). Answers how many were told.
 */
const tellCancelled = async (ctx: NoticeContext, dropped: readonly Dropped[], facts: Map<number, ClassFacts>, zone: string): Promise<number> => {
  const seen = new Set<string>();
  const items = dropped
    .filter((entry) => (facts.get(entry.classId)?.class_date.getTime() ?? 0) > ctx.now)
    // A customer with guests holds several places in a class: it is one class to tell her of.
    .filter((entry) => {
      const key = `${entry.customerId}:${entry.classId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const perCustomer = byCustomer(items.map((entry) => ({ customerId: entry.customerId, item: entry })));
  const people = await recipientsOf(ctx.db, [...perCustomer.keys()]);
  for (const [customerId, entries] of perCustomer) {
    const customer = people.get(customerId);
    if (!customer) continue;
    const classes = entries
      .map((entry) => ({ facts: facts.get(entry.classId), booked: entry.booked }))
      .filter((entry): entry is { facts: ClassFacts; booked: boolean } => entry.facts !== undefined)
      .sort((a, b) => a.facts.class_date.getTime() - b.facts.class_date.getTime())
      .map((entry) => ({ singleClass: noticeClass(entry.facts), booked: entry.booked }));
    // Every place of hers in these classes (her guests' too) leaves her calendar (issue 17).
    const places = dropped.filter((entry) => entry.booked && entry.customerId === customerId && entries.some((one) => one.classId === entry.classId))
      .map((entry) => entry.audit.details?.reservation_id).filter((id): id is number => typeof id === 'number');
    const calendar = await reservationCalendar(ctx.db, places, { method: 'CANCEL', origin: ctx.origin, now: ctx.now });
    await ctx.services.notifier.classCancelled(ctx.db, { customer, classes, zone, link: memberLink(ctx.origin), calendar });
  }
  return perCustomer.size;
};

/**
 * DELETE /single_class/:id?scope=one|following (admins), in the request's
 * one transaction: the class, or it and the following ones of its series,
 * leave every calendar (`cancelled_at`; the rows stay for reports); every
 * live reservation is cancelled with its credit returned whatever the
 * cancel window says; the waitlists are removed; every booked and
 * waitlisted customer of a class still ahead is told once; 'Historial'
 * records each place. A class already cancelled, or one that already
 * started (its places were used), is 409.
 */
const cancel: Handler<Routes['singleClassCancel']> = async (ctx) => {
  const { db } = ctx;
  const id = idParam(ctx);
  const rows = await classesToCancel(db, id, ctx.query.scope === 'following', ctx.now);
  const ids = rows.map((row) => row.single_class_id);
  const zone = (await loadStudioConfig(db)).rules.timezone;
  const facts = await classFactsOf(db, ids);
  const { reservations, dropped } = await cancelClasses(db, ids, new Date(ctx.now), facts, zone);
  await recordTeamActions(ctx, dropped.map((entry) => entry.audit));
  const notified = await tellCancelled(ctx, dropped, facts, zone);
  return {
    ok: true as const,
    message: fill(messages.scheduleAdmin.cancelled, { count: reservations }),
    single_class_id: id,
    cancelled_reservations: reservations,
    cancelled_classes: rows.length,
    notified_customers: notified,
  };
};

/** DELETE /single_class/:id. */
export const scheduleCancelHandlers = { singleClassCancel: cancel };
