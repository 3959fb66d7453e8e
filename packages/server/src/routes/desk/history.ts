import { count, desc, eq } from 'drizzle-orm';
import { CUSTOMER_ERRORS, roleFrom, type AuditEntry, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { runAll } from '../../db/run-all.js';
import { auditLog, customers } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';

/** How many lines of her history one page holds. */
export const HISTORY_PAGE_SIZE = 25;

/** 404: no customer has this id. */
export const customerNotFound = (): ApiFailure => failure(CUSTOMER_ERRORS.notFoundAdmin);

/** Throws the 404 of an unknown customer; the desk's reads of one customer start with it. */
export const ensureCustomerExists = async (db: Db, customerId: number): Promise<void> => {
  const [row] = await db.select({ id: customers.customer_id }).from(customers).where(eq(customers.customer_id, customerId));
  if (!row) throw customerNotFound();
};

type AuditRow = typeof auditLog.$inferSelect;

/** One stored line as core's `AuditEntry` (an unknown stored role reads as a customer: never more). */
const entryOf = (row: AuditRow): AuditEntry => ({
  audit_id: row.audit_id,
  action: row.action,
  customer_id: row.customer_id,
  actor: { uid: row.actor_uid, email: row.actor_email, name: row.actor_name, role: roleFrom(row.actor_role) },
  created_at: row.created_at.toISOString(),
  details: row.details,
});

/**
 * GET /customer/admin/:id/history?page (staff, issue 12, 'Historial'): what
 * the team did on her record, newest first (the id breaks ties: one request
 * may write several lines at one instant), 25 a page, with the total over
 * all pages. Unknown customer: 404.
 */
const history: Handler<Routes['customerHistory']> = async (ctx) => {
  const { db } = ctx;
  const customerId = idParam(ctx);
  await ensureCustomerExists(db, customerId);
  const ofHer = eq(auditLog.customer_id, customerId);
  const [rows, [counted]] = await runAll(db, [
    () => db.select().from(auditLog).where(ofHer)
      .orderBy(desc(auditLog.created_at), desc(auditLog.audit_id))
      .limit(HISTORY_PAGE_SIZE)
      .offset(((ctx.query.page ?? 1) - 1) * HISTORY_PAGE_SIZE),
    () => db.select({ total: count() }).from(auditLog).where(ofHer),
  ] as const);
  return { history: rows.map(entryOf), total: counted?.total ?? 0 };
};

/** A customer's history. */
export const historyHandlers = { customerHistory: history };
