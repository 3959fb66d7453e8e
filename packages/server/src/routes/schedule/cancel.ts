import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { fill, messages, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { availableClasses, classReservations, singleClasses } from '../../db/schema/index.js';
import { idParam, type Handler } from '../handler.js';
import { lockClass } from './one-class.js';

/** How many places each credit paid for, so each gets back exactly what it gave. */
const spentPerCredit = (creditIds: readonly (number | null)[]): Map<number, number> => {
  const spent = new Map<number, number>();
  for (const id of creditIds) if (id !== null) spent.set(id, (spent.get(id) ?? 0) + 1);
  return spent;
};

/** Gives back to each credit the classes it paid for; unlimited credits (-1) stay unlimited. */
const returnCredits = async (db: Db, creditIds: readonly (number | null)[]): Promise<void> => {
  for (const [id, places] of spentPerCredit(creditIds)) {
    await db
      .update(availableClasses)
      .set({ available_classes: sql`${availableClasses.available_classes} + ${places}` })
      .where(and(eq(availableClasses.available_class_id, id), ne(availableClasses.available_classes, -1)));
  }
};

/**
 * DELETE /single_class/:id (admins): the class leaves the schedule
 * (`cancelled_at`), its live reservations are cancelled with it and their
 * credits returned, all in the request's one transaction.
 */
const cancel: Handler<Routes['singleClassCancel']> = async (ctx) => {
  const { db } = ctx;
  const id = (await lockClass(db, idParam(ctx))).single_class_id;
  const at = new Date(ctx.now);
  await db.update(singleClasses).set({ cancelled_at: at }).where(eq(singleClasses.single_class_id, id));
  const cancelled = await db
    .update(classReservations)
    .set({ deleted_at: at })
    .where(and(eq(classReservations.single_class_id, id), isNull(classReservations.deleted_at)))
    .returning({ credit: classReservations.available_class_id });
  await returnCredits(db, cancelled.map((row) => row.credit));
  return {
    ok: true as const,
    message: fill(messages.scheduleAdmin.cancelled, { count: cancelled.length }),
    single_class_id: id,
    cancelled_reservations: cancelled.length,
  };
};

/** DELETE /single_class/:id. */
export const scheduleCancelHandlers = { singleClassCancel: cancel };
