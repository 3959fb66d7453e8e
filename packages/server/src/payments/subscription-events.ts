/**
 * What a provider that renews a subscription itself (Stripe Billing, PayPal
 * subscriptions) tells us about it after the checkout: a period paid, a
 * charge refused, the subscription over. Read from a verified webhook; the
 * renewals module (`purchases/renewal.ts`) turns it into invoices, credits
 * and notices.
 */

/** Fields every subscription notice carries. */
interface NoticeBase {
  /** The provider's subscription id (sub_…, I-…), kept on the purchase at checkout (`purchases.subscription_id`). */
  readonly subscriptionId: string;
  /** Our purchase id, when the provider carries it beside the subscription (metadata, custom_id); a cross-check only. */
  readonly purchaseId: number | null;
}

/** A period paid: the provider's id of the charge (in_…, a PayPal sale), what it received and the period it pays. */
export interface RenewalPaidNotice extends NoticeBase {
  readonly kind: 'renewal_paid';
  readonly ref: string;
  /** MXN received, when the provider says. */
  readonly amount: number | null;
  readonly currency: string | null;
  /** When it was paid (epoch ms), when the provider says. */
  readonly paidAt: number | null;
  /** The end of the period it pays for (epoch ms), when the provider says (a Stripe invoice's line); else the purchase's terms decide. */
  readonly periodEnd: number | null;
  /**
   * The subscription's first charge, made at checkout (Stripe's
   * billing_reason 'subscription_create'): the checkout already invoiced and
   * credited it, so it grants nothing again.
   */
  readonly first: boolean;
}

/** A renewal charge refused; the provider may retry it. */
export interface RenewalFailedNotice extends NoticeBase {
  readonly kind: 'renewal_failed';
  /** This attempt's reference, one per attempt (a Stripe invoice and its attempt count; PayPal's failure time, else its event id). */
  readonly ref: string;
  readonly amount: number | null;
  readonly currency: string | null;
  /** How many times the provider tried this charge, when it says. */
  readonly attempt: number | null;
  /** When it tries again (epoch ms); null when it will not (or does not say). */
  readonly nextAttemptAt: number | null;
  /** The subscription's first charge (refused at checkout): the checkout's business, not a renewal. */
  readonly first: boolean;
}

/** The provider bills the subscription no more: cancelled (by her, the studio or the provider) or suspended after failures. */
export interface SubscriptionEndedNotice extends NoticeBase {
  readonly kind: 'ended';
  readonly reason: 'cancelled' | 'suspended';
  /** When it ended at the provider (epoch ms), when it says. */
  readonly endedAt: number | null;
}

export type SubscriptionNotice = RenewalPaidNotice | RenewalFailedNotice | SubscriptionEndedNotice;

/** Seconds since the epoch (Stripe's dates) as epoch ms; null when absent. */
export const fromSeconds = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value * 1000 : null;

/** An ISO date (PayPal's) as epoch ms; null when absent or unreadable. */
export const fromIso = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};

/** A verified event of the subscription provider: its id (handled once per id), its type, and what it says about a subscription (null: nothing we act on). */
export interface VerifiedSubscriptionEvent {
  readonly eventId: string;
  readonly type: string;
  readonly subscription: SubscriptionNotice | null;
}

/** The subscription provider's webhooks (PayPal's): a delivery verified by the provider itself, then read. */
export interface SubscriptionWebhooks {
  /**
   * The event when the provider says it signed this delivery for our
   * webhook; null when a signature header is missing, the body is no event,
   * or the provider answers that it did not sign it. The provider
   * unreachable: throws `ProviderUnavailable` (answered 503, so it retries).
   */
  verify(rawBody: string, header: (name: string) => string | undefined): Promise<VerifiedSubscriptionEvent | null>;
}
