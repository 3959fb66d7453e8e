import type { z } from 'zod';
import type { ClassPackage, Discount } from '../api/schemas/packages.schemas.js';
import { CheckoutAttemptBody, type CheckoutAttemptResponse, type PaymentMethod } from '../api/schemas/purchases.schemas.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { isTrialPackage } from '../catalog/listing.rules.js';
import { checkoutTotal } from '../checkout/discount.rules.js';
import { findCardMethod, findCashMethod } from '../checkout/payment-choice.rules.js';
import { parseStudioConfig } from '../config/config.parse.js';
import { messages } from '../messages/index.js';
import type { CheckoutApi } from '../ports/commerce.ports.js';
import { appError, err, ok, type AppError, type Result } from '../shared/result.js';
import { answer, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import { discountFor, packageErrors } from './fake-api.packages.js';
import { recordPurchase } from './fake-api.purchases.js';
import { chargeRefusal, tokeniseCard } from './fake-api.sandbox.js';
import { capture, providerEnabled, providerErrors, providerMethod, providerStart } from './fake-api.capture.js';
import { paymentSources, savedCardDigits } from './fake-api.saved-cards.js';
import { apiErrors, clone } from './fake-api.store.js';

type Attempt = z.output<typeof CheckoutAttemptBody>;

/** The refusals of POST /checkout/attempt that are not the card's, with the server's codes (spec 8). */
export const checkoutErrors = {
  noPaymentMethod: (): AppError => appError('checkout/no-payment-method', messages.checkout.noPaymentMethod, 400),
  purchaseLimit: (): AppError => appError('checkout/purchase-limit', messages.checkout.purchaseLimit, 409),
  trialUsed: (): AppError => appError('checkout/trial-used', messages.checkoutApi.trialUsed, 409),
  soldOut: (): AppError => appError('checkout/sold-out', messages.checkout.peopleLimit, 412),
  discountRefused: (error: AppError): AppError => appError(error.code, error.message, 412),
};

/** What the customer has bought of a package and still counts (a failed charge bought nothing). */
const boughtOf = (ctx: FakeApiContext, customerId: number, packageId: number): number =>
  ctx.state.purchases.filter((p) => p.customer_id === customerId && p.class_package_id === packageId && p.status !== 'failed').length;

/** A trial in the storefront's sense (spec 4), never a special event. */
const isTrial = (pkg: ClassPackage): boolean => isTrialPackage(pkg) && !pkg.is_special_event;

/** Whether the customer holds any trial already: one trial per customer, whichever it is. */
const hasTrial = (ctx: FakeApiContext, customerId: number): boolean =>
  ctx.state.purchases.some((p) => {
    const bought = ctx.state.packages.find((pkg) => pkg.class_package_id === p.class_package_id);
    return p.customer_id === customerId && p.status !== 'failed' && bought !== undefined && isTrial(bought);
  });

/** 409 past limit_per_customer or for a second trial; 412 for a special event with no place left. */
function packageRefusal(ctx: FakeApiContext, customer: Customer, pkg: ClassPackage): AppError | null {
  const limit = pkg.limit_per_customer;
  if (limit !== null && limit > 0 && boughtOf(ctx, customer.customer_id, pkg.class_package_id) >= limit) return checkoutErrors.purchaseLimit();
  if (isTrial(pkg) && hasTrial(ctx, customer.customer_id)) return checkoutErrors.trialUsed();
  if (pkg.capacity !== null && pkg.sold >= pkg.capacity) return checkoutErrors.soldOut();
  return null;
}

/** The discount of the attempt, if any: a code the package does not take is 412 (spec 8 'with a discount'). */
function attemptDiscount(ctx: FakeApiContext, body: Attempt): Result<Discount | null> {
  const code = body.discountCode?.trim() ?? '';
  if (code === '') return ok(null);
  const found = discountFor(ctx, code, body.class_package_id);
  return found.ok ? found : err(checkoutErrors.discountRefused(found.error));
}

/**
 * How an attempt pays: nothing, cash later, a card (typed or saved) charged
 * now, or later through the subscription provider's window; with the
 * studio method it names.
 */
interface Plan {
  readonly kind: 'free' | 'cash' | 'card' | 'provider';
  readonly method: PaymentMethod | null;
}

/** A card's digits charged now: paid, or the sandbox's refusal. */
const charged = (digits: string, methods: readonly PaymentMethod[]): Result<Plan> => {
  const refusal = chargeRefusal(digits);
  return refusal ? err(refusal) : ok({ kind: 'card', method: findCardMethod(methods) });
};

/**
 * How the attempt pays, as the server plans it: a total of 0 pays nothing
 * whatever was chosen; 'free' otherwise is refused; 'cash' needs the cash
 * method; 'card' a token of the sandbox, which may be refused with 402;
 * 'saved_card' one of her saved cards (payment_sources_enabled only), charged
 * the same way; 'provider' waits for the provider's approval (its flag only).
 */
function payment(ctx: FakeApiContext, customer: Customer, body: Attempt, total: number): Result<Plan> {
  if (total === 0) return ok({ kind: 'free', method: null });
  const methods = ctx.state.paymentMethods.filter((m) => m.available);
  switch (body.payment_method) {
    case 'cash': {
      const cash = findCashMethod(methods);
      return cash ? ok({ kind: 'cash', method: cash }) : err(checkoutErrors.noPaymentMethod());
    }
    case 'card': {
      const digits = body.card_token ? ctx.state.cardTokens[body.card_token] : undefined;
      if (digits === undefined) return err(checkoutErrors.noPaymentMethod());
      return charged(digits, methods);
    }
    case 'saved_card': {
      const digits = savedCardDigits(ctx, customer, body.payment_source_id);
      return digits.ok ? charged(digits.value, methods) : digits;
    }
    case 'provider':
      return providerEnabled(ctx) ? ok({ kind: 'provider', method: providerMethod(methods) }) : err(providerErrors.unavailable());
    default:
      return err(checkoutErrors.noPaymentMethod());
  }
}

/** A free trial charges nothing now; its first charge comes after the trial. */
const chargedNow = (pkg: ClassPackage, total: number): number => ((pkg.free_trial_length ?? 0) > 0 ? 0 : total);

function buy(ctx: FakeApiContext, customer: Customer, body: Attempt): Result<CheckoutAttemptResponse> {
  const pkg = ctx.state.packages.find((p) => p.class_package_id === body.class_package_id && p.available);
  if (!pkg) return err(packageErrors.packageNotFound());
  const refusal = packageRefusal(ctx, customer, pkg);
  if (refusal) return err(refusal);
  const discount = attemptDiscount(ctx, body);
  if (!discount.ok) return discount;
  const total = checkoutTotal(pkg, discount.value);
  const plan = payment(ctx, customer, body, total);
  if (!plan.ok) return plan;
  if (discount.value) discount.value.uses += 1;
  const { kind, method } = plan.value;
  const paid = kind !== 'cash' && kind !== 'provider';
  const purchase = recordPurchase(ctx, { customer, pkg, method, total: chargedNow(pkg, total), paid });
  const provider = kind === 'provider' ? providerStart(ctx, purchase, pkg.is_subscription) : {};
  return ok({ purchase_id: purchase.purchase_id, payment_id: null, clientSecret: null, session: null, ...provider });
}

/**
 * POST /checkout/attempt. One purchase per customer and idempotency key: a
 * retried or double-clicked attempt answers the first one's purchase. A
 * refused attempt bought nothing and is not remembered.
 */
function attempt(ctx: FakeApiContext, input: unknown): Result<CheckoutAttemptResponse> {
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  const parsed = CheckoutAttemptBody.safeParse(input);
  if (!parsed.success) return err(apiErrors.invalidBody(parsed.error));
  const key = `${customer.value.customer_id}:${parsed.data.idempotency_key}`;
  const known = ctx.state.attempts[key];
  if (known) return ok(clone(known));
  const answered = buy(ctx, customer.value, parsed.data);
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
