import { fill, formatDate, formatTime, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { ClassChangedNotice, NoticeRecipient } from './notifier.js';

/** 'Hola Ana,' or 'Hola,' for a customer without a name. */
export const greetingOf = (customer: NoticeRecipient): string => {
  const name = customer.name.trim();
  return name ? fill(messages.deskSchedule.changedGreeting, { name }) : messages.deskSchedule.changedGreetingNoName;
};

/**
 * The e-mail that tells a booked customer her class changed time, coach or
 * location (issue 16): for each of her classes that changed, what it was
 * (its type, day and time) and what it is now (day and time, coaches,
 * location), in the studio's zone, and where to cancel if she can no
 * longer come; for a new time or location, that the credit comes back
 * whatever the window. One e-mail per customer, however many of her
 * classes changed.
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
  return {
    to: notice.customer.email,
    subject: fill(t.changedSubject, { className: first?.after.name ?? '' }),
    text: [greetingOf(notice.customer), ...blocks, ...(moved ? [t.changedRefund] : []), fill(t.changedOutro, { link: notice.link })].join('\n\n'),
  };
};
