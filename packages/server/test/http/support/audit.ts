import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.js';
import { auditLog } from '../../../src/db/schema/index.js';

/** A customer's audit trail straight from the table, oldest first (the route's own order is tested apart). */
export const auditOf = (db: Db, customerId: number) =>
  db.select().from(auditLog).where(eq(auditLog.customer_id, customerId)).orderBy(asc(auditLog.audit_id));

/** Her audit lines as `{action, details}`, oldest first: what most tests compare. */
export const actionsOf = async (db: Db, customerId: number) =>
  (await auditOf(db, customerId)).map(({ action, details }) => ({ action, details }));
