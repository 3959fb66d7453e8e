import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ClockPort, NoticeTopic } from '@estudio/core';
import type { Db } from '../db/client.js';
import { outbox, settings, type OutboxAttachment, type OutboxChannel } from '../db/schema/index.js';
import type { Logger } from '../http/logger.js';
import { phoneOf, readPreferences, wantsEmail, wantsWhatsApp } from './preferences.js';
import { WhatsAppMisconfigured, WhatsAppRefused, type WhatsAppSender } from './whatsapp/cloud-api.js';

/** An e-mail leaving the studio. */
export interface DeliveredMail {
  /** Its outbox row: the Message-ID is made from it, so a receiver can tell a resend from a new mail. */
  readonly id: number;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The HTML version (the studio's layout); null for rows written before it existed. */
  readonly html?: string | null;
  readonly attachments?: readonly OutboxAttachment[] | null;
}

/** Where outbox e-mail goes out (SMTP, see `smtp.ts`). */
export interface MailTransport {
  send(mail: DeliveredMail): Promise<void>;
  close(): void;
}

/** How often the outbox is read for mail to send. */
export const OUTBOX_POLL_MS = 5_000;
/** Rows claimed at once; a pass that fills a batch claims the next at once. */
export const OUTBOX_BATCH = 20;
/** The longest one send may take: SMTP's connection, greeting and socket timeouts, WhatsApp's call. */
export const OUTBOX_SEND_TIMEOUT_MS = 15_000;
/**
 * Older unsent rows are left alone: in local mode the row itself is the
 * delivery, so turning SMTP on later must not send a studio's old mail.
 */
export const OUTBOX_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * How long a delivery loop holds the rows it claimed. A server that dies
 * mid-pass leaves them claimed; past this they are claimed again, so no
 * mail is lost (at least once). Three times a batch at its slowest
 * (OUTBOX_BATCH × OUTBOX_SEND_TIMEOUT_MS = 5 minutes); besides, a row is
 * released unsent when less than one send is left of its lease, so a slow
 * pass never sends a row another server may claim again.
 */
export const OUTBOX_LEASE_MS = 15 * 60 * 1000;
/** Sends tried before a row is left alone (logged each time it fails). */
export const OUTBOX_MAX_ATTEMPTS = 10;
/** The wait after a row's first failure; doubled after each (30 s, 1 min, 2 min, ...). */
export const OUTBOX_BACKOFF_MS = 30_000;
/** The longest wait between two tries: the ten fit well within OUTBOX_MAX_AGE_MS (about 3 hours in all). */
export const OUTBOX_MAX_BACKOFF_MS = 60 * 60 * 1000;
/** How long a sent mail keeps its body, for a developer to see what went out; then it is emptied. */
export const OUTBOX_BODY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The wait before trying again a row that failed `attempts` times. */
export const backoffAfter = (attempts: number): number =>
  Math.min(OUTBOX_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_MAX_BACKOFF_MS);

/** Who the studio's mail comes from when SMTP_FROM is not set: the studio's `email` setting. */
const FALLBACK_FROM = 'estudio@localhost';

/** What a delivery pass needs. */
export interface DeliveryOptions {
  readonly db: Db;
  /** Where 'email' rows go (SMTP_URL); none: they stay as the delivery (local mode). */
  readonly transport?: MailTransport | null | undefined;
  /** Where 'whatsapp' rows go (WhatsApp's Cloud API); none: they stay. */
  readonly whatsapp?: WhatsAppSender | null | undefined;
  readonly clock: ClockPort;
  readonly logger: Logger;
  /** SMTP_FROM; default the studio's `email` setting. */
  readonly from?: string | undefined;
  /** Aborted: the pass sends nothing more and releases the rows it holds (the server is stopping). */
  readonly signal?: AbortSignal | undefined;
}

const senderOf = async (options: DeliveryOptions): Promise<string> => {
  if (options.from) return options.from;
  const [row] = await options.db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'email'));
  return row?.value?.trim() || FALLBACK_FROM;
};

/**
 * Claims up to OUTBOX_BATCH due rows of one channel for OUTBOX_LEASE_MS in
 * one statement (`FOR UPDATE SKIP LOCKED`, so two servers never claim the
 * same row; a row whose lease ran out is claimed again; a row that failed
 * waits for its `next_attempt_at`), outside any transaction: only rows of
 * committed requests are ever seen, and PGlite's one connection is not
 * held while SMTP talks.
 */
