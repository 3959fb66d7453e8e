import { fill, formatDate, formatTime, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import { whatsappParam, whatsappSummary } from './whatsapp/params.js';
import { greetingOf } from './class-changed.mail.js';
import type { ClassCancelledNotice } from './notifier.js';

/**
 * The e-mail that tells a customer the studio cancelled a class she booked
 * (her reservation cancelled, her credit back) or waited for (her place on
 * the waitlist gone), issue 16: each class with its day, time and location
 * in the studio's zone, and where to book another. One e-mail per customer,
 * keyed `class-cancelled:{customer}:{classes}`, under her 'classChanges' preference.
 */
export const classCancelledMail = (notice: ClassCancelledNotice): OutgoingMail => {
  const t = messages.deskSchedule;
  const { zone } = notice;
  const [first] = notice.classes;
  const blocks = notice.classes.map(({ singleClass, booked }) => {
    const at = singleClass.class_date.getTime();
    return [
      fill(t.cancelledIntro, { className: singleClass.name, date: formatDate(at, zone), time: formatTime(at, zone), location: singleClass.location }),
      booked ? t.cancelledBooked : t.cancelledWaitlist,
    ].join(' ');
  });
  const { customer } = notice;
  const ids = notice.classes.map(({ singleClass }) => singleClass.single_class_id);
  const summary = notice.classes.map(({ singleClass }) => {
    const at = singleClass.class_date.getTime();
    return `${singleClass.name}, ${formatDate(at, zone)} ${formatTime(at, zone)}`;
  });
  return {
    to: customer.email,
    subject: fill(t.cancelledSubject, { className: first?.singleClass.name ?? '' }),
    text: [greetingOf(customer), ...blocks, fill(t.cancelledOutro, { link: notice.link })].join('\n\n'),
    // A class is cancelled once: its ids name the event.
    key: `class-cancelled:${customer.customer_id}:${ids.join(',')}`,
    topic: 'classChanges',
    customerId: customer.customer_id,
    whatsapp: { template: 'class_cancelled', params: [customer.name.trim() || customer.email, whatsappSummary(summary), notice.link].map(whatsappParam) },
    // Her reservations' events with METHOD:CANCEL: the classes leave her calendar (issue 17).
    ...(notice.calendar ? { attachments: [notice.calendar] } : {}),
  };
};
