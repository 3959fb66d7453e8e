import { fill, formatDate, formatTime, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import { greetingOf } from './class-changed.mail.js';
import type { ClassCancelledNotice } from './notifier.js';

/**
 * The e-mail that tells a customer the studio cancelled a class she booked
 * (her reservation cancelled, her credit back) or waited for (her place on
 * the waitlist gone), issue 16: each class with its day, time and location
 * in the studio's zone, and where to book another. One e-mail per customer.
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
  return {
    to: notice.customer.email,
    subject: fill(t.cancelledSubject, { className: first?.singleClass.name ?? '' }),
    text: [greetingOf(notice.customer), ...blocks, fill(t.cancelledOutro, { link: notice.link })].join('\n\n'),
  };
};
