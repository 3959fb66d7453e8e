import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CHECKOUT_ERRORS, REQUEST_ERRORS } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { failure, notFoundFailure } from '../../http/errors.js';
import type { AppServices } from '../../http/services.js';
import { ProviderUnavailable } from '../../payments/provider-error.js';
import type { VerifiedSubscriptionEvent } from '../../payments/subscription-events.js';
import { firstSightOf } from './provider-records.js';
import { handleSubscriptionNotice, type NoticeHandled } from './subscription-notices.js';

/** Where PayPal posts its events (the webhook a studio registers in its PayPal app, whose id is PAYPAL_WEBHOOK_ID). */
export const PAYPAL_WEBHOOK_PATH = '/api/webhooks/paypal';

/** PayPal's events are small; anything bigger is not one. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * One verified event, in one transaction with its record (`provider_events`,
 * provider 'paypal'): a duplicate id does nothing; an event we do not act
 * on (another type, a sale of no subscription) is acknowledged and ignored;
 * a subscription's sale, payment failure, cancellation or suspension goes to
 * `handleSubscriptionNotice` (the renewals module).
 */
const handle = async (db: Db, services: AppServices, event: VerifiedSubscriptionEvent, now: number): Promise<NoticeHandled | 'duplicate'> => {
  if (!(await firstSightOf(db, { provider: 'paypal', eventId: event.eventId, type: event.type, now }))) return 'duplicate';
  if (!event.subscription) return 'ignored';
  return handleSubscriptionNotice(db, services, 'paypal', event.subscription, now);
};

/**
 * POST /api/webhooks/paypal: a server-to-server route outside core's JSON
 * route table (not in the OpenAPI document). The raw body and PayPal's
 * signature headers (PAYPAL-TRANSMISSION-ID, -TIME, -SIG, PAYPAL-CERT-URL,
 * PAYPAL-AUTH-ALGO) are verified by PayPal itself
 * (`/v1/notifications/verify-webhook-signature`, with PAYPAL_WEBHOOK_ID)
 * before anything is acted on. Not verified: 400, nothing written. Without
 * PayPal or its webhook id configured: 404. PayPal unreachable: 503, so
 * PayPal delivers it again. Otherwise 200 `{received, result}`.
 */
export const mountPayPalWebhook = (app: Hono, services: AppServices): void => {
  app.post(PAYPAL_WEBHOOK_PATH, bodyLimit({ maxSize: MAX_EVENT_BYTES, onError: (c) => c.json(failure(REQUEST_ERRORS.bodyTooLarge).toBody(), 413) }), async (c) => {
    const webhooks = services.subscriptionProvider?.webhooks;
    if (!webhooks) return c.json(notFoundFailure().toBody(), 404);
    const raw = await c.req.text();
    let event: VerifiedSubscriptionEvent | null;
    try {
      event = await webhooks.verify(raw, (name) => c.req.header(name));
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      services.logger.error(`PayPal event not verified: ${error.message}`, error);
      return c.json(failure(CHECKOUT_ERRORS.providerUnreachableWebhook).toBody(), 503);
    }
    if (!event) return c.json(failure(CHECKOUT_ERRORS.webhookBadSignature).toBody(), 400);
    const verified = event;
    const now = services.clock.now();
    const result = await services.db.transaction((db) => handle(db, services, verified, now));
    return c.json({ received: true, result }, 200);
  });
};
