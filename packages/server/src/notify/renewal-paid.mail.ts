import { fill, formatDate, formatMoney, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { NoticeRecipient } from './notifier.js';

/** A subscription renewed: the charge's receipt (issue 17). */
export interface RenewalPaidNotice {
  readonly customer: NoticeRecipient;
  readonly customerId: number;
  readonly invoiceId: number;
  /** The purchase's title ('Mensualidad ilimitada'). */
  readonly title: string;
  /** MXN charged. */
  readonly amount: number;
  readonly paidAt: Date;
  /** The next charge; null when the subscription will not be charged again by the studio. */
  readonly nextCharge: Date | null;
  /** The studio's IANA zone, in which dates are written. */
  readonly zone: string;
  /** 'Mis Cargos': `{origin}/mystudio/pagos`. */
  readonly link: string;
}

/** Greets her by name when she gave one. */
export const greetingOf = (name: string): string =>
  (name.trim() ? fill(messages.paymentNotices.greeting, { name: name.trim() }) : messages.paymentNotices.greetingNoName);

/**
 * The renewal receipt: what was charged, when, the next charge, and where
 * her charges are listed. Once per invoice (`renewal-paid:${invoiceId}`),
 * gated by her 'payments' preference.
 */
export const renewalPaidMail = (notice: RenewalPaidNotice): OutgoingMail => {
  const t = messages.paymentNotices;
  const amount = formatMoney(notice.amount);
  const date = formatDate(notice.paidAt.getTime(), notice.zone);
  const lines = [
    greetingOf(notice.customer.name),
    '',
    fill(t.renewalPaidIntro, { title: notice.title, amount, date }),
    ...(notice.nextCharge ? ['', fill(t.renewalNext, { date: formatDate(notice.nextCharge.getTime(), notice.zone) })] : []),
    '',
    fill(t.renewalReceipt, { invoice: notice.invoiceId, link: notice.link }),
  ];
  return {
    to: notice.customer.email,
    subject: fill(t.renewalPaidSubject, { title: notice.title }),
    text: lines.join('\n'),
    key: `renewal-paid:${notice.invoiceId}`,
    topic: 'payments',
    customerId: notice.customerId,
    whatsapp: {
      template: 'renewal_paid',
      params: [
        notice.customer.name.trim() || notice.customer.email, notice.title, amount, date,
        notice.nextCharge ? formatDate(notice.nextCharge.getTime(), notice.zone) : '-', notice.link,
      ],
    },
  };
};
