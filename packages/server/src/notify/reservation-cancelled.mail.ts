import { fill, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { CalendarFile, ReservationEvent } from '../calendar/ics.js';
import { classLineOf, detailLines, greetingFor, noticeOf, whatsappOf, type ReservationNotice } from './reservation-confirmed.mail.js';

/** A reservation was cancelled, by her (member area, the reminder's link) or by the studio (the desk). */
export interface ReservationCancelledNotice extends ReservationNotice {
  /** The desk cancelled it; false: she did. */
  readonly byStudio: boolean;
  /** Her class credit came back. */
  readonly refundsCredit: boolean;
  /** The same event with METHOD:CANCEL (same UID), which takes it off her calendar; null attaches nothing. */
  readonly calendar: CalendarFile | null;
  /**
   * Her guests' places cancelled with hers (the desk cancels them together):
   * named in the same e-mail, their events in the same CANCEL file.
   */
  readonly guests?: readonly ReservationEvent[];
}

/**
 * The e-mail that tells her a reservation was cancelled (issue 17), one per
 * customer and cancellation (her guests' places with hers): who
 * cancelled it, whether her credit came back, and the event with
 * METHOD:CANCEL, so the class leaves the calendar she added it to. One per
 * reservation (`reservation-cancelled:{id}`), under her 'reservations'
 * preference.
 */
export const reservationCancelledMail = (notice: ReservationCancelledNotice): OutgoingMail => {
  const t = messages.bookingNotices;
  const { event, zone } = notice;
  return {
    ...noticeOf(event, `reservation-cancelled:${event.reservationId}`, 'reservations'),
    subject: fill(t.cancelledSubject, { className: event.className }),
    text: [
      greetingFor(event),
      fill(notice.byStudio ? t.cancelledByStudio : t.cancelledByHer, { class: classLineOf(event, zone) }),
      detailLines(event).join('\n'),
      ...(notice.guests && notice.guests.length > 0
        ? [fill(t.cancelledGuests, { guests: notice.guests.map((guest) => guest.guest ?? '').join(', ') })]
        : []),
      notice.refundsCredit ? t.cancelledRefunded : t.cancelledKept,
      ...(notice.calendar ? [t.cancelledCalendar] : []),
      fill(t.cancelledOutro, { link: notice.link }),
    ].join('\n\n'),
    ...(notice.calendar ? { attachments: [notice.calendar] } : {}),
    whatsapp: whatsappOf('reservation_cancelled', event, zone),
  };
};
