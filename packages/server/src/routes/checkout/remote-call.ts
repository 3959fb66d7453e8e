import type { BrowserPayments, BrowserStartResult } from '../../payments/browser.js';
import type { GatewayRefusal, PaymentGateway, SavedSource } from '../../payments/gateway.js';
import { ProviderUnavailable } from '../../payments/provider-error.js';
import type { SubscriptionProvider } from '../../payments/subscription-provider.js';
import { chargeKeyOf } from './charge-key.js';
import { planFor, type MadePlan } from './provider-plans.js';
import type { RemoteStep } from './remote-step.js';

/** What the provider said to a step. */
export type Outcome =
  | { readonly kind: 'paid' }
  | { readonly kind: 'kept'; readonly source: SavedSource }
  | { readonly kind: 'refused'; readonly refusal: GatewayRefusal }
  | {
    readonly kind: 'opened';
    readonly ref: string;
    readonly clientSecret?: string | undefined;
    readonly url?: string | undefined;
    readonly orderId?: string | undefined;
    readonly planId?: string | undefined;
    readonly plan?: MadePlan | undefined;
    readonly providerCustomerId?: string | undefined;
  };

/** What calling a provider needs besides the step. */
export interface CallContext {
  readonly payments: PaymentGateway;
  readonly provider: SubscriptionProvider | null;
  /** Where the provider's page sends the customer back (the request's origin, or PUBLIC_ORIGIN). */
  readonly origin: string;
  /** The package's plan remembered for these terms, for a subscription through the provider. */
  readonly knownPlan: { readonly planId: string | null; readonly productId: string | null };
}

const missing = (what: string): never => {
  throw new ProviderUnavailable('checkout', `${what} is not configured`);
};

/** A browser payment's start (or its earlier start read back) as an outcome. */
const opened = (result: BrowserStartResult): Outcome => {
  if (!result.ok) return { kind: 'refused', refusal: result.refusal };
  const { start } = result;
  return { kind: 'opened', ref: start.ref, clientSecret: start.clientSecret, url: start.url, providerCustomerId: start.providerCustomerId };
};

/** The key of a provider call for this step: the charge key, and what is asked (so a session and an intent never share one). */
const keyOf = (step: RemoteStep): string => `${chargeKeyOf(step.customerId, step.idempotencyKey)}:${step.kind}`;

const browserCall = async (browser: BrowserPayments, step: RemoteStep, origin: string): Promise<Outcome> => {
  if (step.kind === 'checkout_session' || step.kind === 'payment_intent' || step.kind === 'setup_intent') {
    if (step.ref) return opened(await browser.resume(step.kind, step.ref));
  }
  const base = {
    purchaseId: step.purchaseId, customerId: step.customerId, email: step.email, providerCustomerId: step.providerCustomerId,
    description: step.title, idempotencyKey: keyOf(step), keepCard: step.subscription !== null,
  };
  if (step.kind !== 'checkout_session') return opened(await browser.startPayment({ ...base, amount: step.kind === 'setup_intent' ? 0 : step.firstCharge }));
  return opened(await browser.startSession({
    ...base,
    amount: step.paidNow === 0 && step.trial ? 0 : step.firstCharge,
    successUrl: `${origin}/gracias/${step.purchaseId}`,
    cancelUrl: `${origin}/checkout/${step.packageId}`,
    subscription: step.subscription ? { ...step.subscription, trialEndsAt: step.trialEndsAt, price: step.regularPrice } : null,
  }));
};

/** A card charged now, or kept for a free trial. */
const cardCall = async (payments: PaymentGateway, step: RemoteStep): Promise<Outcome> => {
  const token = step.source ?? '';
  if (step.kind === 'save_card') {
    const saved = await payments.saveCard({ token, customerId: step.customerId, email: step.email, providerCustomerId: step.providerCustomerId });
    return saved.ok ? { kind: 'kept', source: saved.source } : { kind: 'refused', refusal: saved.refusal };
  }
  const charged = await payments.charge({
    amount: step.firstCharge, currency: 'MXN', token, idempotencyKey: chargeKeyOf(step.customerId, step.idempotencyKey),
    description: step.title, providerCustomerId: step.providerCustomerId, offSession: step.kind === 'charge_saved',
    purchaseId: step.purchaseId, customerId: step.customerId,
  });
  return charged.status === 'paid' ? { kind: 'paid' } : { kind: 'refused', refusal: charged.refusal };
};

/** An order to approve, or the package's plan to subscribe to (PayPal). */
const providerCall = async (provider: SubscriptionProvider, step: RemoteStep, context: CallContext): Promise<Outcome> => {
  if (step.kind === 'order') {
    const orderId = step.ref ?? await provider.createOrder({ purchaseId: step.purchaseId, amount: step.firstCharge, description: step.title, idempotencyKey: keyOf(step) });
    return { kind: 'opened', ref: orderId, orderId };
  }
  if (step.ref) return { kind: 'opened', ref: step.ref, planId: step.ref };
  const plan = await planFor(provider, step, context.knownPlan);
  return { kind: 'opened', ref: plan.planId, planId: plan.planId, plan };
};

/**
 * Calls the step's provider, outside any transaction: no lock is held
 * while the network answers. Each call carries a key derived from the
 * purchase's checkout key, so a retry makes no second charge, intent,
 * session or order. An unreachable provider throws `ProviderUnavailable`.
 */
export const callProvider = async (step: RemoteStep, context: CallContext): Promise<Outcome> => {
  switch (step.kind) {
    case 'charge':
    case 'charge_saved':
    case 'save_card':
      return cardCall(context.payments, step);
    case 'order':
    case 'plan':
      return providerCall(context.provider ?? missing('The subscription provider'), step, context);
    default:
      return browserCall(context.payments.browser ?? missing('The card provider'), step, context.origin);
  }
};
