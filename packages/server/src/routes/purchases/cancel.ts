import { eq } from 'drizzle-orm';
import { canCancelSubscription, type Routes, messages } from '@estudio/core';
import { purchases } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { visiblePurchase } from './read.js';

/**
 * POST /purchases/cancel/:id {reason} (spec 4, 5): cancels her own
 * subscription while it is active (core's `canCancelSubscription` as the
 * table offers it); anything else is 409 and changes nothing. The row is
 * locked first, so two cancels (or a cancel and a renewal) never both read
 * 'active'. Credits already granted stay until they expire: the period was
 * paid. '¡Suscripción cancelada!' is the web's success text.
 */
const cancel: Handler<Routes['purchaseCancel']> = async (ctx) => {
  const id = idParam(ctx);
  await ctx.db.select({ id: purchases.purchase_id }).from(purchases).where(eq(purchases.purchase_id, id)).for('update');
  const purchase = await visiblePurchase(ctx, id);
  const { status, subscription_period, subscription_interval, subscription_id } = purchase;
  if (!canCancelSubscription({ status, subscription_period, subscription_interval, subscription_id }, 'table')) throw failure(409, 'purchase/not-cancellable', messages.checkoutApi.notCancellable);
  const now = new Date(ctx.now);
  await ctx.db.update(purchases)
    .set({ status: 'cancelled', cancelled_at: now, cancel_reason: ctx.body.reason, updated_at: now })
    .where(eq(purchases.purchase_id, id));
  return { purchase: await visiblePurchase(ctx, id) };
};

/** Cancelling a subscription. */
export const purchaseCancelHandlers = { purchaseCancel: cancel };
