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
 * Local-mode mail: the `outbox` row is the delivery, and the mail is logged so
 * a developer can follow the link.
 */
export const outboxMailer = (logger: Logger): Mailer => ({
  async send(db, mail) {
    await db.insert(outbox).values({ channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text });
    logger.info(`Correo para ${mail.to}: ${mail.subject}\n${mail.text}`);
  },
});
