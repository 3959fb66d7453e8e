import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { isTeam, type AuditAction } from '@estudio/core';
import type { Caller } from '../auth/identity.js';
import type { Db } from '../db/client.js';
import { auditLog, customers, type AuditDetails } from '../db/schema/index.js';

/** What writing an entry needs of the request: its transaction, its caller and its clock. */
export interface AuditContext {
  readonly db: Db;
  readonly caller: Caller | null;
  readonly now: number;
}

/** One action on one customer's record, with its facts. */
export interface AuditFact {
  readonly customerId: number;
  readonly action: AuditAction;
  readonly details?: AuditDetails;
}

/** Whether the caller is on the team: only the team's actions are recorded. */
const byTeam = (caller: Caller | null): caller is Caller => caller !== null && isTeam(caller.role);

/** True for the request's transaction (the binder's, for every POST, PUT and DELETE); false for the pool. */
const inTransaction = (db: Db): boolean => db instanceof PgTransaction;

/** The actor's name as her own customer record spells it ('' when she has none). */
const actorName = async (db: Db, uid: string): Promise<string> => {
  const [row] = await db.select({ name: customers.name, last_name: customers.last_name }).from(customers).where(eq(customers.uid, uid));
  return row ? `${row.name} ${row.last_name}`.trim() : '';
};

/**
 * Records what the team did to customers' records (issue 12, 'Historial'):
 * one `audit_log` row per fact, with the actor (uid, e-mail, role, and her
 * name from her customer record) copied as she is now. The one place that
 * writes the trail: every route calls it after its action succeeded, on the
 * request's own transaction, so the entry commits with the action or not at
 * all (a refusal thrown afterwards rolls both back). A caller who is not on
 * the team (a customer booking or cancelling for herself) is no team action:
 * nothing is written.
 */
export const recordTeamActions = async (ctx: AuditContext, facts: readonly AuditFact[]): Promise<void> => {
  const { caller, db } = ctx;
  if (!byTeam(caller) || facts.length === 0) return;
  // Outside a transaction the entry could outlive a failed action, or go missing after a good one.
  if (!inTransaction(db)) throw new Error('An audit entry is written in the transaction of its action');
  const actor = { actor_uid: caller.uid, actor_email: caller.email, actor_name: await actorName(db, caller.uid), actor_role: caller.role };
  await db.insert(auditLog).values(facts.map((fact) => ({
    customer_id: fact.customerId, action: fact.action, details: fact.details ?? {}, ...actor, created_at: new Date(ctx.now),
  })));
};

/**
 * Records one team action on a customer's record (`recordTeamActions`).
 * Its facts may be given as a function, called only when an entry is
 * written: a customer's own booking writes none, and needs no class date
 * formatted in the studio's zone for it.
 */
export const recordTeamAction = async (
  ctx: AuditContext,
  customerId: number,
  action: AuditAction,
  details: AuditDetails | (() => AuditDetails) = {},
): Promise<void> => {
  if (!byTeam(ctx.caller)) return;
  await recordTeamActions(ctx, [{ customerId, action, details: typeof details === 'function' ? details() : details }]);
};
