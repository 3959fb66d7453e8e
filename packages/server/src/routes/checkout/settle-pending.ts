import { and, eq } from 'drizzle-orm';
import { PURCHASE_ERRORS } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classPackages, invoices, purchases } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import type { AppServices } from '../../http/services.js';
import { sendPurchaseReceipt } from '../../purchases/receipts.js';
import { datePeriod, settleCashRenewal } from '../../purchases/renewal.js';
import { purchaseNotFound } from '../purchases/read.js';
import { grantPurchase } from './grant.js';
import { insertInvoice, paidStatusOf } from './record.js';

/** What settling did: paid it now, or found it paid already (nothing granted twice). */
export type SettleOutcome = 'settled' | 'already';

/** Who tells her once a purchase is paid (the receipt, issue 17); null tells nobody (a renewal sends its own). */
export type ReceiptServices = Pick<AppServices, 'notifier' | 'origin'> | null;

type PurchaseRow = typeof purchases.$inferSelect;

/** Statuses that already hold what a paid purchase grants. */
const PAID = new Set(['active', 'completed']);

/** 409: a cancelled, refused or revoked purchase is never paid afterwards. */
export const notSettleable = (): ApiFailure => failure(PURCHASE_ERRORS.notSettleable);

/** Completes the purchase's pending invoices; with none at all, records the charge as a completed one. */
const completeInvoices = async (db: Db, purchase: PurchaseRow, now: number): Promise<void> => {
  const completed = await db.update(invoices).set({ status: 'completed' })
    .where(and(eq(invoices.purchase_id, purchase.purchase_id), eq(invoices.status, 'pending')))
    .returning({ id: invoices.invoice_id });
  if (completed.length > 0) return;
  const [existing] = await db.select({ id: invoices.invoice_id }).from(invoices).where(eq(invoices.purchase_id, purchase.purchase_id)).limit(1);
  // Nothing was charged (a free trial settled by its provider): no invoice, as a free purchase has none.
  if (existing || Number(purchase.total_payment) === 0) return;
  await insertInvoice(db, {
    customerId: purchase.customer_id, purchaseId: purchase.purchase_id, total: Number(purchase.total_payment), status: 'completed', now,
  });
};

/**
 * Grants what the purchase bought. The package row gives the kind of grant
 * (class types, online, special event); the classes and the length are the
 * ones the purchase copied when it was made, so a later edit of the package
 * does not change what was sold.
 */
export const grantBought = async (db: Db, purchase: PurchaseRow, now: number): Promise<void> => {
  const [pkg] = await db.select().from(classPackages).where(eq(classPackages.class_package_id, purchase.class_package_id));
  if (!pkg) throw new Error(`Purchase ${purchase.purchase_id} names no package`);
  const sold = { ...pkg, class_amount: purchase.class_amount, expiration_days: purchase.expiration_days };
  await grantPurchase(db, sold, { customerId: purchase.customer_id, purchaseId: purchase.purchase_id, now });
};

/**
 * Settles a pending purchase once its money arrived: an admin marking cash
 * paid, the card processor's webhook, the subscription provider's capture.
 * Inside the caller's transaction, the purchase row is locked first (`FOR
 * UPDATE`), so two settlements of one purchase run one after the other and
 * the second reads it paid: 'already', nothing granted twice. A pending
 * purchase becomes 'active' (a subscription) or 'completed', its pending
 * invoice completed (or a completed one recorded when it has none), and its
 * credits and online access granted. Unknown: 404; cancelled, failed or
 * revoked: 409, thrown (the transaction writes nothing). Settled now, she
 * gets her receipt through `tell`, in the same transaction (once: keyed).
 */
export const settlePendingPurchase = async (db: Db, purchaseId: number, now: number, tell: ReceiptServices): Promise<SettleOutcome> => {
  const [purchase] = await db.select().from(purchases).where(eq(purchases.purchase_id, purchaseId)).for('update');
  if (!purchase) throw purchaseNotFound();
  // An active cash subscription with its next period to pay (issue 17): the desk marking it paid renews it.
  if (purchase.status === 'active' && await settleCashRenewal(db, tell, purchase, now)) return 'settled';
  if (PAID.has(purchase.status)) return 'already';
  if (purchase.status !== 'pending') throw notSettleable();
  await db.update(purchases)
    .set({ status: paidStatusOf(purchase.subscription_period !== null), updated_at: new Date(now) })
    .where(eq(purchases.purchase_id, purchaseId));
  await completeInvoices(db, purchase, now);
  await grantBought(db, purchase, now);
  await datePeriod(db, purchaseId);
  if (tell) await sendPurchaseReceipt(db, tell, purchaseId, now);
  return 'settled';
};
