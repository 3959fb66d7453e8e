import { CheckoutCaptureBody } from '../api/schemas/purchases.schemas.js';
import type { PaymentMethod } from '../api/schemas/purchases.schemas.js';
import { parseStudioConfig } from '../config/config.parse.js';
import { messages } from '../messages/index.js';
import type { CheckoutCaptureAnswer } from '../ports/commerce.ports.js';
import { appError, err, ok, type AppError, type Result } from '../shared/result.js';
import { storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import type { FakePurchase } from './fake-api.checkout-state.js';
import { grantCredits, purchaseErrors } from './fake-api.purchases.js';
import { apiErrors } from './fake-api.store.js';

/** The refusals of the subscription provider's flow, with the server's codes. */
export const providerErrors = {
  /** The studio's provider flag is off: a 412 whose sentence says so. */
  unavailable: (): AppError => appError('checkout/provider-unavailable', messages.checkoutApi.providerUnavailable, 412),
  /** A capture without the approval's order or subscription id. */
  approvalMissing: (): AppError => appError('validation/invalid', messages.common.invalidBody, 400),
};

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
  const reference = subscription ? `P-FAKE-${purchase.class_package_id}` : `ORDER-FAKE-${purchase.purchase_id}`;
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
 * POST /checkout/capture: the buyer approved in the provider's window, so
 * her purchase waiting on it is paid. Capturing again answers the same
 * purchase and pays nothing more; a purchase that is not hers, or that
 * never waited on the provider, is 404; an approval without its order or
 * subscription id is 400.
 */
export function capture(ctx: FakeApiContext, input: unknown): Result<CheckoutCaptureAnswer> {
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  const parsed = CheckoutCaptureBody.safeParse(input);
  if (!parsed.success) return err(apiErrors.invalidBody(parsed.error));
  const { purchase_id, orderID, subscriptionID } = parsed.data;
  if (!orderID && !subscriptionID) return err(providerErrors.approvalMissing());
  const purchase = ctx.state.purchases.find((p) => p.purchase_id === purchase_id && p.customer_id === customer.value.customer_id);
  if (!purchase) return err(purchaseErrors.notFound());
  if (ctx.state.providerPurchases[purchase_id] === undefined) return err(purchaseErrors.notFound());
  if (purchase.status === 'pending') settle(ctx, purchase);
  return ok({ purchase_id });
}
