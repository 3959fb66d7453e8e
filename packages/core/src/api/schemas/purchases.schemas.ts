import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { SubscriptionPeriod } from './packages.schemas.js';

/**
 * Checkout, purchases, invoices and payment methods (spec 3 'Purchase',
 * 'Invoice', 'Payment method', 'Saved card'; spec 7 'Purchases and
 * payments'): what the API answers and the bodies a customer sends.
 */

const INT_MAX = 2_147_483_647;
const RefId = z.number().int().positive().max(INT_MAX);

/** A way to pay the studio offers (spec 3 'Payment method'): `kind` is cash, card or subscription_provider. */
export const PaymentMethod = z.object({
  payment_method_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  instructions: z.string().nullable(),
  kind: z.string(),
  available: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethodsResponse = z.object({ payment_methods: z.array(PaymentMethod) });

/** Spec 3 'Purchase', as the customer's screens and /gracias read it. */
export const Purchase = z.object({
  purchase_id: z.number().int(),
  title: z.string(),
  class_package: z.object({ class_package_id: z.number().int(), title: z.string(), is_online: z.boolean() }),
  class_package_id: z.number().int(),
  amount: z.number(),
  total_payment: z.number(),
  status: z.string(),
  class_amount: z.number().int(),
  createdAt: z.string(),
  created_at: z.string(),
  updatedAt: z.string(),
  cancelledAt: z.string().nullable(),
  customer: z.object({ email: z.string() }),
  payment_method: z.object({ name: z.string(), instructions: z.string().nullable(), kind: z.string() }).nullable(),
  payment_method_id: z.number().int().nullable(),
  subscription_id: z.string().nullable(),
  subscription_period: SubscriptionPeriod.nullable(),
  subscription_interval: z.number().int().nullable(),
  expiration_days: z.number().int().nullable(),
  free_trial_length: z.number().int().nullable(),
  free_trial_period: SubscriptionPeriod.nullable(),
  is_gift: z.boolean(),
});
export type Purchase = z.infer<typeof Purchase>;
export const PurchasesResponse = z.object({ purchases: z.array(Purchase) });
export const PurchaseResponse = z.object({ purchase: Purchase });

/** Spec 3 'Invoice': one charge of a purchase. */
export const Invoice = z.object({
  invoice_id: z.number().int(),
  purchase_id: z.number().int(),
  /** Whose charge it is (the server always sends it; optional so a client's own copies may leave it out). */
  customer_id: z.number().int().optional(),
  title: z.string(),
  total_payment: z.number(),
  status: z.string(),
  created_at: z.string(),
  createdAt: z.string(),
  /** The purchase's subscription terms, for the next charge (spec 4 'Next billing date'). */
  subscription_period: SubscriptionPeriod.nullable(),
  subscription_interval: z.number().int().nullable(),
  purchase_status: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;
export const InvoicesResponse = z.object({ invoices: z.array(Invoice) });

/** POST /purchases/cancel/:id: a reason is required ('Debes indicar un motivo de cancelación.'). */
export const PurchaseCancelBody = z.object({
  reason: z.string().trim().min(1, messages.checkout.cancelReasonRequired).max(500),
});

/** How a checkout pays (spec 4 'Checkout payment choice'). */
export const CheckoutPayment = z.enum(['cash', 'card', 'saved_card', 'provider', 'free']);
export type CheckoutPayment = z.infer<typeof CheckoutPayment>;

/**
 * POST /checkout/attempt (spec 7): `idempotency_key` is the same for every
 * retry of one checkout, so a double click or a lost answer never buys or
 * charges twice. `card_token` comes from tokenising the card in the browser
 * (the sandbox processor, or the provider's script); `payment_source_id`
 * names a saved card.
 */
export const CheckoutAttemptBody = z.object({
  class_package_id: RefId,
  discountCode: z.string().trim().max(40).nullable().optional(),
  payment_method: CheckoutPayment,
  payment_method_id: RefId.nullable().optional(),
  payment_source_id: RefId.nullable().optional(),
  card_token: z.string().trim().min(1).max(200).nullable().optional(),
  idempotency_key: z.string().trim().min(8).max(100),
});
export type CheckoutAttemptBody = z.input<typeof CheckoutAttemptBody>;

/** What a checkout answers (spec 7 reads clientSecret, purchase_id or session.url). */
export const CheckoutAttemptResponse = z.object({
  purchase_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable().optional(),
  clientSecret: z.string().nullable().optional(),
  session: z.object({ url: z.string() }).nullable().optional(),
});
export type CheckoutAttemptResponse = z.infer<typeof CheckoutAttemptResponse>;

/** POST /sandbox/card_tokens: the sandbox processor's tokenisation (contract 'Test cards'). */
export const CardTokenBody = z.object({
  number: z.string().max(40),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2200),
  cvc: z.string().max(8),
});
export const CardTokenResponse = z.object({
  card_token: z.object({ token: z.string(), brand: z.string(), last4: z.string() }),
});
