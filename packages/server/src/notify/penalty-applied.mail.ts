import { fill, formatDate, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { PenaltyAppliedNotice } from './notifier.js';

/**
 * The e-mail that tells a customer she has a penalty after her no-shows
 * (spec 4, Penalty; issue 16): its reason, the day she can book again in
 * the studio's zone (the member area's own words, spec 8), and where her
 * reservations are. Keyed `penalty:{penaltyId}`, under her 'reservations' preference.
 */
export const penaltyAppliedMail = (notice: PenaltyAppliedNotice): OutgoingMail => {
  const t = messages.deskAttendance;
  const name = notice.customer.name.trim();
  const date = formatDate(notice.endDate.getTime(), notice.zone);
  const greeting = name ? fill(t.penaltyAppliedGreeting, { name }) : t.penaltyAppliedGreetingNoName;
  const body = fill(t.penaltyAppliedBody, { reason: notice.reason, date, link: notice.link });
  return {
    to: notice.customer.email,
    subject: fill(t.penaltyAppliedSubject, { date }),
    text: `${greeting}\n\n${body}`,
    key: `penalty:${notice.penaltyId}`,
    topic: 'reservations',
    customerId: notice.customer.customer_id,
    whatsapp: { template: 'penalty_applied', params: [name || notice.customer.email, notice.reason, date, notice.link] },
  };
};
