import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { ClockPort } from '@estudio/core';
import type { Db } from '../db/client.js';
import { outbox, settings } from '../db/schema/index.js';
import type { Logger } from '../http/logger.js';

/** An e-mail leaving the studio. */
export interface DeliveredMail {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Where outbox e-mail goes out (SMTP, see `smtp.ts`). */
export interface MailTransport {
  send(mail: DeliveredMail): Promise<void>;
  close(): void;
}

/** How often the outbox is read for mail to send. */
export const OUTBOX_POLL_MS = 5_000;
/** Rows claimed per pass. */
export const OUTBOX_BATCH = 20;
/**
 * Older unsent rows are left alone: in local mode the row itself is the
 * delivery, so turning SMTP on later must not send a studio's old mail.
 */
export const OUTBOX_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Who the studio's mail comes from when SMTP_FROM is not set: the studio's `email` setting. */
const FALLBACK_FROM = 'estudio@localhost';

/** What a delivery pass needs. */
export interface DeliveryOptions {
  readonly db: Db;
  readonly transport: MailTransport;
  readonly clock: ClockPort;
  readonly logger: Logger;
  /** SMTP_FROM; default the studio's `email` setting. */
  readonly from?: string | undefined;
}

const senderOf = async (options: DeliveryOptions): Promise<string> => {
  if (options.from) return options.from;
  const [row] = await options.db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'email'));
  return row?.value?.trim() || FALLBACK_FROM;
};

/**
 * Claims unsent e-mail rows and marks them sent in one statement (`FOR
 * UPDATE SKIP LOCKED`, so two servers never claim the same row), outside any
 * transaction: only rows of committed requests are ever seen, and PGlite's
 * one connection is not held while SMTP talks.
 */
const claim = async (options: DeliveryOptions) => {
  const now = options.clock.now();
  const pending = options.db
    .select({ id: outbox.outbox_id })
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), isNull(outbox.sent_at), gt(outbox.created_at, new Date(now - OUTBOX_MAX_AGE_MS))))
    .orderBy(asc(outbox.outbox_id))
    .limit(OUTBOX_BATCH)
    .for('update', { skipLocked: true });
  return options.db.update(outbox).set({ sent_at: new Date(now) }).where(inArray(outbox.outbox_id, pending)).returning();
};

/**
 * One pass: sends what the outbox holds through the transport. A row that
 * fails is released (sent_at back to null) for the next pass and logged.
 * Answers how many were sent.
 */
export const deliverOutbox = async (options: DeliveryOptions): Promise<number> => {
  // RETURNING follows no order: send in the order the mail was written.
  const rows = (await claim(options)).sort((a, b) => a.outbox_id - b.outbox_id);
  if (rows.length === 0) return 0;
  const from = await senderOf(options);
  let sent = 0;
  for (const row of rows) {
    try {
      await options.transport.send({ from, to: row.recipient, subject: row.subject, text: row.body });
      sent += 1;
    } catch (error) {
      options.logger.error(`No se pudo enviar el correo ${row.outbox_id} a ${row.recipient}`, error);
      await options.db.update(outbox).set({ sent_at: null }).where(eq(outbox.outbox_id, row.outbox_id));
    }
  }
  return sent;
};

/** A running delivery loop. */
export interface OutboxDelivery {
  /** Runs a pass now (after any pass under way). */
  flush(): Promise<number>;
  /** Stops the loop, waits for the pass under way, and closes the transport. */
  stop(): Promise<void>;
}

/** Delivers the outbox every `pollMs` until stopped; passes never overlap. */
export const startOutboxDelivery = (options: DeliveryOptions, pollMs = OUTBOX_POLL_MS): OutboxDelivery => {
  let running: Promise<number> = Promise.resolve(0);
  const pass = (): Promise<number> => {
    running = running.then(() => deliverOutbox(options)).catch((error: unknown) => {
      options.logger.error('La entrega del correo falló', error);
      return 0;
    });
    return running;
  };
  const timer = setInterval(() => void pass(), pollMs);
  timer.unref();
  return {
    flush: pass,
    async stop() {
      clearInterval(timer);
      await running;
      options.transport.close();
    },
  };
};
