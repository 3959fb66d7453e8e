import { and, eq } from 'drizzle-orm';
import { defaultPaymentChoice, type CheckoutPayment, type StudioConfig } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { paymentSources } from '../../db/schema/index.js';
import { availableMethods, methodFor, type MethodKind, type PaymentMethodRow } from './payment-methods.js';
import { checkoutRefusals } from './refusals.js';

/** How a checkout pays: nothing, cash later, or a card token charged now. */
export type PaymentPlan =
  | { readonly kind: 'free' }
  | { readonly kind: 'cash'; readonly methodId: number | null }
  | { readonly kind: 'card'; readonly methodId: number | null; readonly token: string };

/** What the attempt said about paying. */
export interface PaymentRequest {
  readonly payment_method: CheckoutPayment;
  readonly payment_method_id?: number | null | undefined;
  readonly payment_source_id?: number | null | undefined;
  readonly card_token?: string | null | undefined;
}

const methodIdFor = (methods: readonly PaymentMethodRow[], kind: MethodKind, named: number | null | undefined): number | null => {
  const method = methodFor(methods, kind, named);
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
 * How this attempt pays (spec 4 'Checkout payment choice'): a total of 0
 * (a price-0 offer, a 100 % discount) pays nothing whatever was chosen;
 * 'free' otherwise is refused; cash only when offered; a card needs its
 * token, a saved card must be hers; the subscription provider has its own
 * flow, not available here yet.
 */
export const planPayment = async (
  db: Db,
  request: PaymentRequest,
  context: { readonly total: number; readonly customerId: number; readonly config: StudioConfig },
): Promise<PaymentPlan> => {
  if (context.total === 0) return { kind: 'free' };
  const choice = request.payment_method;
  if (choice === 'free') throw checkoutRefusals.notFree();
  if (choice === 'provider') throw checkoutRefusals.providerUnavailable();
  const methods = await availableMethods(db);
  if (choice === 'cash') return planCash(methods, request, context.config);
  const token = choice === 'saved_card' ? await savedCardToken(db, context.customerId, request, context.config) : request.card_token ?? '';
  if (token === '') throw checkoutRefusals.cardTokenRequired();
  return { kind: 'card', methodId: methodIdFor(methods, 'card', request.payment_method_id), token };
};
