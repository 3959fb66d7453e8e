import {
  benefitsText, classAmountText, fill, formatDate, formatMoney, messages, nextChargeText, orderTitle, purchaseBadge, totalPaidText, type Purchase,
} from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { NoticeRecipient } from './notifier.js';
import { greetingOf } from './renewal-paid.mail.js';

/** One labelled line of the studio's bank details ('Banco: BBVA'). */
export interface ReceiptLine {
  readonly label: string;
  readonly value: string;
}

/**
 * A purchase to tell her about (issue 17): `paid` once its money arrived
 * (a card, an admin's 'Marcar como pagado', a free purchase or trial);
 * `instructions` for a purchase paid in cash, still pending, with the
 * studio's bank details and the method's instructions.
 */
export interface PurchaseReceiptNotice {
  readonly kind: 'paid' | 'instructions';
  readonly customer: NoticeRecipient;
  readonly customerId: number;
  /** The purchase as /gracias reads it (`GET /purchases/:id`). */
  readonly purchase: Purchase;
  /** The studio's bank details that are set (cash only; empty otherwise). */
  readonly bank: readonly ReceiptLine[];
  readonly now: number;
  readonly zone: string;
  /** Her order: `{origin}/gracias/{purchase_id}`. */
  readonly link: string;
}

/** A method's instructions are rich text (HTML): the plain text of it, one paragraph a line. */
export const plainText = (html: string): string =>
  html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .split('\n').map((line) => line.trim()).filter((line) => line !== '').join('\n');

/**
 * The purchase receipt, in the words of spec 2's order confirmation:
 * 'Orden #00{id}', the package, date, 'Total Pagado', status, classes,
 * payment method and its instructions, the bank details for cash, the
 * renewal line and a free trial's next charge, then the link to her order.
 * Key `purchase-receipt:${purchaseId}` (paid) or
 * `purchase-instructions:${purchaseId}` (cash to pay), topic 'payments'.
 */
export const purchaseReceiptMail = (notice: PurchaseReceiptNotice): OutgoingMail => {
  const { purchase, zone } = notice;
  const t = messages.paymentNotices;
  const billing = { ...purchase, class_package: null };
  const title = orderTitle(purchase.purchase_id);
  const method = purchase.payment_method;
  const instructions = method?.instructions ? plainText(method.instructions) : '';
  const renewal = [benefitsText(billing), nextChargeText(billing, notice.now, zone)].filter((line): line is string => line !== null);
  const lines = [
    greetingOf(notice.customer.name),
    '',
    fill(notice.kind === 'paid' ? t.receiptIntro : t.instructionsIntro, { title: purchase.title }),
    '',
    title,
    purchase.title,
    fill(t.date, { date: formatDate(purchase.createdAt || purchase.created_at, zone) }),
    totalPaidText(purchase.total_payment),
    fill(t.status, { status: purchaseBadge(purchase, zone).label }),
    ...(purchase.class_amount === 0 ? [] : [fill(t.classes, { classes: classAmountText(purchase.class_amount) })]),
    ...(method ? [fill(t.method, { method: method.name })] : []),
    ...(instructions ? ['', instructions] : []),
    ...(notice.bank.length > 0 ? ['', ...notice.bank.map((line) => fill(t.bankLine, { label: line.label, value: line.value }))] : []),
    ...(renewal.length > 0 ? ['', ...renewal] : []),
    '',
    fill(t.seeOrder, { link: notice.link }),
  ];
  return {
    to: notice.customer.email,
    subject: fill(notice.kind === 'paid' ? t.receiptSubject : t.instructionsSubject, { order: title }),
    text: lines.join('\n'),
    key: `${notice.kind === 'paid' ? 'purchase-receipt' : 'purchase-instructions'}:${purchase.purchase_id}`,
    topic: 'payments',
    customerId: notice.customerId,
    whatsapp: {
      template: notice.kind === 'paid' ? 'purchase_receipt' : 'purchase_instructions',
      params: [notice.customer.name.trim() || notice.customer.email, purchase.title, title, formatMoney(purchase.total_payment) || formatMoney(0), notice.link],
    },
  };
};
