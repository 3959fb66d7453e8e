import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@estudio/core';
import { createdAt } from './columns.js';
import { customers } from './customers.js';

/**
 * What one audit entry records: field → `{from, to}` for a change, or the
 * action's own facts (a package's title, an amount, whether a credit went
 * back). Values are JSON scalars, as core's `AuditEntry.details` reads them.
 */
export type AuditDetails = Record<string, string | number | boolean | null | { from: unknown; to: unknown }>;

/**
 * The audit trail of a customer's record (issue 12, 'Historial'): one row per
 * action of the team on her record, written in the same transaction as the
 * action itself (`audit/record.ts`), so a refused action leaves none and a
 * successful one always has its row. The actor is copied (e-mail, name and
 * role at the time) rather than referenced: the line must still read right
 * after she leaves the team or changes her name. Goes with the customer.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    audit_id: serial('audit_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    action: text('action').$type<AuditAction>().notNull(),
    actor_uid: text('actor_uid').notNull(),
    actor_email: text('actor_email').notNull(),
    actor_name: text('actor_name').notNull(),
    actor_role: text('actor_role').notNull(),
    details: jsonb('details').$type<AuditDetails>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
  },
  // Her history reads newest first, a page at a time.
  (t) => [index('audit_log_customer_created_idx').on(t.customer_id, t.created_at.desc())],
);
