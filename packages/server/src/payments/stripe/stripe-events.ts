import type Stripe from 'stripe';
import type { ProviderEffect, ProviderEvent, WebhookVerifier } from '../browser.js';
import { fromSeconds, type SubscriptionNotice } from '../subscription-events.js';
import { pesos } from './stripe-client.js';
import { idOf } from './stripe-customers.js';

/** How long after Stripe signed an event we still take it (Stripe's own default). */
const TOLERANCE_SECONDS = 300;

/** Our purchase id from an object's metadata (or a session's client_reference_id). */
const purchaseIdOf = (metadata: Stripe.Metadata | null | undefined, reference?: string | null): number | null => {
  const raw = metadata?.purchase_id ?? reference ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};

/** An amount in centavos as pesos; null when the event carries none. */
const centsOf = (cents: number | null | undefined): number | null => (typeof cents === 'number' && Number.isFinite(cents) ? pesos(cents) : null);

const blank = { amount: null, currency: null, subscriptionId: null, keptSource: null, providerCustomerId: null } as const;

/** A PaymentIntent's event: paid or failed, with what was received and the card kept for renewals. */
const fromPaymentIntent = (intent: Stripe.PaymentIntent, effect: ProviderEffect): Omit<ProviderEvent, 'eventId' | 'type'> => ({
  ...blank,
  effect,
  purchaseId: purchaseIdOf(intent.metadata),
  ref: intent.id,
  amount: centsOf(intent.amount_received || intent.amount),
  currency: intent.currency,
  keptSource: intent.setup_future_usage ? idOf(intent.payment_method) : null,
  providerCustomerId: idOf(intent.customer),
});

/** A SetupIntent's event (a free trial's card): nothing paid, the card kept. */
const fromSetupIntent = (intent: Stripe.SetupIntent, effect: ProviderEffect): Omit<ProviderEvent, 'eventId' | 'type'> => ({
  ...blank,
  effect,
  purchaseId: purchaseIdOf(intent.metadata),
  ref: intent.id,
  amount: 0,
  currency: 'mxn',
  keptSource: idOf(intent.payment_method),
  providerCustomerId: idOf(intent.customer),
});

/** A Checkout Session's event: settled once paid (or when nothing was due: a free trial). */
const fromSession = (session: Stripe.Checkout.Session, effect: ProviderEffect): Omit<ProviderEvent, 'eventId' | 'type'> => {
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  return {
    ...blank,
    effect: effect === 'settle' && !paid ? 'ignore' : effect,
    purchaseId: purchaseIdOf(session.metadata, session.client_reference_id),
    ref: session.id,
    amount: centsOf(session.amount_total),
    currency: session.currency,
    subscriptionId: idOf(session.subscription),
    providerCustomerId: idOf(session.customer),
  };
};

/** The subscription an invoice bills, and the metadata we gave it (API versions since 2025-03: `parent.subscription_details`; before: `subscription`). */
const billedSubscription = (invoice: Stripe.Invoice): { id: string | null; metadata: Stripe.Metadata | null } => {
  const details = invoice.parent?.subscription_details;
  if (details) return { id: idOf(details.subscription), metadata: details.metadata };
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null; subscription_details?: { metadata?: Stripe.Metadata | null } }).subscription;
  return { id: idOf(legacy), metadata: (invoice as unknown as { subscription_details?: { metadata?: Stripe.Metadata | null } }).subscription_details?.metadata ?? null };
};

/**
 * The end of the period an invoice pays for: the latest end among its
 * subscription lines (a proration line, or an item added mid-period, may
 * come first with an earlier end); among all its lines when none says it is
 * one (older API versions).
 */
const periodEndOf = (invoice: Stripe.Invoice): number | null => {
  const lines = invoice.lines?.data ?? [];
  const isSubscriptionLine = (line: Stripe.InvoiceLineItem): boolean => {
    const legacy = (line as unknown as { type?: string }).type;
    return line.parent?.type === 'subscription_item_details' || legacy === 'subscription';
  };
  const own = lines.filter(isSubscriptionLine);
  const ends = (own.length > 0 ? own : lines).map((line) => line.period?.end).filter((end): end is number => typeof end === 'number');
  return ends.length > 0 ? fromSeconds(Math.max(...ends)) : null;
};

/** Only these invoices are a subscription's periods: its first (made with it) and each renewal. */
const PERIOD_INVOICES = new Set(['subscription_create', 'subscription_cycle']);

