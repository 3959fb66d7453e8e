import { eq } from 'drizzle-orm';
import { PURCHASE_ERRORS, type Routes } from '@estudio/core';
import { recordTeamAction } from '../../audit/record.js';
import { purchases } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import type { Handler } from '../handler.js';
import { purchaseNotFound } from '../purchases/read.js';
import { purchaseAnswer } from './give-access.js';
import { withdrawGrants } from './grants.js';

/** Statuses with nothing left to revoke. */
const OVER = new Set(['revoked', 'cancelled', 'failed']);

/**
 * PUT /customer/revokeAccess {purchase_id} (admin): the purchase becomes
 * 'revoked'; its unused credits and its online access go (see
 * `withdrawGrants`). The row is locked first, so a revocation never
 * interleaves with a settlement or a second revocation. Unknown: 404;
 * already revoked, cancelled or failed: 409, nothing changed. Answers the
 * purchase ('¡Acceso eliminado!' is the web's); her history records it.
 */
const revoke: Handler<Routes['customerRevokeAccess']> = async (ctx) => {
  const { db, body, now } = ctx;
  const id = body.purchase_id;
  const [purchase] = await db.select({ status: purchases.status, customer_id: purchases.customer_id, title: purchases.title }).from(purchases).where(eq(purchases.purchase_id, id)).for('update');
  if (!purchase) throw purchaseNotFound();
  if (OVER.has(purchase.status)) throw failure(PURCHASE_ERRORS.notRevocable);
  await db.update(purchases).set({ status: 'revoked', updated_at: new Date(now) }).where(eq(purchases.purchase_id, id));
  await withdrawGrants(db, id, now);
  await recordTeamAction(ctx, purchase.customer_id, 'access.revoke', { purchase_id: id, package: purchase.title });
  return { purchase: await purchaseAnswer(db, id) };
};

/** Revoking a purchase. */
export const revokeAccessHandlers = { customerRevokeAccess: revoke };
