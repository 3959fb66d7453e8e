import { eq } from 'drizzle-orm';
import { checkoutTotal, type Purchase, type Routes } from '@estudio/core';
import { recordTeamAction } from '../../audit/record.js';
import type { Db } from '../../db/client.js';
import { classPackages, purchases } from '../../db/schema/index.js';
import { deskMethod, lockCustomer } from '../checkout/admin-checkout.js';
import { grantPurchase } from '../checkout/grant.js';
import type { PackageRow } from '../checkout/package-checks.js';
import { insertDeskPurchase, insertInvoice, priceFactsOf } from '../checkout/record.js';
import type { Handler } from '../handler.js';
import { adminPackageNotFound } from '../packages/views.js';
import { purchaseNotFound } from '../purchases/read.js';
import { loadPurchases } from '../purchases/views.js';
import { expireGrantsAfter } from './grants.js';

/** A package by id, on sale or not (an admin may grant a withdrawn one); 404 when none. */
const anyPackage = async (db: Db, id: number): Promise<PackageRow> => {
  const [row] = await db.select().from(classPackages).where(eq(classPackages.class_package_id, id));
  if (!row) throw adminPackageNotFound();
  return row;
};

/** One purchase as the API answers it. */
export const purchaseAnswer = async (db: Db, purchaseId: number): Promise<Purchase> => {
  const [purchase] = await loadPurchases(db, eq(purchases.purchase_id, purchaseId));
  if (!purchase) throw purchaseNotFound();
  return purchase;
};

/**
 * POST /customer/giveAccess (admin, spec 7): the package for the customer,
 * without the checkout's limits (the studio decides). `is_gift`: a gift at
 * $0, marked as one, no invoice. `bill` (not a gift): paid at the desk, a
 * completed invoice of the package's current price with `payment_method_id`
 * (else the studio's cash method). Neither: a $0 purchase without invoice
 * or method. Paid status ('active' for a subscription, else 'completed'),
 * its credits and online access granted; `package_days` replaces every
 * expiry of what it grants and is the purchase's expiration_days. Unknown
 * customer, package or method: 404. Answers the purchase ('¡Acceso
 * agregado!' is the web's). Her history records the package, the days,
 * and whether it was a gift or billed.
 */
const giveAccess: Handler<Routes['customerGiveAccess']> = async (ctx) => {
  const { db, body, now } = ctx;
  const customer = await lockCustomer(db, body.customer_id);
  const customerId = customer.customer_id;
  const pkg = await anyPackage(db, body.class_package_id);
  const isGift = body.is_gift === true;
  const billed = !isGift && body.bill === true;
  const total = billed ? checkoutTotal(priceFactsOf(pkg), null) : 0;
  const methodId = billed ? (await deskMethod(db, body.payment_method_id))?.payment_method_id ?? null : null;
  const days = body.package_days ?? null;
  const purchaseId = await insertDeskPurchase(db, { customerId, pkg, total, methodId, discountId: null, isGift, expirationDays: days, now });
  if (billed && total > 0) await insertInvoice(db, { customerId, purchaseId, total, status: 'completed', now });
  await grantPurchase(db, pkg, { customerId, purchaseId, now });
  if (days !== null) await expireGrantsAfter(db, purchaseId, now, days);
  await recordTeamAction(ctx, customerId, 'access.give', { purchase_id: purchaseId, package: pkg.title, days, gift: isGift, bill: billed });
  return { purchase: await purchaseAnswer(db, purchaseId) };
};

/** Granting a package. */
export const giveAccessHandlers = { customerGiveAccess: giveAccess };
