import { ProviderUnavailable } from '../provider-error.js';
import type { CaptureResult, SubscriptionProvider, SubscriptionState } from '../subscription-provider.js';
import { payPalClient, PayPalRefusal, type PayPalClient, type PayPalOptions } from './paypal-client.js';
import { billingCycles, payPalMoney } from './paypal-plans.js';
import { payPalWebhooks } from './paypal-webhooks.js';

/** The parts of an order we read. */
interface PayPalOrder {
  readonly id: string;
  readonly status?: string;
  readonly purchase_units?: {
    readonly payments?: {
      readonly captures?: { readonly id: string; readonly status?: string; readonly amount?: { readonly value?: string; readonly currency_code?: string } }[];
    };
  }[];
}

/** The parts of a subscription we read. */
interface PayPalSubscription {
  readonly id: string;
  readonly status?: string;
  readonly plan_id?: string;
  readonly custom_id?: string;
}

/**
 * Creating an order, a product or a plan fails only through our request or
 * PayPal's side (credentials, limits), never the buyer's: a 4xx there is the
 * provider being unavailable to us.
 */
const created = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PayPalRefusal) throw new ProviderUnavailable('paypal', error.message, { cause: error });
    throw error;
  }
};

/** PayPal limits names and descriptions to 127 characters. */
const short = (text: string): string => text.slice(0, 127);

/** What a captured order says: its first capture, completed with its amount, else pending or declined. */
export const captureOf = (order: PayPalOrder): CaptureResult => {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (!capture) return { status: 'not_approved', code: order.status ?? 'NO_CAPTURE' };
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') return { status: 'declined', code: capture.status };
  if (capture.status !== 'COMPLETED') return { status: 'pending', code: capture.status ?? 'PENDING' };
  return { status: 'completed', captureId: capture.id, amount: Number(capture.amount?.value ?? 'NaN'), currency: capture.amount?.currency_code ?? '' };
};

/** Issues of a capture that mean the buyer must act (approve, or pick another funding source). */
const DECLINED = new Set(['INSTRUMENT_DECLINED', 'PAYER_ACTION_REQUIRED', 'PAYER_CANNOT_PAY', 'TRANSACTION_REFUSED']);

/**
 * Captures an approved order once per key. An order captured before (a
 * retry after our answer was lost) is read back, so the retry gets the same
 * capture; a refused funding source or an order not approved is a value.
 */
const captureOrder = async (client: PayPalClient, orderId: string, requestId: string): Promise<CaptureResult> => {
  const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
  try {
    return captureOf(await client.call<PayPalOrder>({ method: 'POST', path: `${path}/capture`, body: {}, requestId }));
  } catch (error) {
    if (!(error instanceof PayPalRefusal)) throw error;
    if (error.issue === 'ORDER_ALREADY_CAPTURED') return captureOf(await client.call<PayPalOrder>({ method: 'GET', path }));
    if (DECLINED.has(error.issue)) return { status: 'declined', code: error.issue };
    return { status: 'not_approved', code: error.issue };
  }
};

/** A subscription the buyer approved, or null when PayPal knows none by that id. */
const subscriptionOf = async (client: PayPalClient, id: string): Promise<SubscriptionState | null> => {
  try {
    const found = await client.call<PayPalSubscription>({ method: 'GET', path: `/v1/billing/subscriptions/${encodeURIComponent(id)}` });
    return { id: found.id, status: found.status ?? '', planId: found.plan_id ?? '', customId: found.custom_id ?? null };
  } catch (error) {
    if (error instanceof PayPalRefusal && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
};

/** Statuses of a subscription that bills no more. */
const ENDED = new Set(['CANCELLED', 'EXPIRED']);

/**
 * Cancels a subscription (POST …/cancel, 204). PayPal answers 422
 * SUBSCRIPTION_STATUS_INVALID for one cancelled before (our retry after a
 * lost answer): read back, it is done when it bills no more. An id PayPal
 * does not know bills nothing either. Any other refusal is PayPal being
 * unavailable to us: the caller keeps the cancellation to retry.
 */
const cancelSubscription = async (client: PayPalClient, id: string, reason: string, requestId: string): Promise<void> => {
  try {
    await client.call({ method: 'POST', path: `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, body: { reason: short(reason) || 'Cancelada' }, requestId });
  } catch (error) {
    if (!(error instanceof PayPalRefusal)) throw error;
    if (error.status === 404) return;
    const state = error.status === 422 ? await subscriptionOf(client, id) : null;
    if (state && ENDED.has(state.status)) return;
    throw new ProviderUnavailable('paypal', error.message, { cause: error });
  }
};

/**
 * The PayPal adapter of the subscription provider port, over a small fetch
 * client of PayPal's REST API (orders v2, catalog products and billing plans
 * and subscriptions v1). Switched on by PAYPAL_CLIENT_ID and
 * PAYPAL_CLIENT_SECRET.
 */
export const payPalProvider = (options: PayPalOptions, client: PayPalClient = payPalClient(options)): SubscriptionProvider => ({
  name: 'paypal',
  clientId: options.clientId,
  async createOrder(request) {
    const order = await created(() => client.call<PayPalOrder>({
      method: 'POST', path: '/v2/checkout/orders', requestId: request.idempotencyKey,
      body: {
        intent: 'CAPTURE',
        purchase_units: [{
          reference_id: String(request.purchaseId), custom_id: String(request.purchaseId),
          description: short(request.description), amount: payPalMoney(request.amount),
        }],
      },
    }));
    return order.id;
  },
  async createProduct(request) {
    const product = await created(() => client.call<{ id: string }>({
      method: 'POST', path: '/v1/catalogs/products', requestId: request.idempotencyKey,
      body: { name: short(request.title), type: 'SERVICE' },
    }));
    return product.id;
  },
  async createPlan(productId, request) {
    const plan = await created(() => client.call<{ id: string }>({
      method: 'POST', path: '/v1/billing/plans', requestId: request.idempotencyKey,
      body: {
        product_id: productId, name: short(request.title), status: 'ACTIVE',
        billing_cycles: billingCycles(request.terms),
        payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
      },
    }));
    return plan.id;
  },
  captureOrder: (orderId, requestId) => captureOrder(client, orderId, requestId),
  subscription: (id) => subscriptionOf(client, id),
  cancelSubscription: (id, reason, requestId) => cancelSubscription(client, id, reason, requestId),
  webhooks: options.webhookId ? payPalWebhooks(client, options.webhookId) : undefined,
});
