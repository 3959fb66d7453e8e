import { fill, formatDate, formatTime, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { FreedClass, NoticeRecipient } from './notifier.js';

/**
 * Mode 'auto' of the waitlist (issue 17): a place freed up and she, the
 * first in line with a usable credit, was booked into it at once.
 */
export interface WaitlistBookedNotice {
  readonly customer: NoticeRecipient & { readonly customer_id: number };
  /** The reservation made for her: one notice per reservation. */
  readonly reservationId: number;
  /** Her reservation's event (METHOD:REQUEST, the same UID as her download), attached: this e-mail is her confirmation. */
  readonly calendar?: { readonly filename: string; readonly contentType: string; readonly content: string } | null;
  readonly singleClass: FreedClass;
  /** The studio's IANA zone, in which the date and time are written. */
  readonly zone: string;
  /** Her reservations: `{origin}/mystudio/reservaciones`. */
  readonly link: string;
}

const greetingOf = (name: string): string => {
  const t = messages.waitlistOffers;
  return name.trim() ? fill(t.greeting, { name: name.trim() }) : t.greetingNoName;
};

/** The greeting of a waitlist notice ('Hola Ana:'), shared with the offer's e-mail. */
export const waitlistGreeting = greetingOf;

/**
 * The e-mail that tells her she was booked from the waitlist: the class, its
 * date and time in the studio's zone, and the link to her reservations (on
 * its own line), with her event attached (the only confirmation of this
 * booking). Keyed `waitlist-booked:{reservationId}`, under her 'waitlist'
 * preference.
 */
export const waitlistBookedMail = (notice: WaitlistBookedNotice): OutgoingMail => {
  const t = messages.waitlistOffers;
  const { singleClass, zone, customer } = notice;
  const at = singleClass.class_date.getTime();
  const date = formatDate(at, zone);
  const time = formatTime(at, zone);
  return {
    to: customer.email,
    subject: fill(t.bookedSubject, { className: singleClass.name }),
    text: `${greetingOf(customer.name)}\n\n${fill(t.bookedBody, {
      className: singleClass.name, date, time, location: singleClass.location, link: notice.link,
    })}`,
    key: `waitlist-booked:${notice.reservationId}`,
    topic: 'waitlist',
    customerId: customer.customer_id,
    ...(notice.calendar ? { attachments: [{ ...notice.calendar }] } : {}),
    whatsapp: { template: 'waitlist_booked', params: [customer.name.trim() || customer.email, singleClass.name, date, time] },
  };
};
