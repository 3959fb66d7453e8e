import { fill, formatDate, formatTime, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { NoticeRecipient, PlaceFreedNotice } from './notifier.js';

/**
 * The e-mail that tells a waitlisted customer a place freed up: the class,
 * its date and time in the studio's zone, and the link to book.
 */
export const placeFreedMail = (customer: NoticeRecipient, notice: PlaceFreedNotice): OutgoingMail => {
  const w = messages.waitlist;
  const { singleClass, zone } = notice;
  const name = customer.name.trim();
  const greeting = name ? fill(w.placeFreedGreeting, { name }) : w.placeFreedGreetingNoName;
  const at = singleClass.class_date.getTime();
  const body = fill(w.placeFreedBody, {
    className: singleClass.name,
    date: formatDate(at, zone),
    time: formatTime(at, zone),
    location: singleClass.location,
    link: notice.link,
  });
  return { to: customer.email, subject: fill(w.placeFreedSubject, { className: singleClass.name }), text: `${greeting}\n\n${body}` };
};
