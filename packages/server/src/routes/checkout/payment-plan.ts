import { and, eq } from 'drizzle-orm';
import { checkoutMethodFor, defaultPaymentChoice, type CardCheckoutMode, type CheckoutMethodKind, type CheckoutPayment, type StudioConfig } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { paymentSources } from '../../db/schema/index.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import type { SubscriptionProvider } from '../../payments/subscription-provider.js';
import { offeredMethods, type PaymentMethodRow } from './payment-methods.js';
import { checkoutRefusals } from './refusals.js';

/**
 * How a checkout pays: nothing; cash later; a card token (or a saved card's
 * source, `saved`) charged by the card processor; a card the browser
 * confirms with the card provider's script ('elements') or on its page
 * ('session'); or the subscription provider (PayPal).
 */
export type PaymentPlan =
  | { readonly kind: 'free' }
  | { readonly kind: 'cash'; readonly methodId: number | null }
  | { readonly kind: 'card'; readonly methodId: number | null; readonly token: string; readonly saved: boolean }
  | { readonly kind: 'browser'; readonly methodId: number | null; readonly mode: CardCheckoutMode }
  | { readonly kind: 'provider'; readonly methodId: number | null };

/** What the server can pay with besides cash: the card processor, and the subscription provider when configured. */
export interface PaymentMeans {
  readonly payments: Pick<PaymentGateway, 'browser' | 'name'>;
  readonly provider: SubscriptionProvider | null;
}

/** What the attempt said about paying. */
export interface PaymentRequest {
  readonly payment_method: CheckoutPayment;
  readonly payment_method_id?: number | null | undefined;
  readonly payment_source_id?: number | null | undefined;
  readonly card_token?: string | null | undefined;
}

/** The kind of the studio's subscription provider methods (spec 3 'Payment method'). */
const PROVIDER_KIND = 'subscription_provider';

const methodIdFor = (methods: readonly PaymentMethodRow[], kind: CheckoutMethodKind, named: number | null | undefined): number | null => {
  const method = checkoutMethodFor(methods, kind, named);
  if (method === undefined) throw checkoutRefusals.paymentMethodInvalid();
  return method?.payment_method_id ?? null;
};

/**
 * Cash is offered when core's default choice is cash (spec 4: cash checkout
 * enabled, or a cash method without a card one), so the server takes cash
 * exactly when the browser offers it.
 */
const planCash = (methods: readonly PaymentMethodRow[], request: PaymentRequest, config: StudioConfig): PaymentPlan => {
  if (defaultPaymentChoice({ cashCheckoutEnabled: config.commerce.cashCheckoutEnabled, methods }) !== 'cash') {
    throw checkoutRefusals.cashDisabled();
  }
  return { kind: 'cash', methodId: methodIdFor(methods, 'cash', request.payment_method_id) };
};

/**
 * The subscription provider's method: the one named when it is of that
 * kind, else the studio's first one, else none (its purchases then name no
 * method, as a free one does).
 */
const providerMethodId = (methods: readonly PaymentMethodRow[], named: number | null | undefined): number | null => {
  const ofKind = methods.filter((row) => row.kind === PROVIDER_KIND);
  if (named === null || named === undefined) return ofKind[0]?.payment_method_id ?? null;
  const method = ofKind.find((row) => row.payment_method_id === named);
  if (!method) throw checkoutRefusals.paymentMethodInvalid();
  return method.payment_method_id;
};

/** PayPal only when the studio offers it (subscription_provider_enabled) and the server is configured for it. */
const planProvider = (methods: readonly PaymentMethodRow[], request: PaymentRequest, config: StudioConfig, means: PaymentMeans): PaymentPlan => {
  if (!config.commerce.subscriptionProviderEnabled || !means.provider) throw checkoutRefusals.providerUnavailable();
  return { kind: 'provider', methodId: providerMethodId(methods, request.payment_method_id) };
};

/** A saved card of the caller's own (payment_sources_enabled only); its token is what the processor charges. */
const savedCardToken = async (db: Db, customerId: number, request: PaymentRequest, config: StudioConfig): Promise<string> => {
  if (!config.commerce.paymentSourcesEnabled) throw checkoutRefusals.savedCardsDisabled();
  const id = request.payment_source_id;
  const [source] = id === null || id === undefined
    ? []
    : await db.select().from(paymentSources)
      .where(and(eq(paymentSources.payment_source_id, id), eq(paymentSources.customer_id, customerId)));
  if (!source) throw checkoutRefusals.savedCardNotFound();
  return source.token_id ?? source.source_id;
};

/**
 * A card: a saved one must be hers; a typed one comes tokenised (the
 * sandbox's token, or a Stripe PaymentMethod); without a token, a card
 * provider with a browser flow (Stripe) opens a payment the browser
 * confirms, in the studio's card_checkout_mode; otherwise the token is missing.
 */
const planCard = async (
  db: Db,
  methods: readonly PaymentMethodRow[],
  request: PaymentRequest,
  context: PlanContext,
): Promise<PaymentPlan> => {
  // Offered methods keep no card one when the server takes no cards; without one the web offers no card either.
  if (checkoutMethodFor(methods, 'card', null) === null) throw checkoutRefusals.cardUnavailable();
  const methodId = methodIdFor(methods, 'card', request.payment_method_id);
  if (request.payment_method === 'saved_card') {
    return { kind: 'card', methodId, token: await savedCardToken(db, context.customerId, request, context.config), saved: true };
  }
  const token = request.card_token ?? '';
  if (token !== '') return { kind: 'card', methodId, token, saved: false };
  if (context.means.payments.browser) return { kind: 'browser', methodId, mode: context.config.checkout.cardCheckoutMode };
  throw checkoutRefusals.cardTokenRequired();
};

/** What planning a payment reads. */
export interface PlanContext {
  readonly total: number;
  readonly customerId: number;
  readonly config: StudioConfig;
  readonly means: PaymentMeans;
}

/**
 * How this attempt pays (spec 4 'Checkout payment choice'): a total of 0
 * (a price-0 offer, a 100 % discount) pays nothing whatever was chosen;
 * 'free' otherwise is refused; cash only when offered; a card as
 * `planCard` says; the subscription provider only when offered and configured.
 */
export const planPayment = async (db: Db, request: PaymentRequest, context: PlanContext): Promise<PaymentPlan> => {
  if (context.total === 0) return { kind: 'free' };
  const choice = request.payment_method;
  if (choice === 'free') throw checkoutRefusals.notFree();
  const methods = await offeredMethods(db, context.means.payments);
  if (choice === 'provider') return planProvider(methods, request, context.config, context.means);
  if (choice === 'cash') return planCash(methods, request, context.config);
  return planCard(db, methods, request, context);
};
