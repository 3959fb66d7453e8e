import { currentPrice, type DiscountBaseFacts } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { invoices, purchases } from '../../db/schema/index.js';
import type { DiscountRow } from '../discounts/views.js';
import type { PackageRow } from './package-checks.js';
import type { PaymentPlan } from './payment-plan.js';
import { checkoutRefusals } from './refusals.js';

/** numeric(10,2) takes text, so no cent is lost on the way in. */
export const moneyText = (amount: number): string => amount.toFixed(2);

/** A package's price facts as core's checkout maths read them (numbers, not the driver's strings). */
export const priceFactsOf = (pkg: PackageRow): DiscountBaseFacts => ({
  price: Number(pkg.price),
  sale_price: pkg.sale_price === null ? null : Number(pkg.sale_price),
  allow_discount_over_sale_price: pkg.allow_discount_over_sale_price,
});

/**
 * Spec 4 'Purchase and invoice status badges': cash waits for the studio
 * ('pending', nothing granted until an admin marks it paid); anything paid
 * or free is 'active' for a subscription and 'completed' otherwise.
 */
export const purchaseStatusOf = (plan: PaymentPlan, pkg: PackageRow): 'pending' | 'active' | 'completed' => {
  if (plan.kind === 'cash') return 'pending';
  return paidStatusOf(pkg.is_subscription);
};

/** The status of a paid or free purchase (spec 4): 'active' for a subscription, 'completed' otherwise. */
export const paidStatusOf = (isSubscription: boolean): 'active' | 'completed' => (isSubscription ? 'active' : 'completed');

/**
 * The package's terms a purchase copies when it is made (data model), so a
 * later edit of the package does not change what was sold: its title, price,
 * classes, subscription (monthly when it names none) and trial.
 */
export const packageTermsOf = (pkg: PackageRow) => ({
  class_package_id: pkg.class_package_id,
  title: pkg.title,
  amount: moneyText(currentPrice(priceFactsOf(pkg))),
  class_amount: pkg.class_amount,
  ...(pkg.is_subscription
    ? { subscription_period: pkg.subscription_period ?? 'month', subscription_interval: pkg.subscription_interval ?? 1 }
    : { subscription_period: null, subscription_interval: null }),
  expiration_days: pkg.expiration_days,
  free_trial_length: pkg.free_trial_length,
  free_trial_period: pkg.free_trial_period,
});

/** What a purchase row is made of. */
export interface NewPurchase {
  readonly customerId: number;
  readonly pkg: PackageRow;
  readonly plan: PaymentPlan;
  readonly total: number;
  readonly discount: DiscountRow | null;
  readonly idempotencyKey: string;
  readonly now: number;
  /** Overrides the status the plan gives: 'pending' while a networked provider is paid, 'active' for a free trial. */
  readonly status?: 'pending' | 'active' | 'completed' | undefined;
}

/**
 * Writes the purchase, with the package's terms copied so a later edit of
 * the package does not change what was sold (data model). The idempotency
 * key is unique: a concurrent attempt with the same key waits here for the
 * other transaction, and when that one committed (another customer's key,
 * since hers are serialised by her row lock) nothing is written: 409.
 */
export const insertPurchase = async (db: Db, order: NewPurchase): Promise<number> => {
  const { pkg, plan, now } = order;
  const [row] = await db.insert(purchases).values({
    ...packageTermsOf(pkg),
    customer_id: order.customerId,
    total_payment: moneyText(order.total),
    status: order.status ?? purchaseStatusOf(plan, pkg),
    payment_method_id: plan.kind === 'free' ? null : plan.methodId,
    discount_id: order.discount?.discount_id ?? null,
    idempotency_key: order.idempotencyKey,
    created_at: new Date(now),
    updated_at: new Date(now),
  }).onConflictDoNothing({ target: purchases.idempotency_key }).returning({ id: purchases.purchase_id });
  if (!row) throw checkoutRefusals.keyTaken();
  return row.id;
};

/**
 * The invoice of a purchase's charge (spec 3 'Invoice'): 'completed' once
 * the card was charged, 'pending' for cash the studio has yet to receive;
 * a free purchase charges nothing and has none. Answers its id.
 */
export const insertInvoice = async (
  db: Db,
  charge: { readonly customerId: number; readonly purchaseId: number; readonly total: number; readonly status: 'completed' | 'pending'; readonly now: number },
): Promise<number> => {
  const [row] = await db.insert(invoices).values({
    purchase_id: charge.purchaseId, customer_id: charge.customerId, total_payment: moneyText(charge.total),
    status: charge.status, created_at: new Date(charge.now),
  }).returning({ id: invoices.invoice_id });
  if (!row) throw new Error('The invoice was not written');
  return row.id;
};

/**
 * A purchase the studio records itself, paid or given (the front desk's
 * sale, a granted access), or a desk sale still to be paid: no idempotency
 * key (an admin's second click is a second sale), the package's terms
 * copied, `expirationDays` overriding the package's when the admin names a
 * length.
 */
export interface DeskPurchase {
  readonly customerId: number;
  readonly pkg: PackageRow;
  readonly total: number;
  readonly methodId: number | null;
  readonly discountId: number | null;
  readonly isGift: boolean;
  readonly expirationDays?: number | null | undefined;
  readonly now: number;
  /** 'pending' for a desk sale still to be paid; otherwise the status of a paid one (`paidStatusOf`). */
  readonly status?: 'pending' | undefined;
}

/** Writes a desk purchase, paid (`paidStatusOf`) unless it is pending; answers its id. */
export const insertDeskPurchase = async (db: Db, order: DeskPurchase): Promise<number> => {
  const { pkg, now } = order;
  const terms = packageTermsOf(pkg);
  const [row] = await db.insert(purchases).values({
    ...terms,
    customer_id: order.customerId,
    total_payment: moneyText(order.total),
    status: order.status ?? paidStatusOf(pkg.is_subscription),
    payment_method_id: order.methodId,
    expiration_days: order.expirationDays ?? terms.expiration_days,
    discount_id: order.discountId,
    is_gift: order.isGift,
    created_at: new Date(now),
    updated_at: new Date(now),
  }).returning({ id: purchases.purchase_id });
  if (!row) throw new Error('The purchase was not written');
  return row.id;
};
