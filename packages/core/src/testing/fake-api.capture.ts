import { CHECKOUT_ERRORS, errorOf, PURCHASE_ERRORS } from '../api/errors.js';
import { CheckoutCaptureBody } from '../api/schemas/purchases.schemas.js';
import type { PaymentMethod } from '../api/schemas/purchases.schemas.js';
import { parseStudioConfig } from '../config/config.parse.js';
import type { CheckoutCaptureAnswer } from '../ports/commerce.ports.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import { parsedInput, signedInUser, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import type { FakePurchase } from './fake-api.checkout-state.js';
import { grantCredits, purchaseErrors } from './fake-api.purchases.js';

/** The refusals of the subscription provider's flow, with the server's codes. */
export const providerErrors = {
  /** The studio's provider flag is off: a 412 whose sentence says so. */
  unavailable: (): AppError => errorOf(CHECKOUT_ERRORS.providerUnavailable),
  /** The approval names another order, or no subscription for a plan (409). */
  captureMismatch: (): AppError => errorOf(CHECKOUT_ERRORS.captureMismatch),
  /** The purchase is no longer pending nor paid: failed, cancelled or revoked (409). */
  notSettleable: (): AppError => errorOf(PURCHASE_ERRORS.notSettleable),
};

/** The fake's plan ids start so (its order ids with 'ORDER-FAKE-'). */
const PLAN_PREFIX = 'P-FAKE-';

/** Whether the studio sells through the subscription provider (its flag). */
export const providerEnabled = (ctx: FakeApiContext): boolean =>
  parseStudioConfig(ctx.state.config).commerce.subscriptionProviderEnabled;

/** The studio's method of kind 'subscription_provider', if it has one. */
export const providerMethod = (methods: readonly PaymentMethod[]): PaymentMethod | null =>
  methods.find((method) => method.kind === 'subscription_provider') ?? null;

/**
 * What the attempt answers for a purchase left waiting on the provider: a
 * plan to subscribe to for a subscription, else an order to approve (spec
 * 7: 'reads plan_id or orderID'); the fake remembers which.
 */
export function providerStart(ctx: FakeApiContext, purchase: FakePurchase, subscription: boolean): { plan_id: string | null; orderID: string | null } {
  const reference = subscription ? `${PLAN_PREFIX}${purchase.class_package_id}` : `ORDER-FAKE-${purchase.purchase_id}`;
  ctx.state.providerPurchases[purchase.purchase_id] = reference;
  return subscription ? { plan_id: reference, orderID: null } : { plan_id: null, orderID: reference };
}

/** The pending purchase paid: active for a subscription, else completed; its credits granted and its charge completed. */
function settle(ctx: FakeApiContext, purchase: FakePurchase): void {
  const pkg = ctx.state.packages.find((p) => p.class_package_id === purchase.class_package_id);
  const now = ctx.clock.now();
  const at = new Date(now).toISOString();
  const subscription = purchase.subscription_id !== null || purchase.subscription_period !== null;
  Object.assign(purchase, { status: subscription ? 'active' : 'completed', updatedAt: at });
  if (pkg) grantCredits(ctx, purchase, pkg, now);
  for (const invoice of ctx.state.invoices.filter((i) => i.purchase_id === purchase.purchase_id)) {
    Object.assign(invoice, { status: 'completed', purchase_status: purchase.status });
  }
}

/**
 * POST /checkout/capture, in the server's order (checkout/capture.ts): her
 * own purchase that waited on the provider, else 404; an order capture
 * naming another order, or a plan's capture without its subscription id,
 * 409; a purchase paid already answers again (nothing
 * more is paid); one no longer pending (failed, cancelled, revoked) is 409.
 * The buyer is taken to have approved in the provider's window.
 */
export function capture(ctx: FakeApiContext, input: unknown): Result<CheckoutCaptureAnswer> {
  const user = signedInUser(ctx);
  if (!user.ok) return user;
  const parsed = parsedInput(CheckoutCaptureBody, input);
  if (!parsed.ok) return parsed;
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  const { purchase_id, orderID, subscriptionID } = parsed.value;
  const purchase = ctx.state.purchases.find((p) => p.purchase_id === purchase_id && p.customer_id === customer.value.customer_id);
  if (!purchase) return err(purchaseErrors.notFound());
  const reference = ctx.state.providerPurchases[purchase_id];
  if (reference === undefined) return err(purchaseErrors.notFound());
  const plan = reference.startsWith(PLAN_PREFIX);
  if (plan ? !subscriptionID : orderID !== reference) return err(providerErrors.captureMismatch());
  if (purchase.status === 'active' || purchase.status === 'completed') return ok({ purchase_id });
  if (purchase.status !== 'pending') return err(providerErrors.notSettleable());
  settle(ctx, purchase);
  if (plan && subscriptionID) purchase.subscription_id = subscriptionID;
  return ok({ purchase_id });
}
