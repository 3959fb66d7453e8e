import { fill, formatDate, formatTime, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { CustomerRecipient, PlaceFreedNotice } from './notifier.js';

/**
 * The e-mail that tells a waitlisted customer a place freed up: the class,
 * its date and time in the studio's zone, and the link to book. Keyed
 * `place-freed:{class}:{customer}:{at}`, under her 'waitlist' preference.
 */
export const placeFreedMail = (customer: CustomerRecipient, notice: PlaceFreedNotice): OutgoingMail => {
  const w = messages.waitlist;
  const { singleClass, zone } = notice;
  const name = customer.name.trim();
  const greeting = name ? fill(w.placeFreedGreeting, { name }) : w.placeFreedGreetingNoName;
  const at = singleClass.class_date.getTime();
  const date = formatDate(at, zone);
  const time = formatTime(at, zone);
  const body = fill(w.placeFreedBody, { className: singleClass.name, date, time, location: singleClass.location, link: notice.link });
  return {
    to: customer.email,
    subject: fill(w.placeFreedSubject, { className: singleClass.name }),
    text: `${greeting}\n\n${body}`,
    key: `place-freed:${singleClass.single_class_id}:${customer.customer_id}:${notice.at}`,
    topic: 'waitlist',
    customerId: customer.customer_id,
    whatsapp: { template: 'waitlist_place_freed', params: [name || customer.email, singleClass.name, date, time, singleClass.location, notice.link] },
  };
};
