import type { Db } from '../db/client.js';
import type { Mailer } from '../auth/mailer.js';
import type { Logger } from '../http/logger.js';
import { placeFreedMail } from './place-freed.mail.js';

/** Someone to tell: where to write and how to greet her. */
export interface NoticeRecipient {
  readonly email: string;
  readonly name: string;
}

/** The class a place freed up in, as the message names it. */
export interface FreedClass {
  readonly single_class_id: number;
  /** The class type's name ('Indoor Cycling'). */
  readonly name: string;
  readonly class_date: Date;
  readonly location: string;
}

/**
 * A place freed up in a full class (spec 4, Waitlist): everyone on its
 * waitlist hears it at once, and the first to book gets it.
 */
export interface PlaceFreedNotice {
  readonly customers: readonly NoticeRecipient[];
  readonly singleClass: FreedClass;
  /** The studio's IANA zone, in which the date and time are written. */
  readonly zone: string;
  /** Where to book: the member calendar, `{origin}/mystudio`. */
  readonly link: string;
}

/**
 * Tells customers about events of their bookings. `db` is the request's
 * transaction, as for `Mailer`, so a change that is rolled back tells nobody.
 */
export interface Notifier {
  placeFreed(db: Db, notice: PlaceFreedNotice): Promise<void>;
}

/**
 * The notifier over the studio's mailer: one e-mail per customer, written to
 * the outbox inside the transaction (and delivered by SMTP when configured,
 * see `outbox-delivery.ts`).
 */
export const mailNotifier = (mailer: Mailer, logger: Logger): Notifier => ({
  async placeFreed(db, notice) {
    for (const customer of notice.customers) await mailer.send(db, placeFreedMail(customer, notice));
    if (notice.customers.length > 0) {
      logger.info(`Lugar liberado en la clase ${notice.singleClass.single_class_id}: ${notice.customers.length} aviso(s) de lista de espera`);
    }
  },
});
