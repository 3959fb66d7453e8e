import { fill, formatDate, formatTime, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { FreedClass, NoticeRecipient } from './notifier.js';
import { waitlistGreeting } from './waitlist-booked.mail.js';

/**
 * Mode 'offer' of the waitlist (issue 17): a place freed up and is kept for
 * her, the first in line, until `expiresAt`; she accepts it through `link`.
 */
export interface WaitlistOfferNotice {
  readonly customer: NoticeRecipient & { readonly customer_id: number };
  readonly waitlistId: number;
  /** When the offer was made (epoch ms): one notice per offer. */
  readonly offeredAt: number;
  readonly expiresAt: number;
  readonly singleClass: FreedClass;
  /** The studio's IANA zone, in which dates and times are written. */
  readonly zone: string;
  /** The offer's page: `{origin}/mystudio/lista-de-espera/oferta#{token}` (opening it accepts nothing). */
  readonly link: string;
}

/**
 * The offer's e-mail: the class, until when it is kept for her, the link on
 * its own line, and that accepting spends a credit. Keyed
 * `waitlist-offer:{waitlistId}:{offeredAt}`; sent whatever her 'waitlist'
 * preference (the link is the only way to take the place kept for her).
 */
export const waitlistOfferMail = (notice: WaitlistOfferNotice): OutgoingMail => {
  const t = messages.waitlistOffers;
  const { singleClass, zone, customer } = notice;
  const at = singleClass.class_date.getTime();
  const date = formatDate(at, zone);
  const time = formatTime(at, zone);
  const expiresDate = formatDate(notice.expiresAt, zone);
  const expiresTime = formatTime(notice.expiresAt, zone);
  return {
    to: customer.email,
    subject: fill(t.offerSubject, { className: singleClass.name }),
    text: `${waitlistGreeting(customer.name)}\n\n${fill(t.offerBody, {
      className: singleClass.name, date, time, location: singleClass.location, expiresDate, expiresTime, link: notice.link,
    })}`,
    key: `waitlist-offer:${notice.waitlistId}:${notice.offeredAt}`,
    // No topic gate: the link is the only way to accept a place kept for her (transactional, like the password reset).
  };
};

/** Mode 'offer': her offer ran out unaccepted, so the place went on and her entry was removed. */
export interface WaitlistOfferExpiredNotice {
  readonly customer: NoticeRecipient & { readonly customer_id: number };
  /** Her removed entry: one notice per entry. */
  readonly waitlistId: number;
  readonly singleClass: FreedClass;
  readonly zone: string;
  /** Where to find another class: `{origin}/mystudio`. */
  readonly link: string;
}

/**
 * Tells her that her offer expired and she left the class's waitlist (she
 * would otherwise disappear from it silently). Keyed
 * `waitlist-offer-expired:{waitlistId}`, under her 'waitlist' preference.
 */
export const waitlistOfferExpiredMail = (notice: WaitlistOfferExpiredNotice): OutgoingMail => {
  const t = messages.waitlistOffers;
  const { singleClass, zone, customer } = notice;
  const at = singleClass.class_date.getTime();
  return {
    to: customer.email,
    subject: fill(t.expiredSubject, { className: singleClass.name }),
    text: `${waitlistGreeting(customer.name)}\n\n${fill(t.expiredBody, {
      className: singleClass.name, date: formatDate(at, zone), time: formatTime(at, zone), location: singleClass.location, link: notice.link,
    })}`,
    key: `waitlist-offer-expired:${notice.waitlistId}`,
    topic: 'waitlist',
    customerId: customer.customer_id,
  };
};
