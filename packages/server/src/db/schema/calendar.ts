import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { customers } from './customers.js';

/**
 * A customer's private calendar feed (issue 17, 'Calendar files'): the
 * address `{origin}/api/calendar/{secret}.ics` lists her reservations. The
 * secret is never stored: it is derived from `nonce` with the feed key
 * (routes/calendar/feed-secret.ts: from JWT_SECRET when set, else from a
 * key kept in `secrets`), and only its SHA-256 digest (`token_hash`) is
 * kept to find the feed. So this table alone opens no feed; the whole
 * database does only when JWT_SECRET is not set. She creates the row
 * (POST); reading her address writes nothing.
 * Generating a new address replaces the nonce and the digest: the old
 * address answers 404 at once. One row per customer.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  customer_id: integer('customer_id')
    .primaryKey()
    .references(() => customers.customer_id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  nonce: text('nonce').notNull(),
  created_at: createdAt(),
});
