import { fill, formatDate, formatMoney, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { NoticeRecipient } from './notifier.js';
import type { ReceiptLine } from './purchase-receipt.mail.js';
import { greetingOf } from './renewal-paid.mail.js';

/** A subscription paid in cash (or sold at the desk) whose period ended: the next one to pay (issue 17). */
export interface CashRenewalNotice {
  readonly customer: NoticeRecipient;
  readonly customerId: number;
  /** The pending invoice of the new period (the notice's key). */
  readonly invoiceId: number;
  readonly title: string;
  readonly amount: number;
  /** The end of the period paid. */
  readonly periodEnd: Date;
  /** The last day to pay: after it the subscription ends. */
  readonly deadline: Date;
  /** The studio's bank details that are set. */
  readonly bank: readonly ReceiptLine[];
  /** The method's instructions, as plain text ('' when none). */
  readonly instructions: string;
  readonly zone: string;
  /** 'Mis Cargos': `{origin}/mystudio/pagos`. */
  readonly link: string;
}

/**
 * The cash instructions of a subscription's next period: the amount, the
 * deadline, the method's instructions and the studio's bank details. Once
 * per period (`cash-renewal:${invoiceId}`), topic 'payments'.
 */
export const cashRenewalMail = (notice: CashRenewalNotice): OutgoingMail => {
  const t = messages.paymentNotices;
  const amount = formatMoney(notice.amount);
  const date = formatDate(notice.periodEnd.getTime(), notice.zone);
  const deadline = formatDate(notice.deadline.getTime(), notice.zone);
  const lines = [
    greetingOf(notice.customer.name),
    '',
    fill(t.cashRenewalIntro, { title: notice.title, date, amount, deadline }),
    ...(notice.instructions ? ['', notice.instructions] : []),
    ...(notice.bank.length > 0 ? ['', ...notice.bank.map((line) => fill(t.bankLine, { label: line.label, value: line.value }))] : []),
    '',
    fill(t.renewalCharges, { link: notice.link }),
  ];
  return {
    to: notice.customer.email,
    subject: fill(t.cashRenewalSubject, { title: notice.title }),
    text: lines.join('\n'),
    key: `cash-renewal:${notice.invoiceId}`,
    topic: 'payments',
    customerId: notice.customerId,
    whatsapp: {
      template: 'cash_renewal_due',
      params: [notice.customer.name.trim() || notice.customer.email, notice.title, amount, deadline, notice.link],
    },
  };
};
