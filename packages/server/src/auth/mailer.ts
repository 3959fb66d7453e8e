import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import type { Logger } from '../http/logger.js';

/** An e-mail as the server writes it. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * Sends e-mail. `db` is the request's transaction, so a mail is recorded only
 * when the change that caused it is kept. SMTP delivery can implement this later.
 */
export interface Mailer {
  send(db: Db, mail: OutgoingMail): Promise<void>;
}

/**
 * The mail of every mode: the `outbox` row is written in the request's
 * transaction (local mode: the row is the delivery; with SMTP_URL the
 * delivery loop sends it). The log names the recipient and the subject,
 * never the body: a reset or confirmation link in it is a key to an
 * account, and logs travel further than the database.
 */
export const outboxMailer = (logger: Logger): Mailer => ({
  async send(db, mail) {
    const [row] = await db.insert(outbox)
      .values({ channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text })
      .returning({ id: outbox.outbox_id });
    logger.info(`Correo para ${mail.to}: ${mail.subject} (outbox #${row?.id ?? '?'})`);
  },
});
