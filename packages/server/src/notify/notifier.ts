import type { Db } from '../db/client.js';
import type { Mailer } from '../auth/mailer.js';
import type { Logger } from '../http/logger.js';
import { placeFreedMail } from './place-freed.mail.js';
import { classChangedMail } from './class-changed.mail.js';
import { classCancelledMail } from './class-cancelled.mail.js';
import { penaltyAppliedMail } from './penalty-applied.mail.js';

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
 * A customer got a penalty after her no-shows (spec 4, Penalty; issue 16),
 * from the desk's 'No asistió' or from the no-show sweep alike.
 */
export interface PenaltyAppliedNotice {
  readonly customer: NoticeRecipient;
  /** The penalty's reason ('3 inasistencias consecutivas'). */
  readonly reason: string;
  /** When she can book again. */
  readonly endDate: Date;
  /** The studio's IANA zone, in which the date is written. */
  readonly zone: string;
  /** Her reservations: `{origin}/mystudio/reservaciones`. */
  readonly link: string;
}

/** A class as a notice of a change or a cancellation names it. */
export interface NoticeClass {
  readonly single_class_id: number;
  /** The class type's name ('Indoor Cycling'). */
  readonly name: string;
  readonly class_date: Date;
  readonly location: string;
  /** Its coaches' names, in the schedule's order. */
  readonly coaches: readonly string[];
}

/**
 * The studio changed the time, coach or location of classes a customer
 * booked ('Horarios', issue 16): one notice per customer, with each of her
 * classes as it was and as it is now.
 */
export interface ClassChangedNotice {
  readonly customer: NoticeRecipient;
  readonly changes: readonly { readonly before: NoticeClass; readonly after: NoticeClass }[];
  /** The studio's IANA zone, in which dates and times are written. */
  readonly zone: string;
  /** Where she sees and cancels her reservations: `{origin}/mystudio`. */
  readonly link: string;
}

/**
 * The studio cancelled classes a customer booked (`booked`: her reservation
 * cancelled, her credit returned) or waited for (her waitlist place
 * removed), issue 16: one notice per customer.
 */
export interface ClassCancelledNotice {
  readonly customer: NoticeRecipient;
  readonly classes: readonly { readonly singleClass: NoticeClass; readonly booked: boolean }[];
  readonly zone: string;
  /** Where to book another class: `{origin}/mystudio`. */
  readonly link: string;
}

/**
 * Tells customers about events of their bookings. `db` is the request's
 * transaction, as for `Mailer`, so a change that is rolled back tells nobody.
 */
export interface Notifier {
  placeFreed(db: Db, notice: PlaceFreedNotice): Promise<void>;
  /** A booked customer's classes changed time, coach or location. */
  classChanged(db: Db, notice: ClassChangedNotice): Promise<void>;
  /** Classes a customer booked or waited for were cancelled by the studio. */
  classCancelled(db: Db, notice: ClassCancelledNotice): Promise<void>;
  penaltyApplied(db: Db, notice: PenaltyAppliedNotice): Promise<void>;
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
  async classChanged(db, notice) {
    if (notice.changes.length > 0) await mailer.send(db, classChangedMail(notice));
  },
  async classCancelled(db, notice) {
    if (notice.classes.length > 0) await mailer.send(db, classCancelledMail(notice));
  },
  async penaltyApplied(db, notice) {
    await mailer.send(db, penaltyAppliedMail(notice));
  },
});
