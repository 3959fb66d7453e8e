import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CHECKOUT_ERRORS, REQUEST_ERRORS } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { providerCheckouts, purchases } from '../../db/schema/index.js';
import { failure, notFoundFailure } from '../../http/errors.js';
import type { AppServices } from '../../http/services.js';
import type { ProviderEvent } from '../../payments/browser.js';
import type { SavedSource } from '../../payments/gateway.js';
import { ProviderUnavailable } from '../../payments/provider-error.js';
import { keepRenewalSource } from '../../purchases/renewal.js';
import { markFailed, settlePaid } from './provider-purchases.js';
import { firstSightOf, keepSource, keepSubscriptionId, rememberProviderCustomer, storeRef, subscriptionHeldElsewhere } from './provider-records.js';
import { handleSubscriptionNotice, type NoticeHandled } from './subscription-notices.js';

/** Where Stripe posts its events (the endpoint a studio registers in its Stripe dashboard). */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/** Stripe's events are small; anything bigger is not one. */
const MAX_EVENT_BYTES = 512 * 1024;

/** What handling an event did, answered to Stripe (which reads only the 2xx). */
type Handled = 'settled' | 'already' | 'failed' | 'ignored' | 'duplicate' | NoticeHandled;

const SETTLEABLE = new Set(['pending', 'failed', 'active', 'completed']);

/** The purchase an event names, with the provider row it was opened with; null when it is none of Stripe's. */
const purchaseOf = async (db: Db, purchaseId: number) => {
  const [row] = await db.select({ purchase: purchases, checkout: providerCheckouts }).from(purchases)
    .innerJoin(providerCheckouts, eq(providerCheckouts.purchase_id, purchases.purchase_id))
    .where(eq(purchases.purchase_id, purchaseId));
  return row && row.checkout.provider === 'stripe' ? row : null;
};

/** Whether what Stripe received is what the purchase costs now (its total; 0 during a free trial), in pesos. */
const paysThePurchase = (event: ProviderEvent, total: number): boolean =>
  (event.amount === null || Math.abs(event.amount - total) < 0.005) && (event.currency === null || event.currency.toLowerCase() === 'mxn');

/**
 * One verified event, in one transaction with its record (`provider_events`):
 * a duplicate id does nothing; an event naming no purchase of ours, or of
 * another object than the purchase opened, is acknowledged and ignored (Stripe
 * would retry a refusal for days); a payment succeeded settles the purchase
 * (`settlePendingPurchase`), keeping the subscription id and the card kept
 * for renewals; a payment failed marks it failed. A subscription Stripe
 * renews (`invoice.paid`, `invoice.payment_failed`,
 * `customer.subscription.deleted`) goes to `handleSubscriptionNotice`.
 */
const handle = async (db: Db, services: AppServices, event: ProviderEvent, kept: SavedSource | null, now: number): Promise<Handled> => {
  if (!(await firstSightOf(db, { provider: 'stripe', eventId: event.eventId, type: event.type, now }))) return 'duplicate';
  if (event.subscription) return handleSubscriptionNotice(db, services, 'stripe', event.subscription, now);
  if (event.effect === 'ignore' || event.purchaseId === null) return 'ignored';
  const row = await purchaseOf(db, event.purchaseId);
  if (!row || (row.checkout.ref && event.ref && row.checkout.ref !== event.ref)) return 'ignored';
  const { purchase } = row;
  if (event.effect === 'fail') return (await markFailed(db, purchase.purchase_id, now)) ? 'failed' : 'ignored';
  if (!SETTLEABLE.has(purchase.status) || !paysThePurchase(event, Number(purchase.total_payment))) {
    services.logger.error(`Stripe event ${event.eventId} pays purchase ${purchase.purchase_id} (${purchase.status}, ${purchase.total_payment} MXN) with ${String(event.amount)} ${String(event.currency)}: not settled`, event);
    return 'ignored';
  }
  if (event.subscriptionId && await subscriptionHeldElsewhere(db, purchase.purchase_id, event.subscriptionId)) {
    services.logger.error(`Stripe event ${event.eventId} names subscription ${event.subscriptionId}, which another purchase holds: purchase ${purchase.purchase_id} not settled`, event);
    return 'ignored';
  }
  const outcome = await settlePaid(db, purchase.purchase_id, now, services);
  if (event.ref) await storeRef(db, purchase.purchase_id, event.ref, now);
  if (event.subscriptionId) await keepSubscriptionId(db, purchase.purchase_id, event.subscriptionId);
  await rememberProviderCustomer(db, { provider: 'stripe', customerId: purchase.customer_id, providerCustomerId: event.providerCustomerId, now });
  if (kept) await keepSource(db, purchase.customer_id, kept, now);
  // A subscription paid by one PaymentIntent (no Stripe subscription): this server renews it with the card kept.
  if (kept && !event.subscriptionId) await keepRenewalSource(db, purchase.purchase_id, kept.sourceId);
  return outcome;
};

/** The card Stripe kept for renewals, read before the transaction (a network call must hold no lock). */
const keptSourceOf = async (services: AppServices, event: ProviderEvent): Promise<SavedSource | null> => {
  const describe = services.payments.describeSource;
  if (event.effect !== 'settle' || !event.keptSource || !describe) return null;
  return describe(event.keptSource);
};

/**
 * POST /api/webhooks/stripe: a server-to-server route outside core's JSON
 * route table (it is not in the OpenAPI document): Stripe signs the raw
 * body, so it is read as text and verified with STRIPE_WEBHOOK_SECRET
 * before anything is parsed. Bad or missing signature: 400. Without Stripe
 * configured: 404. Stripe unreachable while reading a kept card: 503, so
 * Stripe retries. Otherwise 200 `{received, result}`.
 */
export const mountStripeWebhook = (app: Hono, services: AppServices): void => {
  app.post(STRIPE_WEBHOOK_PATH, bodyLimit({ maxSize: MAX_EVENT_BYTES, onError: (c) => c.json(failure(REQUEST_ERRORS.bodyTooLarge).toBody(), 413) }), async (c) => {
    const verifier = services.payments.webhooks;
    if (!verifier) return c.json(notFoundFailure().toBody(), 404);
    const now = services.clock.now();
    const event = verifier.verify(await c.req.text(), c.req.header('stripe-signature'), now);
    if (!event) return c.json(failure(CHECKOUT_ERRORS.webhookBadSignature).toBody(), 400);
    try {
      const kept = await keptSourceOf(services, event);
      const result = await services.db.transaction((db) => handle(db, services, event, kept, now));
      return c.json({ received: true, result }, 200);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      services.logger.error(`Stripe event ${event.eventId}: ${error.message}`, error);
      return c.json(failure(CHECKOUT_ERRORS.providerUnreachableWebhook).toBody(), 503);
    }
  });
};
