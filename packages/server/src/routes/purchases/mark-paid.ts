import { eq } from 'drizzle-orm';
import type { Routes } from '@estudio/core';
import { recordTeamAction } from '../../audit/record.js';
import { purchases } from '../../db/schema/index.js';
import { settlePendingPurchase } from '../checkout/settle-pending.js';
import { idParam, type Handler } from '../handler.js';
import { purchaseNotFound } from './read.js';
import { loadPurchases } from './views.js';

/**
 * PUT /purchases/:id/paid (the team): the studio received a pending purchase's
 * cash. Its invoice completes and its credits are granted, once: marking a
 * paid purchase again answers it unchanged; a cancelled, refused or revoked
 * one is 409; an unknown id 404. Her history records the settlement (not
 * a repeated mark, which changes nothing).
 */
const markPaid: Handler<Routes['purchaseMarkPaid']> = async (ctx) => {
  const id = idParam(ctx);
  const outcome = await settlePendingPurchase(ctx.db, id, ctx.now, ctx.services);
  const [purchase] = await loadPurchases(ctx.db, eq(purchases.purchase_id, id));
  if (!purchase) throw purchaseNotFound();
  if (outcome === 'settled') {
    const [owner] = await ctx.db.select({ customer_id: purchases.customer_id }).from(purchases).where(eq(purchases.purchase_id, id));
    if (owner) await recordTeamAction(ctx, owner.customer_id, 'purchase.paid', { purchase_id: id, package: purchase.title, total: purchase.total_payment });
  }
  return { purchase };
};

/** Marking a cash purchase paid. */
export const purchaseMarkPaidHandlers = { purchaseMarkPaid: markPaid };
