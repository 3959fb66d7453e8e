import { sql } from 'drizzle-orm';
import type { NoticeTopic } from '@estudio/core';
import type { Db } from '../db/client.js';
import { encodedPlaceholder, preparedOn } from '../db/prepared.js';
import { outbox } from '../db/schema/index.js';
import type { Logger } from '../http/logger.js';
import { renderMailHtml, studioLook, type StudioLook } from '../notify/layout.js';
import { phoneOf, readPreferences, wantsEmail, wantsWhatsApp } from '../notify/preferences.js';
import { whatsappParam } from '../notify/whatsapp/params.js';

/** A file sent with an e-mail (e.g. a class's .ics). */
export interface MailAttachment {
  readonly filename: string;
  /** `text/calendar; method=REQUEST`, `application/pdf`, ... */
  readonly contentType: string;
  /** The file's text (an .ics is text). */
  readonly content: string;
}

/** The approved WhatsApp utility template that says the same as the e-mail (issue 17). */
export interface WhatsAppTemplateMessage {
  /** The template's name as approved in the studio's WhatsApp Business account. */
  readonly template: string;
  /** Its body parameters {{1}}, {{2}}, ... in order. */
  readonly params: readonly string[];
}

/** A notice's preference gate: the topic and whose preferences apply, always together. */
export type MailGate =
  /** The customer's preference that gates it, and whose preferences apply. */
  | { readonly topic: NoticeTopic; readonly customerId: number }
  /** None (password reset, e-mail change): always sent. */
  | { readonly topic?: undefined; readonly customerId?: undefined };

/** An e-mail as the server writes it, without its gate. */
export interface MailContent {
  readonly to: string;
  readonly subject: string;
  /** The plain text; the HTML version is rendered from it unless `html` is given. */
  readonly text: string;
  /** The HTML body (a whole document); default: `text` in the studio's layout. */
  readonly html?: string;
  /**
   * Idempotency key, one per event and recipient (`reminder:${reservationId}`):
   * a key already in the outbox writes nothing, so a retried job never mails twice.
   */
  readonly key?: string;
  readonly attachments?: readonly MailAttachment[];
  /** Also sent by WhatsApp when she opted in for the topic and WhatsApp is configured. */
  readonly whatsapp?: WhatsAppTemplateMessage;
  /** The studio's look when the caller has read its settings already; default: read for the layout. */
  readonly look?: StudioLook;
}

/**
 * An e-mail as the server writes it: `topic` and `customerId` go together
 * (a topic without whose preferences would pass every gate).
 */
export type OutgoingMail = MailContent & MailGate;

/**
 * Sends e-mail. `db` is the request's transaction, so a mail is recorded only
 * when the change that caused it is kept.
 */
export interface Mailer {
  send(db: Db, mail: OutgoingMail): Promise<void>;
}

/** What the outbox mailer needs besides the logger; every field has a default. */
export interface OutboxMailerOptions {
  /** The studio's origin, for the layout's logo and its link to 'Mi Información'. Default http://localhost. */
  readonly origin?: () => string;
  /** WhatsApp's Cloud API is configured: the country code prefixed to her 10-digit phone ('52'). Absent: no WhatsApp rows. */
  readonly whatsapp?: { readonly countryCode: string } | null | undefined;
}

const DEFAULT_ORIGIN = 'http://localhost';

/** The e-mail row's insert, built once and named (`preparedOn`): every booking writes one. */
const emailInsert = (db: Db) => preparedOn(db, 'outbox_email', () => db.insert(outbox)
  .values({
    channel: 'email', recipient: sql.placeholder('recipient'), subject: sql.placeholder('subject'), body: sql.placeholder('body'),
    html: sql.placeholder('html'), attachments: encodedPlaceholder('attachments', 'jsonb'), topic: sql.placeholder('topic'),
    customer_id: sql.placeholder('customerId'), dedupe_key: sql.placeholder('key'),
  })
  .onConflictDoNothing()
  .returning({ id: outbox.outbox_id })
  .prepare('outbox_email'));

/** Writes the e-mail row (HTML in the studio's layout unless given); false when its key was already written. */
const writeEmail = async (db: Db, mail: OutgoingMail, origin: string): Promise<number | null> => {
  const html = mail.html ?? renderMailHtml({ subject: mail.subject, text: mail.text, chosen: mail.topic !== undefined }, mail.look ?? await studioLook(db, origin));
  const [row] = await emailInsert(db).execute({
    recipient: mail.to, subject: mail.subject, body: mail.text, html,
    attachments: mail.attachments && mail.attachments.length > 0 ? JSON.stringify(mail.attachments) : null,
    topic: mail.topic ?? null, customerId: mail.customerId ?? null, key: mail.key ?? null,
  });
  return row?.id ?? null;
};

/**
 * The mail of every mode: the `outbox` row is written in the request's
 * transaction (local mode: the row is the delivery; with SMTP_URL the
 * delivery loop sends it). The log names the recipient and the subject,
 * never the body: a reset or confirmation link in it is a key to an
 * account, and logs travel further than the database.
 *
 * Issue 17: a `key` already written writes nothing (a retried job mails
 * once); a `topic` she turned off for e-mail writes no e-mail; a `whatsapp`
 * template is also written as a 'whatsapp' row (key suffixed ':whatsapp')
 * when WhatsApp is configured and she opted in for that topic at the phone
 * she has now, its parameters made to fit the Cloud API (`whatsappParam`).
 * Both rows name the customer, so delivery checks her choices again. A mail
 * without a topic (password reset, e-mail change) always goes.
 */
export const outboxMailer = (logger: Logger, options: OutboxMailerOptions = {}): Mailer => ({
  async send(db, mail) {
    const { topic, customerId } = mail;
    // A gate half given (a cast, a plain object) would pass every preference: refused loudly.
    if ((topic === undefined) !== (customerId === undefined)) throw new Error(`Aviso '${mail.subject}' con tema sin clienta o clienta sin tema.`);
    const prefs = topic !== undefined && customerId !== undefined ? await readPreferences(db, customerId) : null;
    if (prefs && topic && !wantsEmail(prefs, topic)) {
      logger.info(`Correo para ${mail.to} no escrito: no quiere avisos de '${topic}' por correo (${mail.subject})`);
    } else {
      const id = await writeEmail(db, mail, (options.origin ?? (() => DEFAULT_ORIGIN))());
      logger.info(id === null
        ? `Correo para ${mail.to} ya escrito antes (clave ${mail.key ?? '?'}): ${mail.subject}`
        : `Correo para ${mail.to}: ${mail.subject} (outbox #${id})`);
    }
    const whatsapp = options.whatsapp;
    if (!mail.whatsapp || !whatsapp || !prefs || !topic || customerId === undefined) return;
    const phone = await phoneOf(db, customerId);
    if (!phone || !wantsWhatsApp(prefs, topic, phone)) return;
    const [row] = await db.insert(outbox)
      .values({
        channel: 'whatsapp', recipient: `${whatsapp.countryCode}${phone}`, subject: mail.whatsapp.template,
        body: JSON.stringify(mail.whatsapp.params.map(whatsappParam)), topic, customer_id: customerId, dedupe_key: mail.key ? `${mail.key}:whatsapp` : null,
      })
      .onConflictDoNothing()
      .returning({ id: outbox.outbox_id });
    if (row) logger.info(`WhatsApp para la clienta ${customerId}: plantilla ${mail.whatsapp.template} (outbox #${row.id})`);
  },
});
