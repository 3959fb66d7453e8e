import { fromIso, type SubscriptionNotice, type SubscriptionWebhooks } from '../subscription-events.js';
import { PayPalRefusal, type PayPalClient } from './paypal-client.js';

/** The headers PayPal signs a delivery with, read for its verification call. */
export const PAYPAL_SIGNATURE_HEADERS = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  transmission_sig: 'paypal-transmission-sig',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
} as const;

type Json = Record<string, unknown>;

const objectOf = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** Our purchase id as the checkout gave it to PayPal (custom_id; a sale's `custom`). */
const purchaseIdOf = (value: unknown): number | null => {
  const raw = textOf(value) ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};

/** PayPal's money ({ value } or v1's { total }) as a number and its currency. */
const moneyOf = (value: unknown): { amount: number | null; currency: string | null } => {
  const money = objectOf(value);
  const raw = textOf(money.value) ?? textOf(money.total);
  const amount = raw !== null && /^\d+(\.\d{1,2})?$/.test(raw) ? Number(raw) : null;
  return { amount, currency: textOf(money.currency_code) ?? textOf(money.currency) };
};

/**
 * What a PayPal event says about a subscription: a sale of one (its
 * `billing_agreement_id`) paid, a payment refused, the subscription
 * cancelled or suspended (PayPal suspends it after the failures the plan
 * allows: one, `payment_failure_threshold`). Anything else, or a sale of no
 * subscription (an order's), is null.
 */
export const readPayPalEvent = (eventId: string, type: string, resourceValue: unknown): SubscriptionNotice | null => {
  const resource = objectOf(resourceValue);
  switch (type) {
    case 'PAYMENT.SALE.COMPLETED': {
      const subscriptionId = textOf(resource.billing_agreement_id);
      const ref = textOf(resource.id);
      if (!subscriptionId || !ref) return null;
      return {
        kind: 'renewal_paid', subscriptionId, purchaseId: purchaseIdOf(resource.custom ?? resource.custom_id), ref,
        ...moneyOf(resource.amount), paidAt: fromIso(resource.create_time), periodEnd: null, first: false,
      };
    }
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED': {
      const subscriptionId = textOf(resource.id);
      if (!subscriptionId) return null;
      const billing = objectOf(resource.billing_info);
      const failed = objectOf(billing.last_failed_payment);
      const count = billing.failed_payments_count;
      const failedAt = textOf(failed.time);
      return {
        kind: 'renewal_failed', subscriptionId, purchaseId: purchaseIdOf(resource.custom_id), ref: failedAt ? `${subscriptionId}:failed:${failedAt}` : eventId,
        ...moneyOf(failed.amount), attempt: typeof count === 'number' ? count : null,
        nextAttemptAt: fromIso(failed.next_payment_retry_time), first: false,
      };
    }
    case 'BILLING.SUBSCRIPTION.CANCELLED':
    case 'BILLING.SUBSCRIPTION.SUSPENDED': {
      const subscriptionId = textOf(resource.id);
      if (!subscriptionId) return null;
      return {
        kind: 'ended', reason: type === 'BILLING.SUBSCRIPTION.CANCELLED' ? 'cancelled' : 'suspended', subscriptionId,
        purchaseId: purchaseIdOf(resource.custom_id), endedAt: fromIso(resource.status_update_time),
      };
    }
    default:
      return null;
  }
};

/** A delivery's body as an event: an object with a short id and a type; else null. */
const eventOf = (rawBody: string): { id: string; type: string; resource: unknown } | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const event = objectOf(parsed);
  const id = textOf(event.id);
  const type = textOf(event.event_type);
  if (!id || id.length > 100 || !type) return null;
  return { id, type, resource: event.resource };
};

/**
 * PayPal's webhook verification: POST /v1/notifications/verify-webhook-signature
 * with the delivery's signature headers, our webhook id and the event as
 * received (spliced in byte for byte: PayPal checks its signature over the
 * body it sent, which re-serialising could change). SUCCESS verifies.
 */
export const payPalWebhooks = (client: PayPalClient, webhookId: string): SubscriptionWebhooks => ({
  async verify(rawBody, header) {
    const event = eventOf(rawBody);
    if (!event) return null;
    const signature: Record<string, string> = {};
    for (const [field, name] of Object.entries(PAYPAL_SIGNATURE_HEADERS)) {
      const value = header(name);
      if (!value) return null;
      signature[field] = value;
    }
    const fields = JSON.stringify({ ...signature, webhook_id: webhookId });
    const body = `${fields.slice(0, -1)},"webhook_event":${rawBody}}`;
    let answer: { verification_status?: unknown };
    try {
      answer = await client.call<{ verification_status?: unknown }>({ method: 'POST', path: '/v1/notifications/verify-webhook-signature', rawBody: body });
    } catch (error) {
      if (error instanceof PayPalRefusal) return null;
      throw error;
    }
    if (answer.verification_status !== 'SUCCESS') return null;
    return { eventId: event.id, type: event.type, subscription: readPayPalEvent(event.id, event.type, event.resource) };
  },
});
