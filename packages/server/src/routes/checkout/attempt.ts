import { checkoutTotal, packageFreeTrial, type CheckoutAttemptResponse, type Routes } from '@estudio/core';
import type { PaymentGateway } from '../../payments/gateway.js';
import { ownTransactions, type Handler, type HandlerContext } from '../handler.js';
import { callerCustomer, type CustomerRow } from '../shared/caller-customer.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { discountFor, useDiscount } from './discount.js';
import { attemptAnswer, priorAttempt } from './idempotency.js';
import { keepRenewalCard, payLocally, startTrialLocally } from './local-pay.js';
import { checkPackageFor, packageForSale, type PackageRow } from './package-checks.js';
import { planPayment, type PaymentPlan } from './payment-plan.js';
import { supersedeAbandoned } from './provider-purchases.js';
import { insertProviderCheckout, type StepKind } from './provider-records.js';
import { insertPurchase, paidStatusOf, priceFactsOf, type NewPurchase } from './record.js';
import { checkoutRefusals } from './refusals.js';
import { runRemote } from './remote-run.js';
import { renewalSourceOf, startRenewals } from '../../purchases/renewal.js';
import { sendPurchaseReceipt } from '../../purchases/receipts.js';

export { chargeKeyOf } from './charge-key.js';

type Ctx = HandlerContext<Routes['checkoutAttempt']>;

/** What the attempt's first transaction ends with: the answer, or a pending purchase a networked provider must pay. */
type Opened = { readonly kind: 'answer'; readonly answer: CheckoutAttemptResponse } | { readonly kind: 'remote'; readonly purchaseId: number };

/**
 * What a networked provider must do for this plan, or null when the
 * attempt pays inside its transaction (free, cash, the sandbox, a free
 * trial on a card already saved).
 */
const stepKindOf = (plan: PaymentPlan, pkg: PackageRow, trial: boolean, payments: PaymentGateway): StepKind | null => {
  switch (plan.kind) {
    case 'provider': return pkg.is_subscription ? 'plan' : 'order';
    case 'browser': return plan.mode === 'session' ? 'checkout_session' : trial ? 'setup_intent' : 'payment_intent';
    case 'card':
      if (!payments.remote || (trial && plan.saved)) return null;
      return trial ? 'save_card' : plan.saved ? 'charge_saved' : 'charge';
    default: return null;
  }
};

/** The card token or saved source a card step charges or keeps. */
const sourceOf = (plan: PaymentPlan): string | null => (plan.kind === 'card' ? plan.token : null);

/**
 * Records the purchase and pays what can be paid here. A networked
 * provider's purchase is written 'pending' with its provider row and its
 * discount use, to be paid after this transaction commits.
 */
const record = async (ctx: Ctx, customer: CustomerRow, order: Omit<NewPurchase, 'status'>): Promise<Opened> => {
  const { db, services } = ctx;
  const { total } = order;
  const trial = order.plan.kind !== 'free' && packageFreeTrial(order.pkg) !== null;
  const kind = stepKindOf(order.plan, order.pkg, trial, services.payments);
  const status = kind ? 'pending' : trial ? paidStatusOf(true) : undefined;
  const purchaseId = await insertPurchase(db, { ...order, total: trial ? 0 : total, status });
  if (kind) {
    const provider = order.plan.kind === 'provider' ? services.subscriptionProvider?.name ?? 'provider' : services.payments.name;
    await insertProviderCheckout(db, { purchaseId, provider, kind, source: sourceOf(order.plan), amount: total, now: order.now });
    if (order.discount) await useDiscount(db, order.discount);
    return { kind: 'remote', purchaseId };
  }
  const payer = { customerId: customer.customer_id, email: customer.email };
  if (trial) await startTrialLocally(db, services.payments, { ...order, total: 0 }, purchaseId, payer);
  else await payLocally(db, services.payments, order, purchaseId);
  if (order.pkg.is_subscription) {
    const source = renewalSourceOf(services.payments, order.plan);
    // The card a subscription renews with is among her saved cards, where she sees it and can delete it (the job then asks for another).
    if (source !== null && !trial && order.plan.kind === 'card' && !order.plan.saved) await keepRenewalCard(db, services.payments, payer, source, order.now);
    await startRenewals(db, { purchaseId, source, cash: order.plan.kind === 'cash' });
  }
  await sendPurchaseReceipt(db, services, purchaseId, order.now);
  return { kind: 'answer', answer: await attemptAnswer(db, purchaseId) };
};

/** Buys `pkg` for the locked customer: checks, price, payment, then the purchase. */
const buy = async (ctx: Ctx, customer: CustomerRow, pkg: PackageRow): Promise<Opened> => {
  const { db, body, now, services } = ctx;
  const customerId = customer.customer_id;
  const config = await loadStudioConfig(db);
  if (config.commerce.checkoutDisabled) throw checkoutRefusals.disabled();
  await supersedeAbandoned(db, customerId, pkg.class_package_id, now);
  await checkPackageFor(db, customerId, pkg);
  const discount = await discountFor(db, body.discountCode, { packageId: pkg.class_package_id, config, now });
  const total = checkoutTotal(priceFactsOf(pkg), discount ? { amount: Number(discount.amount), is_percent: discount.is_percent } : null);
  const means = { payments: services.payments, provider: services.subscriptionProvider };
  const plan = await planPayment(db, body, { total, customerId, config, means });
  return record(ctx, customer, { customerId, pkg, plan, total, discount, idempotencyKey: body.idempotency_key, now });
};

/**
 * The first transaction: the customer's row locked; a key seen before
 * answers its purchase again (one a provider still has to pay goes to the
 * provider again, under the same key); otherwise the checks and the purchase.
 */
const open = async (ctx: Ctx): Promise<Opened> => {
  // Locked until the transaction ends: every checkout of one customer runs after the one before has
  // committed, so a double click finds the first purchase, and her limits count what she really bought.
  // Lock order everywhere in checkout: customer, then package, then discount (no two checkouts wait in a circle).
  const customer = await callerCustomer(ctx, { lock: true });
  const prior = await priorAttempt(ctx.db, customer.customer_id, ctx.body);
  if (prior?.remote && prior.status === 'pending') return { kind: 'remote', purchaseId: prior.purchaseId };
  // Abandoned for a newer attempt, or failed at the provider: this key's checkout is over.
  if (prior?.remote && prior.status === 'failed') throw checkoutRefusals.keyTaken();
  if (prior) return { kind: 'answer', answer: await attemptAnswer(ctx.db, prior.purchaseId) };
  return buy(ctx, customer, await packageForSale(ctx.db, ctx.body.class_package_id));
};

/**
 * POST /checkout/attempt (spec 7). Everything the studio's own database
 * decides happens in one transaction with the customer's row locked, as
 * before: a retried key answers its purchase; checkout_disabled, the
 * package, its limits, the discount (core's `checkoutTotal`), the payment.
 * Cash, free and the in-process sandbox pay inside it (a refusal thrown:
 * nothing written). A networked provider (Stripe, PayPal) is called after
 * that transaction committed a pending purchase, with no lock held, and its
 * answer is recorded in a second one (`runRemote`).
 */
const attempt: Handler<Routes['checkoutAttempt']> = ownTransactions<Routes['checkoutAttempt']>(async (ctx) => {
  const opened = await ctx.services.db.transaction((db) => open({ ...ctx, db }));
  return opened.kind === 'answer' ? opened.answer : runRemote(ctx, opened.purchaseId);
});

/** The checkout attempt. */
export const attemptHandlers = { checkoutAttempt: attempt };
