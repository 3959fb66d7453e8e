import type Stripe from 'stripe';
import type { BrowserKind, BrowserPaymentRequest, BrowserPayments, BrowserStartResult, SessionRequest } from '../browser.js';
import { centavos } from './stripe-client.js';
import { ensureCustomer, idOf } from './stripe-customers.js';
import { orRefusal, orUnavailable } from './stripe-errors.js';

/** What Stripe keeps beside each object, so a webhook finds its purchase. */
const metadataOf = (request: BrowserPaymentRequest): Record<string, string> => ({
  purchase_id: String(request.purchaseId),
  customer_id: String(request.customerId),
});

/**
 * A PaymentIntent the browser confirms with its card Element; a subscription
 * keeps the card on her Customer for the renewals (setup_future_usage). An
 * amount of 0 (a free trial) pays nothing: a SetupIntent only keeps the card.
 */
const startPayment = async (stripe: Stripe, request: BrowserPaymentRequest): Promise<BrowserStartResult> => {
  const keeps = request.keepCard || request.amount === 0;
  const customer = keeps ? await ensureCustomer(stripe, request) : null;
  const options = { idempotencyKey: request.idempotencyKey };
  if (request.amount === 0) {
    const made = await orRefusal(() => stripe.setupIntents.create({
      customer: customer ?? undefined, usage: 'off_session', allowed_payment_method_types: ['card'],
      description: request.description, metadata: metadataOf(request),
    }, options));
    if (!made.ok) return made;
    return { ok: true, start: { kind: 'setup_intent', ref: made.value.id, clientSecret: made.value.client_secret ?? undefined, providerCustomerId: customer ?? undefined } };
  }
  const made = await orRefusal(() => stripe.paymentIntents.create({
    amount: centavos(request.amount), currency: 'mxn', allowed_payment_method_types: ['card'],
    description: request.description, metadata: metadataOf(request),
    ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
  }, options));
  if (!made.ok) return made;
  return { ok: true, start: { kind: 'payment_intent', ref: made.value.id, clientSecret: made.value.client_secret ?? undefined, providerCustomerId: customer ?? undefined } };
};

/** The one line of a hosted page: the package at this price, recurring for a subscription. */
const lineItem = (request: SessionRequest, unitAmount: number): Stripe.Checkout.SessionCreateParams.LineItem => ({
  quantity: 1,
  price_data: {
    currency: 'mxn',
    unit_amount: centavos(unitAmount),
    product_data: { name: request.description },
    ...(request.subscription ? { recurring: { interval: request.subscription.period, interval_count: request.subscription.interval } } : {}),
  },
});

/**
 * A first charge below the subscription's price (a discount on the first
 * invoice only) is a coupon used once; the renewals charge the full price.
 * A free trial's first invoice is Stripe's $0 one, so a trial gets none.
 */
const firstChargeCoupon = async (stripe: Stripe, request: SessionRequest, price: number): Promise<string | null> => {
  if (!request.subscription || request.subscription.trialEndsAt !== null || request.amount >= price) return null;
  const coupon = await orUnavailable(() => stripe.coupons.create(
    { amount_off: centavos(price - request.amount), currency: 'mxn', duration: 'once', name: request.description.slice(0, 40) },
    { idempotencyKey: `${request.idempotencyKey}:coupon` },
  ));
  return coupon.id;
};

/** Seconds since the epoch, as Stripe dates things. */
const seconds = (ms: number): number => Math.floor(ms / 1000);

/**
 * A Stripe Checkout page: 'payment' for a package, 'subscription' for a
 * subscription package (its free trial ending at `trialEndsAt`). The
 * purchase id travels in metadata and client_reference_id; the webhook
 * `checkout.session.completed` settles it.
 */
const startSession = async (stripe: Stripe, request: SessionRequest, price: number): Promise<BrowserStartResult> => {
  const subscription = request.subscription;
  const customer = subscription ? await ensureCustomer(stripe, request) : request.providerCustomerId;
  const coupon = await firstChargeCoupon(stripe, request, price);
  const made = await orRefusal(() => stripe.checkout.sessions.create({
    mode: subscription ? 'subscription' : 'payment',
    line_items: [lineItem(request, subscription ? price : request.amount)],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: String(request.purchaseId),
    metadata: metadataOf(request),
    ...(customer ? { customer } : { customer_email: request.email }),
    ...(coupon ? { discounts: [{ coupon }] } : {}),
    ...(subscription
      ? { subscription_data: { metadata: metadataOf(request), ...(subscription.trialEndsAt ? { trial_end: seconds(subscription.trialEndsAt) } : {}) } }
      : {}),
  }, { idempotencyKey: request.idempotencyKey }));
  if (!made.ok) return made;
  return { ok: true, start: { kind: 'checkout_session', ref: made.value.id, url: made.value.url ?? undefined, providerCustomerId: idOf(made.value.customer) ?? customer ?? undefined } };
};

/** An earlier start read back by its id: the same clientSecret, or the page while it is still open. */
const resume = async (stripe: Stripe, kind: BrowserKind, ref: string): Promise<BrowserStartResult> => {
  if (kind === 'checkout_session') {
    const session = await orUnavailable(() => stripe.checkout.sessions.retrieve(ref));
    return { ok: true, start: { kind, ref, url: session.status === 'open' ? session.url ?? undefined : undefined } };
  }
  const intent = kind === 'setup_intent'
    ? await orUnavailable(() => stripe.setupIntents.retrieve(ref))
    : await orUnavailable(() => stripe.paymentIntents.retrieve(ref));
  return { ok: true, start: { kind, ref, clientSecret: intent.client_secret ?? undefined } };
};

/**
 * Stripe's browser payments: PaymentIntents and SetupIntents ('elements'
 * mode) and Checkout Sessions ('session' mode).
 */
export const stripeBrowserPayments = (stripe: Stripe): BrowserPayments => ({
  startPayment: (request) => startPayment(stripe, request),
  startSession: (request) => startSession(stripe, request, request.subscription?.price ?? request.amount),
  resume: (kind, ref) => resume(stripe, kind, ref),
});
