import { eq } from 'drizzle-orm';
import { canCancelSubscription, type Routes, messages } from '@estudio/core';
import { recordTeamAction } from '../../audit/record.js';
import { purchases } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { isAdmin } from '../reservations/context.js';
import { visiblePurchase } from './read.js';

/**
 * POST /purchases/cancel/:id {reason} (spec 4, 5): cancels her own
 * subscription (the admin: anyone's; the front desk only reads them) while
 * it is active (core's `canCancelSubscription` as the table offers it);
 * anything else is 409 and changes nothing. The row is
 * locked first, so two cancels (or a cancel and a renewal) never both read
 * 'active'. Credits already granted stay until they expire: the period was
 * paid. '¡Suscripción cancelada!' is the web's success text. The admin's
 * cancel goes into the customer's history with its reason.
 */
const cancel: Handler<Routes['purchaseCancel']> = async (ctx) => {
  const id = idParam(ctx);
  const [locked] = await ctx.db.select({ customer_id: purchases.customer_id }).from(purchases).where(eq(purchases.purchase_id, id)).for('update');
  const purchase = await visiblePurchase(ctx, id, isAdmin);
  const { status, subscription_period, subscription_interval, subscription_id } = purchase;
  if (!canCancelSubscription({ status, subscription_period, subscription_interval, subscription_id }, 'table')) throw failure(409, 'purchase/not-cancellable', messages.checkoutApi.notCancellable);
  const now = new Date(ctx.now);
  await ctx.db.update(purchases)
    .set({ status: 'cancelled', cancelled_at: now, cancel_reason: ctx.body.reason, updated_at: now })
    .where(eq(purchases.purchase_id, id));
  if (locked && isAdmin(ctx)) {
    await recordTeamAction(ctx, locked.customer_id, 'subscription.cancel', { purchase_id: id, package: purchase.title, reason: ctx.body.reason });
  }
  return { purchase: await visiblePurchase(ctx, id, isAdmin) };
};

/** Cancelling a subscription. */
export const purchaseCancelHandlers = { purchaseCancel: cancel };
