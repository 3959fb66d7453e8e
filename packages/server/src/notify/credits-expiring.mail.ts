import { fill, formatDate, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { NoticeRecipient } from './notifier.js';
import { greetingOf } from './renewal-paid.mail.js';

/** Credits of one customer that expire on one day (issue 17: told 7 days before). */
export interface CreditsExpiringNotice {
  readonly customer: NoticeRecipient;
  readonly customerId: number;
  /** The studio's calendar day they expire on, 'YYYY-MM-DD' (the notice's key). */
  readonly day: string;
  /** The moment they expire (the earliest of that day), written in the studio's zone. */
  readonly expiresAt: Date;
  /** Classes left on them; null when one of them is unlimited. */
  readonly classes: number | null;
  /** The purchases they came from ('Paquete 10 clases'), each once. */
  readonly titles: readonly string[];
  readonly zone: string;
  /** Where to book: `{origin}/mystudio`. */
  readonly link: string;
}

const t = messages.paymentNotices;

/** 'Tus 8 clases disponibles (Paquete 10) vencen el 05 mar 2026…', one class or unlimited in their own words. */
const expiringText = (classes: number | null, from: string, date: string): string => {
  if (classes === null) return fill(t.expiringUnlimited, { from, date });
  return classes === 1 ? fill(t.expiringOne, { from, date }) : fill(t.expiringMany, { count: classes, from, date });
};

/**
 * Tells her credits expire in 7 days: how many classes, from which
 * purchase, the day, and where to book them. Once per customer and day
 * (`credits-expiring:${customerId}:${day}`), topic 'credits'.
 */
export const creditsExpiringMail = (notice: CreditsExpiringNotice): OutgoingMail => {
  const date = formatDate(notice.expiresAt.getTime(), notice.zone);
  const from = notice.titles.length > 0 ? fill(t.expiringFrom, { titles: notice.titles.join(', ') }) : '';
  const lines = [
    greetingOf(notice.customer.name),
    '',
    expiringText(notice.classes, from, date),
    '',
    fill(t.expiringBook, { link: notice.link }),
  ];
  return {
    to: notice.customer.email,
    subject: fill(t.expiringSubject, { date }),
    text: lines.join('\n'),
    key: `credits-expiring:${notice.customerId}:${notice.day}`,
    topic: 'credits',
    customerId: notice.customerId,
    whatsapp: {
      template: 'credits_expiring',
      params: [
        notice.customer.name.trim() || notice.customer.email,
        notice.classes === null ? 'ilimitadas' : String(notice.classes),
        notice.titles.join('; ') || '-', date, notice.link,
      ],
    },
  };
};
