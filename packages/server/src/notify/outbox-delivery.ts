import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ClockPort } from '@estudio/core';
import type { Db } from '../db/client.js';
import { outbox, settings } from '../db/schema/index.js';
import type { Logger } from '../http/logger.js';

/** An e-mail leaving the studio. */
export interface DeliveredMail {
  /** Its outbox row: the Message-ID is made from it, so a receiver can tell a resend from a new mail. */
  readonly id: number;
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
/**
 * How long a delivery loop holds the rows it claimed. A server that dies
 * mid-pass leaves them claimed; past this they are claimed again, so no
 * mail is lost (at least once). Far longer than a pass takes.
 */
export const OUTBOX_LEASE_MS = 5 * 60 * 1000;
/** Sends tried before a row is left alone (logged each time it fails). */
export const OUTBOX_MAX_ATTEMPTS = 10;
/** How long a sent mail keeps its body, for a developer to see what went out; then it is emptied. */
export const OUTBOX_BODY_RETENTION_MS = 24 * 60 * 60 * 1000;

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
 * Claims unsent e-mail rows for OUTBOX_LEASE_MS in one statement (`FOR
 * UPDATE SKIP LOCKED`, so two servers never claim the same row; a row whose
 * lease ran out is claimed again), outside any transaction: only rows of
 * committed requests are ever seen, and PGlite's one connection is not held
 * while SMTP talks.
 */
const claim = async (options: DeliveryOptions) => {
  const now = options.clock.now();
  const pending = options.db
    .select({ id: outbox.outbox_id })
    .from(outbox)
    .where(and(
      eq(outbox.channel, 'email'), isNull(outbox.sent_at), gt(outbox.created_at, new Date(now - OUTBOX_MAX_AGE_MS)),
      or(isNull(outbox.claimed_until), lte(outbox.claimed_until, new Date(now))), lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS),
    ))
    .orderBy(asc(outbox.outbox_id))
    .limit(OUTBOX_BATCH)
    .for('update', { skipLocked: true });
  return options.db.update(outbox)
    .set({ claimed_until: new Date(now + OUTBOX_LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.outbox_id, pending))
    .returning();
};

/** Empties the bodies of mail sent longer than OUTBOX_BODY_RETENTION_MS ago: a link in one is a key to an account. */
const purgeSent = (options: DeliveryOptions) =>
  options.db.update(outbox).set({ body: '' })
    .where(and(lt(outbox.sent_at, new Date(options.clock.now() - OUTBOX_BODY_RETENTION_MS)), ne(outbox.body, '')));

/**
 * One pass: sends what the outbox holds through the transport, marking each
 * row sent the moment the transport took it (a resend can only follow a
 * crash between the two, and carries the same Message-ID). A row that fails
 * is released for the next pass and logged, up to OUTBOX_MAX_ATTEMPTS. Sent
 * bodies past their retention are emptied. Answers how many were sent.
 */
export const deliverOutbox = async (options: DeliveryOptions): Promise<number> => {
  await purgeSent(options);
  // RETURNING follows no order: send in the order the mail was written.
  const rows = (await claim(options)).sort((a, b) => a.outbox_id - b.outbox_id);
  if (rows.length === 0) return 0;
  const from = await senderOf(options);
  let sent = 0;
  for (const row of rows) {
    try {
      await options.transport.send({ id: row.outbox_id, from, to: row.recipient, subject: row.subject, text: row.body });
    } catch (error) {
      options.logger.error(`No se pudo enviar el correo ${row.outbox_id} a ${row.recipient} (intento ${row.attempts})`, error);
      await options.db.update(outbox).set({ claimed_until: null }).where(eq(outbox.outbox_id, row.outbox_id));
      continue;
    }
    await options.db.update(outbox).set({ sent_at: new Date(options.clock.now()), claimed_until: null }).where(eq(outbox.outbox_id, row.outbox_id));
    sent += 1;
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
