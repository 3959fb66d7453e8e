import { createHash } from 'node:crypto';
import { fill, formatDate, formatTime, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import { WHATSAPP_EMPTY_PARAM, whatsappParam, whatsappSummary } from './whatsapp/params.js';
import type { ClassChangedNotice, NoticeRecipient } from './notifier.js';

/** 'Hola Ana,' or 'Hola,' for a customer without a name. */
export const greetingOf = (customer: NoticeRecipient): string => {
  const name = customer.name.trim();
  return name ? fill(messages.deskSchedule.changedGreeting, { name }) : messages.deskSchedule.changedGreetingNoName;
};

/**
 * What the change was, short: two changes written at the same instant are
 * two events, the same change told again is one.
 */
const changeDigest = (notice: ClassChangedNotice): string =>
  createHash('sha256').update(JSON.stringify(notice.changes.map(({ before, after }) => [
    after.single_class_id, before.class_date.getTime(), after.class_date.getTime(), before.location, after.location, before.coaches, after.coaches,
  ]))).digest('hex').slice(0, 16);

/**
 * The e-mail that tells a booked customer her class changed time, coach or
 * location (issue 16): for each of her classes that changed, what it was
 * (its type, day and time) and what it is now (day and time, coaches,
 * location), in the studio's zone, and where to cancel if she can no
 * longer come; for a new time or location, that the credit comes back
 * whatever the window. One e-mail per customer, however many of her
 * classes changed; keyed `class-changed:{customer}:{at}:{digest of the change}`, under
 * her 'classChanges' preference.
 */
export const classChangedMail = (notice: ClassChangedNotice): OutgoingMail => {
  const t = messages.deskSchedule;
  const { zone } = notice;
  const [first] = notice.changes;
  const blocks = notice.changes.map(({ before, after }) => {
    const was = before.class_date.getTime();
    const now = after.class_date.getTime();
    return [
      fill(t.changedIntro, { className: before.name, date: formatDate(was, zone), time: formatTime(was, zone) }),
      fill(t.changedWhen, { date: formatDate(now, zone), time: formatTime(now, zone) }),
      fill(t.changedCoach, { coach: after.coaches.length > 0 ? after.coaches.join(', ') : t.noCoach }),
      fill(t.changedWhere, { location: after.location }),
    ].join('\n');
  });
  // A new time or place (not a coach alone) lets her cancel with the credit back whatever the window: she is told so.
  const moved = notice.changes.some(({ before, after }) =>
    before.class_date.getTime() !== after.class_date.getTime() || before.location !== after.location);
  const { customer } = notice;
  // One line per class for WhatsApp (a template parameter holds no line break): what it is now.
  const summary = notice.changes.map(({ after }) => {
    const now = after.class_date.getTime();
    return `${after.name}, ${formatDate(now, zone)} ${formatTime(now, zone)}, ${after.location.trim() || WHATSAPP_EMPTY_PARAM}`;
  });
  return {
    to: customer.email,
    subject: fill(t.changedSubject, { className: first?.after.name ?? '' }),
    text: [greetingOf(customer), ...blocks, ...(moved ? [t.changedRefund] : []), fill(t.changedOutro, { link: notice.link })].join('\n\n'),
    key: `class-changed:${customer.customer_id}:${notice.at}:${changeDigest(notice)}`,
    topic: 'classChanges',
    customerId: customer.customer_id,
    ...(notice.calendar ? { attachments: [notice.calendar] } : {}),
    whatsapp: { template: 'class_changed', params: [customer.name.trim() || customer.email, whatsappSummary(summary), notice.link].map(whatsappParam) },
  };
};
