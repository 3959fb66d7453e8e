import { PURCHASE_ERRORS, errorOf } from '../api/errors.js';
import type { ClassPackage } from '../api/schemas/packages.schemas.js';
import { currentPrice } from '../catalog/price.rules.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { PurchaseCancelBody, type Invoice, type PaymentMethod, type Purchase } from '../api/schemas/purchases.schemas.js';
import { isTeam, type Role } from '../api/access.rules.js';
import { canCancelSubscription } from '../purchases/cancel.rules.js';
import type { PurchasesApi } from '../ports/commerce.ports.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import { answer, parsedInput, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import type { FakeInvoice, FakePurchase } from './fake-api.checkout-state.js';
import { clone } from './fake-api.store.js';

const DAY_MS = 86_400_000;

/** The refusals of the purchase routes, with the server's codes. */
export const purchaseErrors = {
  notFound: (): AppError => errorOf(PURCHASE_ERRORS.notFound),
  notCancellable: (): AppError => errorOf(PURCHASE_ERRORS.notCancellable),
};

/** What a new purchase is made of. */
export interface NewPurchase {
  readonly customer: Customer;
  readonly pkg: ClassPackage;
  /** The studio method it was paid with; null for a free package. */
  readonly method: PaymentMethod | null;
  /** What was charged now (0 for a free trial, whose first charge comes after it). */
  readonly total: number;
  /** Paid at once (card, free); a cash purchase waits for the studio to mark it paid. */
  readonly paid: boolean;
}

const nextId = <T, K extends keyof T>(rows: readonly T[], key: K): number =>
  rows.reduce((max, row) => Math.max(max, Number(row[key]) || 0), 0) + 1;

/** The wire shape of a stored row: its owner stays on the server. */
const withoutOwner = <T extends { customer_id: number }>(row: T): Omit<T, 'customer_id'> => {
  const { customer_id: _owner, ...rest } = clone(row);
  return rest;
};

/**
 * A paid purchase's credits, as the server grants them in the same
 * transaction: one per class type of the package (class_package_types), or
 * one of class_amount classes (-1 unlimited); an online-only package
 * (class_amount 0) grants none. They expire expiration_days after now.
 */
export function grantCredits(ctx: FakeApiContext, purchase: FakePurchase, pkg: ClassPackage, now: number): void {
  const expiry = (days: number | null) => (days === null ? null : new Date(now + days * DAY_MS).toISOString());
  const grants = pkg.class_package_types.length > 0
    ? pkg.class_package_types.map((t) => ({ amount: t.class_amount, days: t.expiration_days, type: t.class_type.class_type_id }))
    : [{ amount: pkg.class_amount, days: pkg.expiration_days, type: null }];
  for (const grant of grants) {
    if (grant.amount === 0) continue;
    ctx.state.credits.push({
      available_class_id: nextId(ctx.state.credits, 'available_class_id'),
      customer_id: purchase.customer_id,
      purchase_id: purchase.purchase_id,
      class_type_id: grant.type,
      class_types: grant.type === null ? null : String(grant.type),
      allowed_times: null,
      available_classes: grant.amount,
      expiration_date: expiry(grant.days),
    });
  }
}

/** The charge of a purchase (Mis Cargos): a free purchase charges nothing and has none. */
function recordInvoice(ctx: FakeApiContext, purchase: FakePurchase): void {
  const invoice: FakeInvoice = {
    invoice_id: nextId(ctx.state.invoices, 'invoice_id'),
    customer_id: purchase.customer_id,
    purchase_id: purchase.purchase_id,
    title: purchase.title,
    total_payment: purchase.total_payment,
    status: purchase.status === 'pending' ? 'pending' : 'completed',
    created_at: purchase.created_at,
    createdAt: purchase.createdAt,
    subscription_period: purchase.subscription_period,
    subscription_interval: purchase.subscription_interval,
    purchase_status: purchase.status,
  };
  ctx.state.invoices.push(invoice);
}

/**
 * Records a purchase as the server would: paid by card (or free) it is
 * 'active' for a subscription and 'completed' otherwise, and grants its
 * credits at once; in cash it is 'pending' and grants nothing until the
 * studio marks it paid. The package's sales and the customer's purchase
 * list grow with it.
 */
