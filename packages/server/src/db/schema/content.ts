import { boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { customers } from './customers.js';

/**
 * A CMS page served at /{slug}. A null `content` hides it from the footer; a
 * `required` page must be accepted by every customer (terms, privacy).
 */
export const pages = pgTable('pages', {
  page_id: serial('page_id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content'),
  required: boolean('required').notNull().default(false),
  created_at: createdAt(),
});

/** A customer accepted a page, once. */
export const acceptedPages = pgTable(
  'accepted_pages',
  {
    accepted_page_id: serial('accepted_page_id').primaryKey(),
    page_id: integer('page_id')
      .notNull()
      .references(() => pages.page_id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    unique('accepted_pages_page_customer_unique').on(t.page_id, t.customer_id),
    index('accepted_pages_customer_idx').on(t.customer_id),
  ],
);

/** A notice of the studio (Avisos). */
export const announcements = pgTable('announcements', {
  announcement_id: serial('announcement_id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  created_at: createdAt(),
});
