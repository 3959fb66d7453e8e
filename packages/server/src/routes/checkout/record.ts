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
  return pkg.is_subscription ? 'active' : 'completed';
};

/** What a purchase row is made of. */
export interface NewPurchase {
  readonly customerId: number;
  readonly pkg: PackageRow;
  readonly plan: PaymentPlan;
  readonly total: number;
  readonly discount: DiscountRow | null;
  readonly idempotencyKey: string;
  readonly now: number;
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
  const subscription = pkg.is_subscription
    ? { subscription_period: pkg.subscription_period ?? 'month', subscription_interval: pkg.subscription_interval ?? 1 }
    : { subscription_period: null, subscription_interval: null };
  const [row] = await db.insert(purchases).values({
    customer_id: order.customerId,
    class_package_id: pkg.class_package_id,
    title: pkg.title,
    amount: moneyText(currentPrice(priceFactsOf(pkg))),
    total_payment: moneyText(order.total),
    status: purchaseStatusOf(plan, pkg),
    class_amount: pkg.class_amount,
    payment_method_id: plan.kind === 'free' ? null : plan.methodId,
    ...subscription,
    expiration_days: pkg.expiration_days,
    free_trial_length: pkg.free_trial_length,
    free_trial_period: pkg.free_trial_period,
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