export function recordPurchase(ctx: FakeApiContext, input: NewPurchase): FakePurchase {
  const { customer, pkg, method, total, paid } = input;
  const now = ctx.clock.now();
  const at = new Date(now).toISOString();
  const purchase: FakePurchase = {
    purchase_id: nextId(ctx.state.purchases, 'purchase_id'),
    customer_id: customer.customer_id,
    title: pkg.title,
    class_package: { class_package_id: pkg.class_package_id, title: pkg.title, is_online: pkg.is_online },
    class_package_id: pkg.class_package_id,
    amount: currentPrice(pkg),
    total_payment: total,
    status: paid ? (pkg.is_subscription ? 'active' : 'completed') : 'pending',
    class_amount: pkg.class_amount,
    createdAt: at, created_at: at, updatedAt: at, cancelledAt: null,
    customer: { email: customer.email },
    payment_method: method ? { name: method.name, instructions: method.instructions, kind: method.kind } : null,
    payment_method_id: method?.payment_method_id ?? null,
    // The sandbox bills subscriptions itself: no provider subscription id, as on the server in local mode.
    subscription_id: null,
    subscription_period: pkg.subscription_period,
    subscription_interval: pkg.subscription_interval,
    expiration_days: pkg.expiration_days,
    free_trial_length: pkg.free_trial_length,
    free_trial_period: pkg.free_trial_period,
    is_gift: false,
  };
  ctx.state.purchases.push(purchase);
  customer.purchases.push({ purchase_id: purchase.purchase_id, class_package_id: pkg.class_package_id });
  if (paid) grantCredits(ctx, purchase, pkg, now);
  if (total > 0 || !paid) recordInvoice(ctx, purchase);
  return purchase;
}

/** Newest first, the later id first within one instant, as the server orders them. */
const newestFirst = <T extends { createdAt: string }>(id: (row: T) => number) => (a: T, b: T) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || id(b) - id(a);

/**
 * One of the caller's purchases, or the failure the server answers. `anyone`
 * says whose role reaches others' purchases: the team reads them, only the
 * admin cancels them (as the server decides).
 */
const ownPurchase = (ctx: FakeApiContext, id: number, anyone: (role: Role) => boolean = isTeam): Result<FakePurchase> => {
  const caller = storedCustomer(ctx);
  if (!caller.ok) return caller;
  const found = ctx.state.purchases.find((p) => p.purchase_id === id);
  const mayRead = found !== undefined && (found.customer_id === caller.value.customer_id || anyone(caller.value.role));
  return mayRead ? ok(found) : err(purchaseErrors.notFound());
};

/** What the cancel rule reads of a purchase (its class_package carries no subscription terms). */
const termsOf = ({ status, subscription_period, subscription_interval, subscription_id }: Purchase) =>
  ({ status, subscription_period, subscription_interval, subscription_id });

/** Whether the purchase is a subscription the table would have let her cancel, whatever its status now. */
const isCancellableSubscription = (purchase: Purchase): boolean => canCancelSubscription({ ...termsOf(purchase), status: 'active' }, 'table');

/**
 * POST /purchases/cancel/{id}, as the server answers it: the reason first
 * (the body's schema), then hers (the admin's: anyone's); a subscription
 * cancelled before answers as it is; only an active one is cancelled
 * (core's `canCancelSubscription`), else 409.
 */
function cancelPurchase(ctx: FakeApiContext, id: number, reason: string): Result<Purchase> {
  const body = parsedInput(PurchaseCancelBody, { reason });
  if (!body.ok) return body;
  const found = ownPurchase(ctx, id, (role) => role === 'admin');
  if (!found.ok) return found;
  const purchase = found.value;
  if (purchase.status === 'cancelled' && isCancellableSubscription(purchase)) return ok(withoutOwner(purchase));
  if (!canCancelSubscription(termsOf(purchase), 'table')) return err(purchaseErrors.notCancellable());
  const at = new Date(ctx.clock.now()).toISOString();
  Object.assign(purchase, { status: 'cancelled', cancelledAt: at, updatedAt: at });
  return ok(withoutOwner(purchase));
}

/** The customer's purchases and charges, over the fake's state, answering like the server. */
export const createFakePurchasesApi = (ctx: FakeApiContext): PurchasesApi => ({
  mine: () =>
    answer(ctx, 'purchases.mine', () => {
      const caller = storedCustomer(ctx);
      if (!caller.ok) return caller;
      const mine = ctx.state.purchases.filter((p) => p.customer_id === caller.value.customer_id);
      return ok([...mine].sort(newestFirst((p) => p.purchase_id)).map((p): Purchase => withoutOwner(p)));
    }),
  one: (id) =>
    answer(ctx, 'purchases.one', () => {
      const found = ownPurchase(ctx, id);
      return found.ok ? ok(withoutOwner(found.value)) : found;
    }),
  cancel: (id, reason) => answer(ctx, 'purchases.cancel', () => cancelPurchase(ctx, id, reason)),
  invoices: () =>
    answer(ctx, 'purchases.invoices', () => {
      const caller = storedCustomer(ctx);
      if (!caller.ok) return caller;
      const mine = ctx.state.invoices.filter((i) => i.customer_id === caller.value.customer_id);
      return ok([...mine].sort(newestFirst((i) => i.invoice_id)).map((i): Invoice => withoutOwner(i)));
    }),
});
