import type Stripe from 'stripe';
import type { ProviderEffect, ProviderEvent, WebhookVerifier } from '../browser.js';
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
