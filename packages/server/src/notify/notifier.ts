import type { Db } from '../db/client.js';
import type { Mailer } from '../auth/mailer.js';
import type { Logger } from '../http/logger.js';
import type { CalendarFile } from '../calendar/ics.js';
import { placeFreedMail } from './place-freed.mail.js';
import { classChangedMail } from './class-changed.mail.js';
import { classCancelledMail } from './class-cancelled.mail.js';
import { penaltyAppliedMail } from './penalty-applied.mail.js';
import { waitlistBookedMail, type WaitlistBookedNotice } from './waitlist-booked.mail.js';
import { waitlistOfferExpiredMail, waitlistOfferMail, type WaitlistOfferExpiredNotice, type WaitlistOfferNotice } from './waitlist-offer.mail.js';
import { reservationConfirmedMail, type ReservationConfirmedNotice } from './reservation-confirmed.mail.js';
import { reservationCancelledMail, type ReservationCancelledNotice } from './reservation-cancelled.mail.js';
import { reminderMail, type ReminderNotice } from './reminder.mail.js';
import { renewalPaidMail, type RenewalPaidNotice } from './renewal-paid.mail.js';
import { renewalFailedMail, type RenewalFailedNotice } from './renewal-failed.mail.js';
import { cashRenewalMail, type CashRenewalNotice } from './cash-renewal.mail.js';
import { purchaseReceiptMail, type PurchaseReceiptNotice } from './purchase-receipt.mail.js';
import { creditsExpiringMail, type CreditsExpiringNotice } from './credits-expiring.mail.js';

/** Someone to tell: where to write and how to greet her. */
export interface NoticeRecipient {
  readonly email: string;
  readonly name: string;
}

/** A customer to tell: her preferences decide whether and how (issue 17). */
export type CustomerRecipient = NoticeRecipient & { readonly customer_id: number };

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
  readonly customers: readonly CustomerRecipient[];
  /** When the place freed (epoch ms): one notice per customer and freed place. */
  readonly at: number;
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
  readonly customer: CustomerRecipient;
  /** The penalty: one notice per penalty. */
  readonly penaltyId: number;
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
  readonly customer: CustomerRecipient;
  /** When the studio changed them (epoch ms): one notice per customer and change. */
  readonly at: number;
  readonly changes: readonly { readonly before: NoticeClass; readonly after: NoticeClass }[];
  /** The studio's IANA zone, in which dates and times are written. */
  readonly zone: string;
  /** Where she sees and cancels her reservations: `{origin}/mystudio`. */
  readonly link: string;
  /** Her places' updated events (METHOD:REQUEST, same UIDs, higher SEQUENCE), issue 17; none attaches nothing. */
  readonly calendar?: CalendarFile | null;
}

/**
 * The studio cancelled classes a customer booked (`booked`: her reservation
 * cancelled, her credit returned) or waited for (her waitlist place
 * removed), issue 16: one notice per customer.
 */
export interface ClassCancelledNotice {
  readonly customer: CustomerRecipient;
  readonly classes: readonly { readonly singleClass: NoticeClass; readonly booked: boolean }[];
  readonly zone: string;
  /** Where to book another class: `{origin}/mystudio`. */
  readonly link: string;
  /** Her cancelled reservations' events with METHOD:CANCEL (same UIDs as her downloads), so they leave her calendar (issue 17). */
  readonly calendar?: CalendarFile | null;
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
  /** Waitlist mode 'auto' (issue 17): she was booked into a freed place. */
  waitlistBooked(db: Db, notice: WaitlistBookedNotice): Promise<void>;
  /** Waitlist mode 'offer' (issue 17): a freed place is kept for her until the offer expires. */
  waitlistOffer(db: Db, notice: WaitlistOfferNotice): Promise<void>;
  /** Waitlist mode 'offer' (issue 17): her offer expired unaccepted and her entry was removed. */
  waitlistOfferExpired(db: Db, notice: WaitlistOfferExpiredNotice): Promise<void>;
  /** A reservation was made, with its .ics (issue 17). */
  reservationConfirmed(db: Db, notice: ReservationConfirmedNotice): Promise<void>;
  /** A reservation was cancelled, by her or by the desk, with METHOD:CANCEL (issue 17). */
  reservationCancelled(db: Db, notice: ReservationCancelledNotice): Promise<void>;
  /** The reminder before a class, with its one-tap cancel link (issue 17). */
  reminder(db: Db, notice: ReminderNotice): Promise<void>;
  /** A subscription renewed: her receipt (issue 17). */
  renewalPaid(db: Db, notice: RenewalPaidNotice): Promise<void>;
  /** A subscription's renewal was refused (issue 17). */
  renewalFailed(db: Db, notice: RenewalFailedNotice): Promise<void>;
  /** A purchase paid (her receipt) or to pay in cash (the bank details), issue 17. */
  purchaseReceipt(db: Db, notice: PurchaseReceiptNotice): Promise<void>;
  /** Her credits expire in 7 days (issue 17). */
  creditsExpiring(db: Db, notice: CreditsExpiringNotice): Promise<void>;
  /** A cash subscription's next period to pay (issue 17). */
  cashRenewal(db: Db, notice: CashRenewalNotice): Promise<void>;
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
  async waitlistBooked(db, notice) {
    await mailer.send(db, waitlistBookedMail(notice));
  },
  async waitlistOffer(db, notice) {
    await mailer.send(db, waitlistOfferMail(notice));
  },
  async waitlistOfferExpired(db, notice) {
    await mailer.send(db, waitlistOfferExpiredMail(notice));
  },
  async reservationConfirmed(db, notice) {
    await mailer.send(db, reservationConfirmedMail(notice));
  },
  async reservationCancelled(db, notice) {
    await mailer.send(db, reservationCancelledMail(notice));
  },
  async reminder(db, notice) {
    await mailer.send(db, reminderMail(notice));
  },
  async renewalPaid(db, notice) {
    await mailer.send(db, renewalPaidMail(notice));
  },
  async renewalFailed(db, notice) {
    await mailer.send(db, renewalFailedMail(notice));
  },
  async purchaseReceipt(db, notice) {
    await mailer.send(db, purchaseReceiptMail(notice));
  },
  async creditsExpiring(db, notice) {
    await mailer.send(db, creditsExpiringMail(notice));
  },
  async cashRenewal(db, notice) {
    await mailer.send(db, cashRenewalMail(notice));
  },
});
