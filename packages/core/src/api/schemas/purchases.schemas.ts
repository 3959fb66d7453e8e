import { z } from 'zod';
import { RefId } from './common.schemas.js';
import { messages } from '../../messages/index.js';
import { SubscriptionPeriod } from './packages.schemas.js';

/**
 * Checkout, purchases, invoices and payment methods (spec 3 'Purchase',
 * 'Invoice', 'Payment method', 'Saved card'; spec 7 'Purchases and
 * payments'): what the API answers and the bodies a customer sends.
 */


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
/** GET /payment_methods; with a search or paging (/admin), how many match over all pages. */
export const PaymentMethodsResponse = z.object({ payment_methods: z.array(PaymentMethod), total: z.number().int().optional() });

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
  /**
   * What a paid purchase delivers (the package's downloadable file, else its
   * file_url): only its buyer reads it, and only once paid (active or
   * completed); null otherwise. Optional so older copies still parse.
   */
  download: z.object({ name: z.string(), url: z.string() }).nullable().optional(),
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
  /**
   * Whether this server charges the card kept for the purchase at each
   * renewal (issue 17), so a card she saves in 'Métodos de pago' is the one
   * the next try charges; false when Stripe or PayPal renews it, or it is
   * paid in cash. Optional for a client's own copies.
   */
  renews_here: z.boolean().optional(),
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
  /** Stripe PaymentIntents: the browser confirms the card with it (spec 7). */
  clientSecret: z.string().nullable().optional(),
  /** A provider-hosted page ('session' mode): the browser goes there. */
  session: z.object({ url: z.string() }).nullable().optional(),
  /** The subscription provider (PayPal): a plan to subscribe to, or an order to approve. */
  plan_id: z.string().nullable().optional(),
  orderID: z.string().nullable().optional(),
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

/**
 * POST /checkout/capture (spec 7): the subscription provider's approval data
 * after the buyer approved in its window; `purchase_id` is the pending
 * purchase the attempt answered.
 */
export const CheckoutCaptureBody = z.object({
  purchase_id: RefId,
  orderID: z.string().trim().min(1).max(200).nullable().optional(),
  subscriptionID: z.string().trim().min(1).max(200).nullable().optional(),
});
export const CheckoutCaptureResponse = z.object({ purchase_id: z.number().int() });

/**
 * POST /checkout (admin, spec 7): the front desk sells a package to a
 * customer who paid in person. Answers `payment_id` (the purchase's id).
 */
export const AdminCheckoutBody = z.object({
  class_package_id: RefId,
  customer_id: RefId,
  discountCode: z.string().trim().max(40).nullable().optional(),
  payment_method_id: RefId.nullable().optional(),
  /**
   * Whether the money is in hand (default true). False records a cash sale
   * still to be paid: the purchase stays 'pending' with nothing granted until
   * 'Marcar como pagado' (PUT /purchases/:id/paid).
   */
  paid: z.boolean().optional(),
});
export const AdminCheckoutResponse = z.object({ payment_id: z.number().int(), purchase_id: z.number().int() });

/** The payment method bodies (POST and PUT /payment_methods) live with /admin's forms; the routes read them from here. */
export { PaymentMethodBody, PaymentMethodKind, PaymentMethodUpdateBody } from './commerce-forms.schemas.js';
export const PaymentMethodResponse = z.object({ payment_method: PaymentMethod });

/**
 * Spec 3 'Saved card', the shape of the checkout's list (GET
 * /payment_sources): `card_type` is mastercard, visa or other.
 */
export const PaymentSource = z.object({
  payment_source_id: z.number().int(),
  /** Whose card it is (the server always sends it; optional so a client's own copies may leave it out). */
  customer_id: z.number().int().optional(),
  source_id: z.string(),
  card_type: z.enum(['mastercard', 'visa', 'other']),
  last_digits: z.string(),
});
export type PaymentSource = z.infer<typeof PaymentSource>;
export const PaymentSourcesResponse = z.object({ payment_sources: z.array(PaymentSource) });
export const PaymentSourceResponse = z.object({ payment_source: PaymentSource });

/**
 * Spec 3 'Saved card', the second shape (the customer's payment-method list,
 * GET /metodosPago reads `metodos_pago`): `card_type` amex, visa or
 * mastercard, and the provider's source id.
 */
export const SavedCard = z.object({
  payment_source_id: z.number().int(),
  /** Whose card it is (the server always sends it; optional so a client's own copies may leave it out). */
  customer_id: z.number().int().optional(),
  token_id: z.string().nullable(),
  card_type: z.enum(['amex', 'visa', 'mastercard']),
  last_digits: z.string(),
  source_id: z.string(),
  created_at: z.string(),
});
export type SavedCard = z.infer<typeof SavedCard>;
export const SavedCardsResponse = z.object({ metodos_pago: z.array(SavedCard) });
export const SavedCardResponse = z.object({ metodo_pago: SavedCard });

/**
 * POST /metodosPago {token_id, card_type, last_digits, saveCard} (spec 7):
 * the token comes from tokenising the card in the browser; the server asks
 * the processor for a reusable source and keeps only its id and the last
 * digits. POST /payment_sources takes the same body.
 */
export const SavedCardBody = z.object({
  token_id: z.string().trim().min(1).max(200),
  card_type: z.enum(['amex', 'visa', 'mastercard']),
  last_digits: z.string().trim().regex(/^\d{4}$/),
  saveCard: z.boolean().optional(),
});
export type SavedCardBody = z.input<typeof SavedCardBody>;
