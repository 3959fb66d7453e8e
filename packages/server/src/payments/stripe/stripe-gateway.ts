import type Stripe from 'stripe';
import type { CardBrand } from '@estudio/core';
import { CARD_ERRORS } from '@estudio/core';
import type { ChargeRequest, ChargeResult, PaymentGateway, SaveCardRequest, SaveCardResult, SavedSource } from '../gateway.js';
import { stripeBrowserPayments } from './stripe-browser.js';
import { centavos, createStripeClient, type StripeOptions } from './stripe-client.js';
import { ensureCustomer, idOf } from './stripe-customers.js';
import { orRefusal, orUnavailable } from './stripe-errors.js';
import { stripeWebhooks } from './stripe-events.js';

/** The Stripe adapter, with the SDK client it talks through. */
export interface StripeGateway extends PaymentGateway {
  readonly name: 'stripe';
  readonly remote: true;
  readonly client: Stripe;
}

/** Spec 3 'Saved card' names three brands; Stripe's others read as Mastercard's peer, as the browser adapter does. */
const brandOf = (brand: string | undefined): CardBrand => (brand === 'visa' || brand === 'amex' ? brand : 'mastercard');

const sourceOf = (method: Stripe.PaymentMethod): SavedSource => ({
  sourceId: method.id,
  brand: brandOf(method.card?.brand),
  last4: method.card?.last4 ?? '',
  ...(idOf(method.customer) ? { providerCustomerId: idOf(method.customer) ?? undefined } : {}),
});

/** The Customer a saved PaymentMethod hangs on, when the caller did not know it. */
const customerOfSource = async (stripe: Stripe, request: ChargeRequest): Promise<string | undefined> => {
  if (request.providerCustomerId) return request.providerCustomerId;
  if (!request.offSession) return undefined;
  const method = await orRefusal(() => stripe.paymentMethods.retrieve(request.token));
  return method.ok ? idOf(method.value.customer) ?? undefined : undefined;
};

/**
 * Charges a PaymentMethod (a saved card, or one the browser tokenised) at
 * once: a PaymentIntent confirmed on creation. Anything but `succeeded`
 * (3-D Secure asked for, still processing) is a refusal the customer can
 * act on, so nothing is granted on a payment not yet made.
 */
const charge = async (stripe: Stripe, request: ChargeRequest): Promise<ChargeResult> => {
  const customer = await customerOfSource(stripe, request);
  const metadata: Record<string, string> = {};
  if (request.purchaseId !== undefined) metadata.purchase_id = String(request.purchaseId);
  if (request.customerId !== undefined) metadata.customer_id = String(request.customerId);
  const made = await orRefusal(() => stripe.paymentIntents.create({
    amount: centavos(request.amount), currency: 'mxn', payment_method: request.token, allowed_payment_method_types: ['card'],
    confirm: true, description: request.description, metadata,
    ...(customer ? { customer } : {}),
    ...(request.offSession ? { off_session: true } : {}),
  }, { idempotencyKey: request.idempotencyKey }));
  if (!made.ok) return { status: 'refused', refusal: made.refusal };
  if (made.value.status !== 'succeeded') {
    const code = made.value.status === 'requires_action' ? CARD_ERRORS.authenticationRequired.code : `payment_intent/${made.value.status}`;
    return { status: 'refused', refusal: { status: 402, code } };
  }
  return { status: 'paid', chargeId: made.value.id };
};

/** Attaches a PaymentMethod to her Customer (made on her first card), so it charges later. */
const saveCard = async (stripe: Stripe, request: SaveCardRequest): Promise<SaveCardResult> => {
  const customer = await ensureCustomer(stripe, { ...request, providerCustomerId: request.providerCustomerId ?? null });
  const attached = await orRefusal(() => stripe.paymentMethods.attach(request.token, { customer }));
  if (!attached.ok) return attached;
  return { ok: true, source: { ...sourceOf(attached.value), providerCustomerId: customer } };
};

/** Statuses of a Stripe subscription that renews no more. */
const ENDED = new Set<string>(['canceled', 'incomplete_expired']);

/** Whether Stripe refused because it knows no such object. */
const isMissing = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'resource_missing';

/**
 * Cancels a subscription at the end of the period paid
 * (`cancel_at_period_end`, so she keeps what she paid for). Stripe refuses
 * to update one that already ended (our retry after a lost answer, or
 * Stripe ended it): read back, it renews no more, so it is done; one Stripe
 * does not know is done too. Anything else is Stripe being unavailable to
 * us (`ProviderUnavailable`), and the caller retries.
 */
const cancelAtPeriodEnd = async (stripe: Stripe, id: string, idempotencyKey: string): Promise<void> => {
  try {
    await stripe.subscriptions.update(id, { cancel_at_period_end: true }, { idempotencyKey });
  } catch (error) {
    if (isMissing(error)) return;
    const current = await orUnavailable(() => stripe.subscriptions.retrieve(id));
    if (ENDED.has(current.status)) return;
    await orUnavailable(() => Promise.reject(error));
  }
};

/**
 * The Stripe adapter of the card processor port, switched on by
 * STRIPE_SECRET_KEY. It is `remote`: the checkout calls it outside its
 * transaction. Card numbers never reach the server: Stripe.js tokenises in
 * the browser, so there is no `tokenize`.
 */
export const stripeGateway = (options: StripeOptions): StripeGateway => {
  const client = createStripeClient(options);
  return {
    name: 'stripe',
    remote: true,
    client,
    browser: stripeBrowserPayments(client),
    webhooks: options.webhookSecret ? stripeWebhooks(client, options.webhookSecret) : undefined,
    describeSource: async (sourceId) => sourceOf(await orUnavailable(() => client.paymentMethods.retrieve(sourceId))),
    cancelSubscription: (id, idempotencyKey) => cancelAtPeriodEnd(client, id, idempotencyKey),
    charge: (request) => charge(client, request),
    saveCard: (request) => saveCard(client, request),
    forgetCard: async (sourceId) => {
      // Our row goes whatever Stripe says: a card already detached, or Stripe down, must not keep it on her list.
      await client.paymentMethods.detach(sourceId).catch(() => undefined);
    },
  };
};
