import { fill, formatTime, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import { classLineOf, detailLines, greetingFor, noticeOf, whatsappOf, type ReservationNotice } from './reservation-confirmed.mail.js';

/**
 * The idempotency key of a reservation's reminder for one class start:
 * `reminder:{id}:{start ISO}`. The only builder of it (the mail, the job,
 * the tests), so a class moved later is reminded again under a new key.
 */
export const reminderKey = (reservationId: number, classStart: Date): string =>
  `reminder:${reservationId}:${classStart.toISOString()}`;

/** The reminder of a class she booked, `reminder_hours` before it (issue 17). */
export interface ReminderNotice extends ReservationNotice {
  /**
   * The one-tap cancel link (`{origin}/mystudio/cancelar#{token}`) and whether
   * cancelling now gives her credit back; null when she cannot cancel now
   * (cancelling is off, or past the window without late cancels).
   */
  readonly cancel: { readonly link: string; readonly refundsCredit: boolean } | null;
}

/**
 * The reminder (issue 17): the class, when and where, and, when she may
 * still cancel, the one-tap cancel link on its own line with what
 * cancelling now does to her credit. One per reservation and class start
 * (`reminderKey`), under her 'reminders' preference.
 */
export const reminderMail = (notice: ReminderNotice): OutgoingMail => {
  const t = messages.bookingNotices;
  const { event, zone, cancel } = notice;
  return {
    ...noticeOf(event, reminderKey(event.reservationId, event.start), 'reminders'),
    subject: fill(t.reminderSubject, { className: event.className, time: formatTime(event.start.getTime(), zone) }),
    text: [
      greetingFor(event),
      fill(t.reminderIntro, { class: classLineOf(event, zone) }),
      detailLines(event).join('\n'),
      ...(cancel ? [`${cancel.refundsCredit ? t.reminderCancelRefund : t.reminderCancelLate}\n${cancel.link}`] : []),
      fill(t.reminderOutro, { link: notice.link }),
    ].join('\n\n'),
    whatsapp: whatsappOf('class_reminder', event, zone, cancel?.link ?? notice.link),
  };
};
