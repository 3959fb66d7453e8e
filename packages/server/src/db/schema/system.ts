import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ChargeResult } from '../../payments/gateway.js';
import { createdAt, instant, money } from './columns.js';
import { customers } from './customers.js';

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

/** A file an outbox e-mail carries (an .ics), as `OutgoingMail` names it. */
export interface OutboxAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

/** How a message leaves: an e-mail, or an approved WhatsApp template (issue 17). */
export type OutboxChannel = 'email' | 'whatsapp';

/**
 * Messages waiting to leave (e-mail, WhatsApp). In local mode nothing sends them:
 * the row is the delivery, so tests and developers can read what a person would get.
 * With SMTP (or WhatsApp's Cloud API) the delivery loop claims a row for a while
 * (`claimed_until`), sends it, then marks it `sent_at` and, after a short
 * retention, empties its body, HTML and attachments.
 * A 'whatsapp' row's recipient is the phone with country code, its subject the
 * template's name and its body the template's parameters as a JSON array.
 */
export const outbox = pgTable(
  'outbox',
  {
    outbox_id: serial('outbox_id').primaryKey(),
    /** 'email' or 'whatsapp' (`OutboxChannel`). */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** The e-mail's HTML version (the studio's layout); null for WhatsApp and for rows older than issue 17. */
    html: text('html'),
    /** Files sent with the e-mail, e.g. a class's .ics. */
    attachments: jsonb('attachments').$type<readonly OutboxAttachment[]>(),
    /** The notice topic that let it through (`NoticeTopic`); null for mail sent whatever she chose. */
    topic: text('topic'),
    /**
     * The idempotency key of the event and recipient (`reminder:41`, its
     * WhatsApp copy `reminder:41:whatsapp`): unique, so a retried job
     * writes nothing the second time.
     */
    dedupe_key: text('dedupe_key'),
    created_at: createdAt(),
    sent_at: instant('sent_at'),
    /** A delivery loop holds the row until then; past it, a crashed sender's row is claimed again. */
    claimed_until: instant('claimed_until'),
    /** Sends tried so far, failed ones included. */
    attempts: integer('attempts').notNull().default(0),
    /** A row that failed waits until then (exponential backoff); null: due now. */
    next_attempt_at: instant('next_attempt_at'),
    /**
     * Whose preferences let it through (with `topic`): checked again when the
     * row is claimed, so a notice written before she opted out is not sent.
     */
    customer_id: integer('customer_id').references((): AnyPgColumn => customers.customer_id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('outbox_dedupe_key_unique').on(t.dedupe_key).where(sql`${t.dedupe_key} is not null`)],
);

/**
 * Rate-limit counters shared by every server process: the calls of one
 * client key (an IP, an account, an e-mail) to one bucket within one fixed
 * window, counted by an atomic upsert (`http/rate-limit.ts`).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    window_start: instant('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.window_start] }), index('rate_limit_hits_window_idx').on(t.window_start)],
);

/**
 * The sandbox card processor's ledger (local mode only): the result of each
 * charge by its idempotency key, so a key charged again answers its first
 * result on every server process, as a real processor's would
 * (`payments/sandbox/sandbox-ledger.ts`). `result` is the processor's
 * answer as JSON: `{status: 'paid', chargeId}` or `{status: 'refused', refusal}`.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  idempotency_key: text('idempotency_key').primaryKey(),
  result: jsonb('result').$type<ChargeResult>().notNull(),
  amount: money('amount').notNull(),
  last4: text('last4'),
  created_at: createdAt(),
});

/** Where an uploaded file's bytes are: the server's disk (DATA_DIR/files) or S3-compatible storage. */
export type FileStorageKind = 'server' | 's3';

/**
 * An uploaded or bundled file; `src` is the URL the browser loads. An
 * upload (POST /files) also has its uploader (`customer_id`, null for an
 * admin without a customer record or once the customer is deleted), where
 * its bytes are (`storage`) and their random name there (`storage_key`);
 * bundled files (the demo's pictures) have neither.
 */
export const files = pgTable(
  'files',
  {
    file_id: serial('file_id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    src: text('src').notNull(),
    size: integer('size'),
    created_at: createdAt(),
    // Typed by hand: customers names files too, and TypeScript cannot infer a cycle.
    customer_id: integer('customer_id').references((): AnyPgColumn => customers.customer_id, { onDelete: 'set null' }),
    storage: text('storage').$type<FileStorageKind>(),
    storage_key: text('storage_key'),
  },
  (t) => [
    uniqueIndex('files_storage_key_unique').on(t.storage_key),
    index('files_customer_idx').on(t.customer_id),
  ],
);
