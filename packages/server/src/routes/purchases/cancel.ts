import { eq } from 'drizzle-orm';
import { PURCHASE_ERRORS, canCancelSubscription, type Purchase, type Routes } from '@estudio/core';
import { recordTeamAction } from '../../audit/record.js';
import { purchases } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { ProviderUnavailable } from '../../payments/provider-error.js';
import { idParam, ownTransactions, type Handler, type HandlerContext } from '../handler.js';
import { isAdmin } from '../shared/roles.js';
import { cancelAtProvider, providerSubscriptionOf, type ProviderSubscription } from './provider-cancel.js';
import { visiblePurchase } from './read.js';

type Ctx = HandlerContext<Routes['purchaseCancel']>;
type Answer = { readonly purchase: Purchase };

/** What the first transaction found: the answer already, or a provider to tell first. */
type Opened = { readonly kind: 'answer'; readonly answer: Answer } | { readonly kind: 'provider'; readonly target: ProviderSubscription };

const notCancellable = (): ApiFailure => failure(PURCHASE_ERRORS.notCancellable);
const unreachable = (): ApiFailure => failure(PURCHASE_ERRORS.providerUnreachable);

/** Locks the purchase row and reads it as the caller may see it (hers; the admin's: anyone's), else 404. */
const lockVisible = async (ctx: Ctx, id: number): Promise<{ customerId: number | undefined; purchase: Purchase }> => {
  const [locked] = await ctx.db.select({ customer_id: purchases.customer_id }).from(purchases).where(eq(purchases.purchase_id, id)).for('update');
  return { customerId: locked?.customer_id, purchase: await visiblePurchase(ctx, id, isAdmin) };
};

/** Whether the purchase is a subscription the table would have let her cancel, whatever its status now. */
const isCancellableSubscription = (purchase: Purchase): boolean => {
  const { subscription_period, subscription_interval, subscription_id } = purchase;
  return canCancelSubscription({ status: 'active', subscription_period, subscription_interval, subscription_id }, 'table');
};

/** Marks the locked, still active purchase cancelled with its reason (the admin's goes into her history). */
const cancelLocally = async (ctx: Ctx, id: number, customerId: number | undefined, purchase: Purchase): Promise<Answer> => {
  const now = new Date(ctx.now);
  await ctx.db.update(purchases)
    .set({ status: 'cancelled', cancelled_at: now, cancel_reason: ctx.body.reason, updated_at: now })
    .where(eq(purchases.purchase_id, id));
  if (customerId !== undefined && isAdmin(ctx)) {
    await recordTeamAction(ctx, customerId, 'subscription.cancel', { purchase_id: id, package: purchase.title, reason: ctx.body.reason });
  }
  return { purchase: await visiblePurchase(ctx, id, isAdmin) };
};

/**
 * The first transaction: a subscription cancelled before answers as it is
 * (a retry: nothing called, nothing written); only an active one may be
 * cancelled (core's `canCancelSubscription`), else 409. One only we bill
 * is cancelled here and now; one a provider bills goes to the provider first.
 */
const open = async (ctx: Ctx, id: number): Promise<Opened> => {
  const { customerId, purchase } = await lockVisible(ctx, id);
  if (purchase.status === 'cancelled' && isCancellableSubscription(purchase)) return { kind: 'answer', answer: { purchase } };
  const { status, subscription_period, subscription_interval, subscription_id } = purchase;
  if (!canCancelSubscription({ status, subscription_period, subscription_interval, subscription_id }, 'table')) throw notCancellable();
  const target = await providerSubscriptionOf(ctx.db, id);
  if (target) return { kind: 'provider', target };
  return { kind: 'answer', answer: await cancelLocally(ctx, id, customerId, purchase) };
};

/** The second transaction, once the provider cancelled: the purchase cancelled here too (unless a twin request already did). */
const finish = async (ctx: Ctx, id: number): Promise<Answer> => {
  const { customerId, purchase } = await lockVisible(ctx, id);
  if (purchase.status !== 'active') return { purchase };
  return cancelLocally(ctx, id, customerId, purchase);
};

/**
 * POST /purchases/cancel/:id {reason} (spec 4, 5): cancels her own
 * subscription (the admin: anyone's; the front desk only reads them) while
 * it is active; anything else is 409 and changes nothing. The row is locked
 * first, so two cancels (or a cancel and a renewal) never both read
 * 'active'. A subscription a provider bills (Stripe, PayPal) is cancelled
 * there first, with no transaction open and one key per purchase, then
 * here: if the provider cannot be reached the purchase stays active (502)
 * and a retry tries again; once cancelled, a retry answers the purchase
 * and calls no one. Credits already granted stay until they expire: the
 * period was paid. '¡Suscripción cancelada!' is the web's success text.
 */
const cancel: Handler<Routes['purchaseCancel']> = ownTransactions<Routes['purchaseCancel']>(async (ctx) => {
  const id = idParam(ctx);
  const opened = await ctx.services.db.transaction((db) => open({ ...ctx, db }, id));
  if (opened.kind === 'answer') return opened.answer;
  try {
    await cancelAtProvider(ctx.services, opened.target, id, ctx.body.reason);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    ctx.services.logger.error(`Cancelling the subscription of purchase ${id} at ${opened.target.provider}: ${error.message}`, error);
    return unreachable();
  }
  return ctx.services.db.transaction((db) => finish({ ...ctx, db }, id));
});

/** Cancelling a subscription. */
export const purchaseCancelHandlers = { purchaseCancel: cancel };
