import { CHECKOUT_ERRORS, DISCOUNT_ERRORS, errorOf } from '../api/errors.js';
import type { z } from 'zod';
import type { ClassPackage, Discount } from '../api/schemas/packages.schemas.js';
import { CheckoutAttemptBody, type CheckoutAttemptResponse, type PaymentMethod } from '../api/schemas/purchases.schemas.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { isTrialPackage } from '../catalog/listing.rules.js';
import { isLivePurchase, isSoldOut, purchaseLimitReached, soldCount } from '../catalog/sales.rules.js';
import { checkoutTotal } from '../checkout/discount.rules.js';
import { checkoutMethodFor, defaultPaymentChoice, type CheckoutMethodKind } from '../checkout/payment-choice.rules.js';
import type { CommerceConfig } from '../config/config.model.js';
import { packageFreeTrial } from '../purchases/free-trial.rules.js';
import { parseStudioConfig } from '../config/config.parse.js';
import type { CheckoutApi } from '../ports/commerce.ports.js';
import { appError, err, ok, type AppError, type Result } from '../shared/result.js';
import { answer, parsedInput, signedInUser, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import { discountFor, packageErrors } from './fake-api.packages.js';
import { recordPurchase } from './fake-api.purchases.js';
import { chargeRefusal, tokeniseCard } from './fake-api.sandbox.js';
import { capture, providerEnabled, providerErrors, providerMethod, providerStart } from './fake-api.capture.js';
import { keepCard, paymentSources, savedCardToken } from './fake-api.saved-cards.js';
import { clone } from './fake-api.store.js';

type Attempt = z.output<typeof CheckoutAttemptBody>;

/** The studio's commerce flags, read as the server reads them. */
const commerceOf = (ctx: FakeApiContext): CommerceConfig => parseStudioConfig(ctx.state.config).commerce;

/** The refusals of POST /checkout/attempt that are not the card's, with the server's codes (spec 8; server checkout/refusals.ts). */
export const checkoutErrors = {
  disabled: (): AppError => errorOf(CHECKOUT_ERRORS.disabled),
  purchaseLimit: (): AppError => errorOf(CHECKOUT_ERRORS.purchaseLimit),
  trialUsed: (): AppError => errorOf(CHECKOUT_ERRORS.trialUsed),
  soldOut: (): AppError => errorOf(CHECKOUT_ERRORS.soldOut),
  discountsDisabled: (): AppError => errorOf(DISCOUNT_ERRORS.disabled),
  discountRefused: (error: AppError): AppError => appError(error.code, error.message, 412),
  notFree: (): AppError => errorOf(CHECKOUT_ERRORS.notFree),
  cashDisabled: (): AppError => errorOf(CHECKOUT_ERRORS.cashDisabled),
  cardUnavailable: (): AppError => errorOf(CHECKOUT_ERRORS.cardUnavailable),
  cardTokenRequired: (): AppError => errorOf(CHECKOUT_ERRORS.cardTokenRequired),
  paymentMethodInvalid: (): AppError => errorOf(CHECKOUT_ERRORS.paymentMethodInvalid),
};

/** Her live purchases of a package (core's `soldCount` over hers: a failed, cancelled or revoked one bought nothing that counts). */
const boughtOf = (ctx: FakeApiContext, customerId: number, packageId: number): number =>
  soldCount(ctx.state.purchases.filter((p) => p.customer_id === customerId), packageId);

/** A trial in the storefront's sense (spec 4), never a special event. */
const isTrial = (pkg: ClassPackage): boolean => isTrialPackage(pkg) && !pkg.is_special_event;

/** Whether the customer holds any trial already: one trial per customer, whichever it is. */
const hasTrial = (ctx: FakeApiContext, customerId: number): boolean =>
  ctx.state.purchases.some((p) => {
    const bought = ctx.state.packages.find((pkg) => pkg.class_package_id === p.class_package_id);
    return p.customer_id === customerId && isLivePurchase(p.status) && bought !== undefined && isTrial(bought);
  });

/**
 * 409 past limit_per_customer or for a second trial; 412 for a special event
 * with no place left: live purchases counted as the server counts them
 * (core's sales rules), never a stored `sold`.
 */
function packageRefusal(ctx: FakeApiContext, customer: Customer, pkg: ClassPackage): AppError | null {
  if (purchaseLimitReached(pkg, boughtOf(ctx, customer.customer_id, pkg.class_package_id))) return checkoutErrors.purchaseLimit();
  if (isTrial(pkg) && hasTrial(ctx, customer.customer_id)) return checkoutErrors.trialUsed();
  if (isSoldOut(pkg, soldCount(ctx.state.purchases, pkg.class_package_id))) return checkoutErrors.soldOut();
  return null;
}

/** The discount of the attempt, if any: with discounts off, or a code the package does not take, 412 (spec 8 'with a discount'). */
function attemptDiscount(ctx: FakeApiContext, body: Attempt): Result<Discount | null> {
  const code = body.discountCode?.trim() ?? '';
  if (code === '') return ok(null);
  if (!commerceOf(ctx).discountsEnabled) return err(checkoutErrors.discountsDisabled());
  const found = discountFor(ctx, code, body.class_package_id);
  return found.ok ? found : err(checkoutErrors.discountRefused(found.error));
}

/**
 * How an attempt pays: nothing, cash later, a card (typed, or saved:
 * `token` is what the sandbox charges) now, or later through the
 * subscription provider's window; with the studio method it records.
 */
type Plan =
  | { readonly kind: 'free' | 'cash' | 'provider'; readonly method: PaymentMethod | null }
  | { readonly kind: 'card'; readonly method: PaymentMethod | null; readonly token: string; readonly saved: boolean };

/** The studio method of this kind the attempt records: the one it named must be on offer and of that kind. */
const methodOf = (methods: readonly PaymentMethod[], kind: CheckoutMethodKind, named: number | null | undefined): Result<PaymentMethod | null> => {
  const method = checkoutMethodFor(methods, kind, named);
  return method === undefined ? err(checkoutErrors.paymentMethodInvalid()) : ok(method);
};

/** Cash only when core's default choice is cash (spec 4), so the fake takes cash exactly when the checkout offers it. */
function cashPlan(ctx: FakeApiContext, methods: readonly PaymentMethod[], body: Attempt): Result<Plan> {
  if (defaultPaymentChoice({ cashCheckoutEnabled: commerceOf(ctx).cashCheckoutEnabled, methods }) !== 'cash') return err(checkoutErrors.cashDisabled());
  const method = methodOf(methods, 'cash', body.payment_method_id);
  return method.ok ? ok({ kind: 'cash', method: method.value }) : method;
}

/** A card: the studio must have a card method; a saved one must be hers; a typed one comes tokenised (the sandbox has no browser flow). */
function cardPlan(ctx: FakeApiContext, customer: Customer, methods: readonly PaymentMethod[], body: Attempt): Result<Plan> {
  if (checkoutMethodFor(methods, 'card', null) === null) return err(checkoutErrors.cardUnavailable());
  const method = methodOf(methods, 'card', body.payment_method_id);
  if (!method.ok) return method;
  if (body.payment_method === 'saved_card') {
    const token = savedCardToken(ctx, customer, body.payment_source_id);
    return token.ok ? ok({ kind: 'card', method: method.value, token: token.value, saved: true }) : token;
  }
  const token = body.card_token ?? '';
  return token === '' ? err(checkoutErrors.cardTokenRequired()) : ok({ kind: 'card', method: method.value, token, saved: false });
}

/**
 * How the attempt pays, as the server plans it (payment-plan.ts): a total
 * of 0 pays nothing whatever was chosen; 'free' otherwise is refused; the
 * provider only with its flag; cash only when offered; a card as
 * `cardPlan` says. Nothing is charged yet.
 */
function payment(ctx: FakeApiContext, customer: Customer, body: Attempt, total: number): Result<Plan> {
  if (total === 0) return ok({ kind: 'free', method: null });
  if (body.payment_method === 'free') return err(checkoutErrors.notFree());
  const methods = ctx.state.paymentMethods.filter((m) => m.available);
  if (body.payment_method === 'provider') {
    return providerEnabled(ctx) ? ok({ kind: 'provider', method: providerMethod(methods) }) : err(providerErrors.unavailable());
  }
  return body.payment_method === 'cash' ? cashPlan(ctx, methods, body) : cardPlan(ctx, customer, methods, body);
}

/**
 * Pays a card plan with the sandbox: charged now, or during a free trial
 * only kept (a typed card becomes one of her saved cards, so the renewal
 * can charge it), as the server's local-pay.ts does; a refusal is the
 * sandbox's, and nothing is recorded.
 */
function payByCard(ctx: FakeApiContext, customer: Customer, plan: Plan, trial: boolean): AppError | null {
  if (plan.kind !== 'card') return null;
  if (!trial) return chargeRefusal(ctx.state.cardTokens, plan.token);
  if (plan.saved) return null;
  const kept = keepCard(ctx, customer, plan.token);
  return kept.ok ? null : kept.error;
}

function buy(ctx: FakeApiContext, customer: Customer, body: Attempt): Result<CheckoutAttemptResponse> {
  const pkg = ctx.state.packages.find((p) => p.class_package_id === body.class_package_id && p.available);
  if (!pkg) return err(packageErrors.packageNotFound());
  if (commerceOf(ctx).checkoutDisabled) return err(checkoutErrors.disabled());
  const refusal = packageRefusal(ctx, customer, pkg);
  if (refusal) return err(refusal);
  const discount = attemptDiscount(ctx, body);
  if (!discount.ok) return discount;
  const total = checkoutTotal(pkg, discount.value);
  const plan = payment(ctx, customer, body, total);
  if (!plan.ok) return plan;
  // Core's rule, as the server's attempt applies it: a subscription's free trial charges nothing now.
  const trial = plan.value.kind !== 'free' && packageFreeTrial(pkg) !== null;
  const declined = payByCard(ctx, customer, plan.value, trial);
  if (declined) return err(declined);
  if (discount.value) discount.value.uses += 1;
  const { kind, method } = plan.value;
  const paid = kind === 'free' || kind === 'card' || (trial && kind === 'cash');
  const purchase = recordPurchase(ctx, { customer, pkg, method, total: trial ? 0 : total, paid });
  const provider = kind === 'provider' ? providerStart(ctx, purchase, pkg.is_subscription) : {};
  return ok({ purchase_id: purchase.purchase_id, payment_id: null, clientSecret: null, session: null, ...provider });
}

/**
 * POST /checkout/attempt. One purchase per customer and idempotency key: a
 * retried or double-clicked attempt answers the first one's purchase. A
 * refused attempt bought nothing and is not remembered.
 */
function attempt(ctx: FakeApiContext, input: unknown): Result<CheckoutAttemptResponse> {
  const user = signedInUser(ctx);
  if (!user.ok) return user;
  const parsed = parsedInput(CheckoutAttemptBody, input);
  if (!parsed.ok) return parsed;
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  const key = `${customer.value.customer_id}:${parsed.value.idempotency_key}`;
  const known = ctx.state.attempts[key];
  if (known) return ok(clone(known));
  const answered = buy(ctx, customer.value, parsed.value);
  if (answered.ok) ctx.state.attempts[key] = clone(answered.value);
  return answered;
}

/**
 * The checkout calls over the fake's state, with the contract's sandbox
 * card processor, saved cards, and the subscription provider's capture.
 */
export const createFakeCheckoutApi = (ctx: FakeApiContext): CheckoutApi => ({
  paymentMethods: () => answer(ctx, 'checkout.paymentMethods', () => ok(clone(ctx.state.paymentMethods.filter((m) => m.available)))),
  cardToken: (card) =>
    answer(ctx, 'checkout.cardToken', () => {
      const zone = parseStudioConfig(ctx.state.config).rules.timezone;
      return tokeniseCard(card, ctx.clock.now(), zone, ctx.state.cardTokens);
    }),
  attempt: (body) => answer(ctx, 'checkout.attempt', () => attempt(ctx, body)),
  paymentSources: () => answer(ctx, 'checkout.paymentSources', () => paymentSources(ctx)),
  capture: (body) => answer(ctx, 'checkout.capture', () => capture(ctx, body)),
});
