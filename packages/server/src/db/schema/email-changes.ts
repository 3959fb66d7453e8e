import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { customers } from './customers.js';

/**
 * E-mail changes a customer asked for on PUT /customer and has not confirmed
 * yet (issue 5): the new address gets a one-time link whose token is stored
 * hashed, like password resets. Her e-mail changes only when the link is
 * opened; the newest unused, unexpired row is her `pending_email`.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    token_hash: text('token_hash').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('email_changes_customer_idx').on(t.customer_id)],
);