const claim = async (options: DeliveryOptions, channel: OutboxChannel) => {
  const now = options.clock.now();
  const pending = options.db
    .select({ id: outbox.outbox_id })
    .from(outbox)
    .where(and(
      eq(outbox.channel, channel), isNull(outbox.sent_at), gt(outbox.created_at, new Date(now - OUTBOX_MAX_AGE_MS)),
      or(isNull(outbox.claimed_until), lte(outbox.claimed_until, new Date(now))), lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS),
      or(isNull(outbox.next_attempt_at), lte(outbox.next_attempt_at, new Date(now))),
    ))
    .orderBy(asc(outbox.outbox_id))
    .limit(OUTBOX_BATCH)
    .for('update', { skipLocked: true });
  const rows = await options.db.update(outbox)
    .set({ claimed_until: new Date(now + OUTBOX_LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.outbox_id, pending))
    .returning();
  // RETURNING follows no order: send in the order the mail was written.
  return { rows: rows.sort((a, b) => a.outbox_id - b.outbox_id), leaseEnd: now + OUTBOX_LEASE_MS };
};

/** The channels this loop has a sender for. */
const channelsOf = (options: DeliveryOptions): OutboxChannel[] => [
  ...(options.transport ? ['email' as const] : []),
  ...(options.whatsapp ? ['whatsapp' as const] : []),
];

/** Empties the bodies (and HTML, attachments) of mail sent longer than OUTBOX_BODY_RETENTION_MS ago: a link in one is a key to an account. */
const purgeSent = (options: DeliveryOptions) =>
  options.db.update(outbox).set({ body: '', html: null, attachments: null })
    .where(and(lt(outbox.sent_at, new Date(options.clock.now() - OUTBOX_BODY_RETENTION_MS)), ne(outbox.body, '')));

type OutboxRow = typeof outbox.$inferSelect;

/** Parses a 'whatsapp' row's body, the template's parameters as a JSON array of strings. */
const paramsOf = (row: OutboxRow): string[] => {
  let params: unknown;
  try {
    params = JSON.parse(row.body);
  } catch {
    params = null;
  }
  if (!Array.isArray(params) || !params.every((param) => typeof param === 'string')) {
    throw new WhatsAppRefused(0, `El mensaje ${row.outbox_id} no tiene los parámetros de su plantilla.`);
  }
  return params;
};

/**
 * Whether she still wants the row, asked again when it is claimed: a notice
 * written before she turned its topic off, opted out of WhatsApp or
 * changed her phone is not sent. A row without a customer and topic (a
 * password reset) always is.
 */
const stillWanted = async (db: Db, row: OutboxRow): Promise<boolean> => {
  if (row.customer_id === null || row.topic === null) return true;
  const topic = row.topic as NoticeTopic;
  const prefs = await readPreferences(db, row.customer_id);
  if (row.channel === 'email') return wantsEmail(prefs, topic);
  const phone = await phoneOf(db, row.customer_id);
  // The row's recipient is her phone with its country code: the phone she opted in at, and has now.
  return phone !== null && row.recipient.endsWith(phone) && wantsWhatsApp(prefs, topic, phone);
};

/** Sends one claimed row through its channel's sender. */
const sendRow = async (options: DeliveryOptions, row: OutboxRow, from: string): Promise<void> => {
  if (row.channel === 'whatsapp' && options.whatsapp) {
    return options.whatsapp.send({ id: row.outbox_id, to: row.recipient, template: row.subject, params: paramsOf(row) });
  }
  if (row.channel === 'email' && options.transport) {
    return options.transport.send({
      id: row.outbox_id, from, to: row.recipient, subject: row.subject, text: row.body, html: row.html, attachments: row.attachments,
    });
  }
  throw new Error(`No hay quién envíe los mensajes por ${row.channel}.`);
};

