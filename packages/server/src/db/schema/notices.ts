import { index, jsonb, pgTable, integer, serial, text } from 'drizzle-orm/pg-core';
import type { NoticeTopic } from '@estudio/core';
import { instant, updatedAt } from './columns.js';
import { customers } from './customers.js';

/**
 * What a customer chose to receive ('Notificaciones' in 'Mi Información',
 * issue 17), one row per customer who ever changed it; no row is the
 * default: every topic by e-mail, nothing by WhatsApp. A table of its own
 * rather than columns of `customers`: the customer view (GET /customer, the
 * admin's lists) never reads it, a deleted customer's row goes with her
 * (cascade), and a topic added later needs no migration: e-mail keeps the
 * topics she turned OFF (a new topic is on), WhatsApp the topics she turned
 * ON (a new topic is off). Her WhatsApp opt-in is not here but in
 * `whatsapp_consents`, which keeps every one she gave or withdrew.
 */
export const noticePreferences = pgTable('notice_preferences', {
  customer_id: integer('customer_id')
    .primaryKey()
    .references(() => customers.customer_id, { onDelete: 'cascade' }),
  /** Topics she does not want by e-mail. */
  email_off: jsonb('email_off').$type<readonly NoticeTopic[]>().notNull().default([]),
  /** Topics she wants by WhatsApp too (only while she is opted in). */
  whatsapp_on: jsonb('whatsapp_on').$type<readonly NoticeTopic[]>().notNull().default([]),
  updated_at: updatedAt(),
});

/**
 * Every WhatsApp opt-in a customer gave, append-only (issue 17): the phone,
 * the words she agreed to and when, and when she withdrew it (opting out,
 * or a new phone in her profile). A row is never deleted nor rewritten but
 * for its `withdrawn_at`; her current opt-in is her newest row when it is
 * not withdrawn and names the phone she has now.
 */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    consent_id: serial('consent_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    /** Her phone (10 digits) she agreed to be written at. */
    phone: text('phone').notNull(),
    /** The words she agreed to, as shown to her then. */
    text: text('text').notNull(),
    opted_in_at: instant('opted_in_at').notNull(),
    /** When she opted out (or her opt-in ended with a new one); null: in force. */
    withdrawn_at: instant('withdrawn_at'),
  },
  (t) => [index('whatsapp_consents_customer_idx').on(t.customer_id, t.consent_id)],
);
