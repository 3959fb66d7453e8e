import { fill, formatDate, formatMoney, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';
import type { NoticeRecipient } from './notifier.js';
import { greetingOf } from './renewal-paid.mail.js';

/** A renewal could not be charged (issue 17). */
export interface RenewalFailedNotice {
  readonly customer: NoticeRecipient;
  readonly customerId: number;
  /** The failed invoice. */
  readonly invoiceId: number;
  readonly title: string;
  readonly amount: number;
  /** When the charge is tried again; null when no try is known (after the last one, or a provider that says none). */
  readonly retryAt: Date | null;
  /** Whether the subscription ended with this refusal (her benefits end with the period paid). */
  readonly ended: boolean;
  /** Whether the card kept for the renewals was gone from her saved cards (deleted in 'Métodos de pago'). */
  readonly cardMissing?: boolean;
  readonly zone: string;
  /** 'Mis Cargos': `{origin}/mystudio/pagos`. */
  readonly link: string;
  /**
   * Her saved cards, `{origin}/mystudio/metodos`: a card saved there is the
   * one the next try charges. Null when a provider (Stripe, PayPal) renews
   * the purchase: it retries with its own card, so no link is offered.
   */
  readonly cardsLink: string | null;
}

/**
 * Tells her a renewal was refused: the amount, the next try (or that the
 * subscription ends), and the link to update her card. Once per failed
 * invoice (`renewal-failed:${invoiceId}`), gated by her 'payments' preference.
 */
export const renewalFailedMail = (notice: RenewalFailedNotice): OutgoingMail => {
  const t = messages.paymentNotices;
  const next = notice.retryAt
    ? fill(t.renewalRetry, { date: formatDate(notice.retryAt.getTime(), notice.zone) })
    : notice.ended || notice.cardsLink !== null ? t.renewalEnded : t.renewalProviderPending;
  const intro = notice.cardMissing ? t.renewalCardMissingIntro : t.renewalFailedIntro;
  const card = notice.cardsLink === null || notice.ended ? [] : [fill(notice.cardMissing ? t.renewalAddCard : t.renewalUpdateCard, { cardsLink: notice.cardsLink }), ''];
  const lines = [
    greetingOf(notice.customer.name),
    '',
    fill(intro, { amount: formatMoney(notice.amount), title: notice.title }),
    next,
    '',
    ...card,
    fill(t.renewalCharges, { link: notice.link }),
  ];
  return {
    to: notice.customer.email,
    subject: fill(t.renewalFailedSubject, { title: notice.title }),
    text: lines.join('\n'),
    key: `renewal-failed:${notice.invoiceId}`,
    topic: 'payments',
    customerId: notice.customerId,
    whatsapp: {
      template: 'renewal_failed',
      params: [notice.customer.name.trim() || notice.customer.email, notice.title, formatMoney(notice.amount), next, notice.link],
    },
  };
};