/** Gives back rows claimed but not tried: as they were before the claim (the attempt not counted). */
const release = async (options: DeliveryOptions, rows: readonly OutboxRow[]): Promise<void> => {
  if (rows.length === 0) return;
  await options.db.update(outbox).set({ claimed_until: null, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
    .where(and(inArray(outbox.outbox_id, rows.map((row) => row.outbox_id)), gte(outbox.attempts, 1)));
};

/** What sending one batch came to. */
interface BatchResult {
  readonly sent: number;
  /** The pass ends: stopping, a lease running short, or the channel set up wrong. */
  readonly stop: boolean;
}

/**
 * Sends one claimed batch, marking each row sent the moment its sender
 * took it (a resend can only follow a crash between the two, and carries
 * the same Message-ID). A row she no longer wants is deleted unsent. A row
 * that fails waits its backoff (`next_attempt_at`) and is logged, up to
 * OUTBOX_MAX_ATTEMPTS; a refusal sending again cannot change is not tried
 * again; WhatsApp set up wrong keeps every row and ends the pass.
 */
const sendBatch = async (options: DeliveryOptions, rows: readonly OutboxRow[], leaseEnd: number): Promise<BatchResult> => {
  const from = rows.some((row) => row.channel === 'email') ? await senderOf(options) : FALLBACK_FROM;
  let sent = 0;
  for (const [index, row] of rows.entries()) {
    // Stopping, or less than one send left of the lease: another server may claim the rest soon, so they go back unsent.
    if (options.signal?.aborted || options.clock.now() + OUTBOX_SEND_TIMEOUT_MS > leaseEnd) {
      await release(options, rows.slice(index));
      return { sent, stop: true };
    }
    if (!(await stillWanted(options.db, row))) {
      options.logger.info(`Mensaje ${row.outbox_id} (${row.channel}) no enviado: la clienta ${row.customer_id} ya no quiere avisos de '${row.topic}' por ahí`);
      await options.db.delete(outbox).where(eq(outbox.outbox_id, row.outbox_id));
      continue;
    }
    try {
      await sendRow(options, row, from);
    } catch (error) {
      if (error instanceof WhatsAppMisconfigured) {
        options.logger.error(`WHATSAPP MAL CONFIGURADO: no se envía ningún mensaje hasta corregirlo (mensajes pendientes desde el ${row.outbox_id})`, error);
        await release(options, rows.slice(index));
        return { sent, stop: true };
      }
      // A refusal sending again cannot change is not tried again.
      const attempts = error instanceof WhatsAppRefused ? OUTBOX_MAX_ATTEMPTS : row.attempts;
      options.logger.error(`No se pudo enviar el mensaje ${row.outbox_id} (${row.channel}) a ${row.recipient} (intento ${row.attempts})`, error);
      await options.db.update(outbox)
        .set({ claimed_until: null, attempts, next_attempt_at: new Date(options.clock.now() + backoffAfter(row.attempts)) })
        .where(eq(outbox.outbox_id, row.outbox_id));
      continue;
    }
    await options.db.update(outbox).set({ sent_at: new Date(options.clock.now()), claimed_until: null }).where(eq(outbox.outbox_id, row.outbox_id));
    sent += 1;
  }
  return { sent, stop: false };
};

/**
 * One pass of one channel: claims a batch and sends it, and claims the
 * next at once while batches come full (a burst of notices leaves in one
 * pass, not 20 every 5 seconds). A pass that sent anything makes the rows
 * waiting out a backoff due again: the channel is back. Answers how many
 * were sent.
 */
export const deliverChannel = async (options: DeliveryOptions, channel: OutboxChannel): Promise<number> => {
  let sent = 0;
  while (!options.signal?.aborted) {
    const { rows, leaseEnd } = await claim(options, channel);
    if (rows.length === 0) break;
    const batch = await sendBatch(options, rows, leaseEnd);
    sent += batch.sent;
    if (batch.stop || rows.length < OUTBOX_BATCH) break;
  }
  // The channel works again: rows waiting out a backoff are due at the next pass, not in up to an hour.
  if (sent > 0) await recovered(options, channel);
  return sent;
};

/** Makes a channel's rows that wait out their backoff due again (a send just went through). */
const recovered = (options: DeliveryOptions, channel: OutboxChannel) =>
  options.db.update(outbox).set({ next_attempt_at: null })
    .where(and(eq(outbox.channel, channel), isNull(outbox.sent_at), gt(outbox.next_attempt_at, new Date(options.clock.now()))));

/**
 * One pass: each channel with a sender is delivered by its own claims and
 * batches, side by side (WhatsApp down never holds e-mail back, nor the
 * other way round); sent bodies past their retention are emptied. Answers
 * how many were sent.
 */
export const deliverOutbox = async (options: DeliveryOptions): Promise<number> => {
  await purgeSent(options);
  const sent = await Promise.all(channelsOf(options).map((channel) => deliverChannel(options, channel)));
  return sent.reduce((sum, count) => sum + count, 0);
};

/** A running delivery loop. */
export interface OutboxDelivery {
  /** Runs a pass of every channel now (after the pass under way, if any). */
  flush(): Promise<number>;
  /**
   * Stops the loops: the pass under way ends after the send in progress
   * (at most OUTBOX_SEND_TIMEOUT_MS) and gives back the rows it had not
   * tried; then the transport is closed.
   */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox every `pollMs` until stopped: one loop per channel,
 * side by side; a loop's passes never overlap (a tick while one runs is
 * skipped, not queued).
 */
export const startOutboxDelivery = (options: DeliveryOptions, pollMs = OUTBOX_POLL_MS): OutboxDelivery => {
  const stopping = new AbortController();
  const passOptions: DeliveryOptions = { ...options, signal: stopping.signal };
  const loops = channelsOf(options).map((channel) => {
    let running: Promise<number> | null = null;
    const pass = (): Promise<number> => {
      running ??= deliverChannel(passOptions, channel)
        .catch((error: unknown) => {
          options.logger.error(`La entrega por ${channel} falló`, error);
          return 0;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    return { pass, current: () => running };
  });
  const tick = async (): Promise<number> => {
    await purgeSent(options).catch((error: unknown) => options.logger.error('No se pudo vaciar el correo enviado', error));
    return (await Promise.all(loops.map((loop) => loop.pass()))).reduce((sum, count) => sum + count, 0);
  };
  const timer = setInterval(() => void tick(), pollMs);
  timer.unref();
  return {
    async flush() {
      await Promise.all(loops.map((loop) => loop.current()));
      return tick();
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await Promise.all(loops.map((loop) => loop.current()));
      options.transport?.close();
    },
  };
};