/**
 * An invoice's event as a subscription notice: paid or failed, for the
 * subscription's first invoice (which the checkout already settled) or a
 * renewal; null for an invoice of no subscription, or of another kind (a
 * proration, an invoice made by hand), which we do not act on.
 */
const fromInvoice = (invoice: Stripe.Invoice, paid: boolean): SubscriptionNotice | null => {
  const billed = billedSubscription(invoice);
  if (!billed.id || !invoice.id || !PERIOD_INVOICES.has(invoice.billing_reason ?? '')) return null;
  const base = {
    subscriptionId: billed.id, purchaseId: purchaseIdOf(billed.metadata ?? invoice.metadata),
    currency: invoice.currency, first: invoice.billing_reason === 'subscription_create',
  };
  if (paid) {
    return {
      ...base, kind: 'renewal_paid', ref: invoice.id, amount: centsOf(invoice.amount_paid),
      paidAt: fromSeconds(invoice.status_transitions?.paid_at), periodEnd: periodEndOf(invoice),
    };
  }
  const attempt = typeof invoice.attempt_count === 'number' ? invoice.attempt_count : null;
  return {
    ...base, kind: 'renewal_failed', ref: `${invoice.id}:attempt-${attempt ?? 0}`, amount: centsOf(invoice.amount_due),
    attempt, nextAttemptAt: fromSeconds(invoice.next_payment_attempt),
  };
};

/**
 * A subscription Stripe deleted: it bills no more. Cancelled (at its
 * period's end, or at once), or ended unpaid after its retries failed
 * (`cancellation_details.reason` 'payment_failed'): then the purchase is
 * 'failed', as PayPal's SUSPENDED.
 */
const fromDeletedSubscription = (subscription: Stripe.Subscription): SubscriptionNotice => ({
  kind: 'ended', reason: subscription.cancellation_details?.reason === 'payment_failed' ? 'suspended' : 'cancelled', subscriptionId: subscription.id, purchaseId: purchaseIdOf(subscription.metadata),
  endedAt: fromSeconds(subscription.ended_at ?? subscription.canceled_at),
});

/** An event about a subscription Stripe renews, acknowledged for its notice (null: ignored). */
const subscriptionEvent = (notice: SubscriptionNotice | null): Omit<ProviderEvent, 'eventId' | 'type'> =>
  ({ ...blank, effect: 'ignore', purchaseId: null, ref: null, ...(notice ? { subscription: notice } : {}) });

/** What each event we act on means; any other type is acknowledged and ignored. */
const readEvent = (event: Stripe.Event): Omit<ProviderEvent, 'eventId' | 'type'> => {
  switch (event.type) {
    case 'payment_intent.succeeded': return fromPaymentIntent(event.data.object, 'settle');
    case 'payment_intent.payment_failed': return fromPaymentIntent(event.data.object, 'fail');
    case 'setup_intent.succeeded': return fromSetupIntent(event.data.object, 'settle');
    case 'setup_intent.setup_failed': return fromSetupIntent(event.data.object, 'fail');
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': return fromSession(event.data.object, 'settle');
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': return fromSession(event.data.object, 'fail');
    case 'invoice.paid': return subscriptionEvent(fromInvoice(event.data.object, true));
    case 'invoice.payment_failed': return subscriptionEvent(fromInvoice(event.data.object, false));
    case 'customer.subscription.deleted': return subscriptionEvent(fromDeletedSubscription(event.data.object));
    default: return { ...blank, effect: 'ignore', purchaseId: null, ref: null };
  }
};

/**
 * Stripe's webhook signatures (`Stripe-Signature` over the raw body, HMAC
 * with the endpoint's secret), checked against our clock; a body that does
 * not verify is null (answered 400). The event is then read into what the
 * checkout acts on.
 */
export const stripeWebhooks = (stripe: Stripe, secret: string): WebhookVerifier => ({
  verify(rawBody, signature, now) {
    if (!signature) return null;
    let event: Stripe.Event;
    try {
      // `receivedAt` is milliseconds (the SDK divides it): our clock, so tests and servers agree on an event's age.
      event = stripe.webhooks.constructEvent(rawBody, signature, secret, TOLERANCE_SECONDS, undefined, now);
    } catch {
      return null;
    }
    return { eventId: event.id, type: event.type, ...readEvent(event) };
  },
});
