import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';

/** Studio configuration as key/value text (spec 3 'Settings'); GET /appconfig lists it as is. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value'),
});

/** Values the server generates for itself and keeps across restarts, e.g. the JWT signing key. */
export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Messages waiting to leave (e-mail, WhatsApp). In local mode nothing sends them:
 * the row is the delivery, so tests and developers can read what a person would get.
 */
export const outbox = pgTable('outbox', {
  outbox_id: serial('outbox_id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  created_at: createdAt(),
  sent_at: instant('sent_at'),
});

/** An uploaded or bundled file; `src` is the URL the browser loads. */
export const files = pgTable('files', {
  file_id: serial('file_id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  src: text('src').notNull(),
  size: integer('size'),
  created_at: createdAt(),
});
