import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { discounts, providerCheckouts, purchases } from '../../db/schema/index.js';
import { settlePendingPurchase, type ReceiptServices, type SettleOutcome } from './settle-pending.js';

/**
 * The life of a purchase paid through a networked provider after its
 * attempt committed it 'pending': settled when the provider says paid,
 * withdrawn when the card is refused at once, failed when the provider
 * reports a failure or the customer starts over.
 */

type PurchaseRow = typeof purchases.$inferSelect;

const lockPurchase = async (db: Db, purchaseId: number): Promise<PurchaseRow | null> => {
  const [row] = await db.select().from(purchases).where(eq(purchases.purchase_id, purchaseId)).for('update');
  return row ?? null;
};

/** Counts a discount's use again, or gives it back (`delta` -1), by the purchase that holds it. */
const countDiscount = async (db: Db, row: PurchaseRow, delta: 1 | -1): Promise<void> => {
  if (row.discount_id === null) return;
  await db.update(discounts).set({ uses: sql`greatest(0, ${discounts.uses} + ${delta})` }).where(eq(discounts.discount_id, row.discount_id));
};

/**
 * Settles a purchase the provider says is paid (`settlePendingPurchase`:
 * status, invoice, credits, once). A purchase marked failed meanwhile (a
 * failed first card the customer replaced on the same payment, an attempt
 * she started over) is paid all the same: the money moved, so it is made
 * pending again (its discount use counted again) and settled.
 */
export const settlePaid = async (db: Db, purchaseId: number, now: number, tell: ReceiptServices): Promise<SettleOutcome> => {
  const row = await lockPurchase(db, purchaseId);
  if (row?.status === 'failed') {
    await db.update(purchases).set({ status: 'pending', updated_at: new Date(now) }).where(eq(purchases.purchase_id, purchaseId));
    await countDiscount(db, row, 1);
  }
  return settlePendingPurchase(db, purchaseId, now, tell);
};

/**
 * Withdraws an attempt the provider refused at once (a declined card): the
 * pending purchase goes with its discount use, as a refused sandbox charge
 * writes nothing. One the provider's webhook already marked failed for
 * that same refusal goes too (its discount use was given back then).
 */
export const withdrawAttempt = async (db: Db, purchaseId: number): Promise<void> => {
  const row = await lockPurchase(db, purchaseId);
  if (row?.status !== 'pending' && row?.status !== 'failed') return;
  if (row.status === 'pending') await countDiscount(db, row, -1);
  await db.delete(purchases).where(eq(purchases.purchase_id, purchaseId));
};

/** Marks a pending purchase failed (the provider reported it, or it was abandoned), giving its discount use back. */
export const markFailed = async (db: Db, purchaseId: number, now: number): Promise<boolean> => {
  const row = await lockPurchase(db, purchaseId);
  if (row?.status !== 'pending') return false;
  await db.update(purchases).set({ status: 'failed', updated_at: new Date(now) }).where(eq(purchases.purchase_id, purchaseId));
  await countDiscount(db, row, -1);
  return true;
};

/**
 * Her earlier attempts at this package still waiting on a provider (a card
 * page she closed, a PayPal window she left) are abandoned when she starts
 * a new one (a new idempotency key): marked failed, so they hold neither her
 * purchase limit, her trial, nor a special event's place. One paid after all
 * is settled anyway (`settlePaid`).
 */
export const supersedeAbandoned = async (db: Db, customerId: number, packageId: number, now: number): Promise<void> => {
  const waiting = await db.select({ id: purchases.purchase_id }).from(purchases)
    .innerJoin(providerCheckouts, eq(providerCheckouts.purchase_id, purchases.purchase_id))
    .where(and(eq(purchases.customer_id, customerId), eq(purchases.class_package_id, packageId), inArray(purchases.status, ['pending'])));
  for (const row of waiting) await markFailed(db, row.id, now);
};
