import { checkoutTotal, type CheckoutAttemptResponse, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import type { Handler } from '../handler.js';
import { loadStudioConfig } from '../reservations/context.js';
import { discountFor, useDiscount } from './discount.js';
import { grantPurchase } from './grant.js';
import { attemptAnswer, lockCallerCustomer, replayOf } from './idempotency.js';
import { checkPackageFor, packageForSale, type PackageRow } from './package-checks.js';
import { planPayment, type PaymentPlan } from './payment-plan.js';
import { insertInvoice, insertPurchase, priceFactsOf, type NewPurchase } from './record.js';
import { cardRefusal, checkoutRefusals } from './refusals.js';

/**
 * The key a charge carries to the processor: the customer's checkout key,
 * scoped by customer so one customer's key can never answer with another's
 * charge.
 */
export const chargeKeyOf = (customerId: number, idempotencyKey: string): string => `checkout:${customerId}:${idempotencyKey}`;

/** Charges a card plan; a refusal is thrown so the purchase row written before it rolls back (402, spec 8). */
const charge = async (payments: PaymentGateway, plan: PaymentPlan, order: NewPurchase): Promise<void> => {
  if (plan.kind !== 'card') return;
  const result = await payments.charge({
    amount: order.total, currency: 'MXN', token: plan.token,
    idempotencyKey: chargeKeyOf(order.customerId, order.idempotencyKey), description: order.pkg.title,
  });
  if (result.status === 'refused') throw cardRefusal(result.refusal);
};

/** After the charge: the invoice, the grants of a paid purchase, the discount's use. */
const settle = async (db: Db, order: NewPurchase, purchaseId: number): Promise<void> => {
  const { plan, customerId, now } = order;
  if (plan.kind !== 'free') {
    await insertInvoice(db, { customerId, purchaseId, total: order.total, status: plan.kind === 'cash' ? 'pending' : 'completed', now });
  }
  // Cash grants nothing yet: an admin marks it paid, and that grants (admin area).
  if (plan.kind !== 'cash') await grantPurchase(db, order.pkg, { customerId, purchaseId, now });
  if (order.discount) await useDiscount(db, order.discount);
};

/** Buys `pkg` for the locked customer: checks, price, payment, then the purchase and all it grants. */
const buy = async (ctx: Parameters<Handler<Routes['checkoutAttempt']>>[0], customerId: number, pkg: PackageRow): Promise<CheckoutAttemptResponse> => {
  const { db, body, now, services } = ctx;
  const config = await loadStudioConfig(db);
  if (config.commerce.checkoutDisabled) throw checkoutRefusals.disabled();
  await checkPackageFor(db, customerId, pkg);
  const discount = await discountFor(db, body.discountCode, { packageId: pkg.class_package_id, config, now });
  const total = checkoutTotal(priceFactsOf(pkg), discount ? { amount: Number(discount.amount), is_percent: discount.is_percent } : null);
  const plan = await planPayment(db, body, { total, customerId, config });
  const order: NewPurchase = { customerId, pkg, plan, total, discount, idempotencyKey: body.idempotency_key, now };
  const purchaseId = await insertPurchase(db, order);
  await charge(services.payments, plan, order);
  await settle(db, order, purchaseId);
  return attemptAnswer(db, purchaseId);
};

/**
 * POST /checkout/attempt (spec 7), in the request's one transaction: the
 * customer's row locked; a key seen before answers its purchase again;
 * checkout_disabled refuses everything; then the package, its limits, the
 * discount (core's `checkoutTotal`), the payment, the purchase, the charge,
 * and what the purchase grants. Any refusal, the card's included, is
 * thrown: nothing is written.
 */
const attempt: Handler<Routes['checkoutAttempt']> = async (ctx) => {
  const customer = await lockCallerCustomer(ctx);
  const replay = await replayOf(ctx.db, customer.customer_id, ctx.body);
  if (replay) return replay;
  const pkg = await packageForSale(ctx.db, ctx.body.class_package_id);
  return buy(ctx, customer.customer_id, pkg);
};

/** The checkout attempt. */
export const attemptHandlers = { checkoutAttempt: attempt };
