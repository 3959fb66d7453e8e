import { fill, formatDate, formatTime, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { CalendarFile, ReservationEvent } from '../calendar/ics.js';
import type { StudioLook } from './layout.js';

/**
 * What every notice of one reservation names (issue 17): the reservation as
 * its calendar event has it (`reservationEvents`: her, the class, its
 * coaches and location, the guest), the studio's zone, and where she sees
 * her reservations.
 */
export interface ReservationNotice {
  readonly event: ReservationEvent;
  /** The studio's IANA zone, in which dates and times are written. */
  readonly zone: string;
  /** 'Mis Reservaciones': `{origin}/mystudio/reservaciones`. */
  readonly link: string;
}

/** A reservation was made, by her or by the studio for her: the e-mail carries its calendar event (METHOD:REQUEST). */
export interface ReservationConfirmedNotice extends ReservationNotice {
  /** The reservation's .ics (`reservationCalendar` with METHOD:REQUEST); null attaches nothing. */
  readonly calendar: CalendarFile | null;
  /** The studio's look when the booking has read its settings already (`MailContent.look`). */
  readonly look?: StudioLook;
}

/** 'Hola Ana:' (or 'Hola:' without a name). */
export const greetingFor = (event: Pick<ReservationEvent, 'customerName'>): string => {
  const t = messages.bookingNotices;
  const name = event.customerName.trim();
  return name ? fill(t.greeting, { name }) : t.greetingNoName;
};

/** 'Indoor Cycling del 05 mar 2026 a las 07:00', in the studio's zone. */
export const classLineOf = (event: Pick<ReservationEvent, 'className' | 'start'>, zone: string): string =>
  fill(messages.bookingNotices.classLine, { className: event.className, date: formatDate(event.start.getTime(), zone), time: formatTime(event.start.getTime(), zone) });

/** The lines that say where, with whom, which spot and whose place it is. */
export const detailLines = (event: ReservationEvent): string[] => {
  const t = messages.bookingNotices;
  const where = [event.location.name, event.location.address?.trim()].filter(Boolean).join(', ');
  return [
    fill(t.where, { location: where }),
    ...(event.coaches.length > 0 ? [fill(t.coach, { coaches: event.coaches.join(messages.calendar.coachesJoin) })] : []),
    ...(event.spot ? [fill(t.spot, { spot: event.spot })] : []),
    ...(event.guest ? [fill(t.guest, { guest: event.guest })] : []),
  ];
};

/** What every customer notice of a reservation sets: her address, the topic she chose, the idempotency key. */
export const noticeOf = (event: ReservationEvent, key: string, topic: 'reservations' | 'reminders') => ({
  to: event.customerEmail, key, topic, customerId: event.customerId,
}) as const;

/**
 * The approved WhatsApp utility template of a notice, sent too when she
 * opted in: {{1}} her name, {{2}} the class, {{3}} its day, {{4}} its time,
 * then the template's own (the cancel link of the reminder).
 */
export const whatsappOf = (template: string, event: ReservationEvent, zone: string, ...more: string[]) => ({
  template,
  params: [
    event.customerName.trim() || event.customerEmail, event.className,
    formatDate(event.start.getTime(), zone), formatTime(event.start.getTime(), zone), ...more,
  ],
});

/**
 * The e-mail that confirms a reservation (issue 17): the class, its day and
 * time in the studio's zone, where and with whom, and the link to 'Mis
 * Reservaciones', with the class's .ics attached so she adds it to her
 * calendar. One per reservation (`reservation-confirmed:{id}`), under her
 * 'reservations' preference.
 */
export const reservationConfirmedMail = (notice: ReservationConfirmedNotice): OutgoingMail => {
  const t = messages.bookingNotices;
  const { event, zone } = notice;
  return {
    ...noticeOf(event, `reservation-confirmed:${event.reservationId}`, 'reservations'),
    subject: fill(t.confirmedSubject, { className: event.className }),
    text: [
      greetingFor(event),
      fill(t.confirmedIntro, { class: classLineOf(event, zone) }),
      detailLines(event).join('\n'),
      ...(notice.calendar ? [t.confirmedCalendar] : []),
      fill(t.confirmedOutro, { link: notice.link }),
    ].join('\n\n'),
    ...(notice.calendar ? { attachments: [notice.calendar] } : {}),
    whatsapp: whatsappOf('reservation_confirmed', event, zone),
    ...(notice.look ? { look: notice.look } : {}),
  };
};
