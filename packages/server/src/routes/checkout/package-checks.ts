import { and, count, eq } from 'drizzle-orm';
import { isTrialPackage } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classPackages, purchases } from '../../db/schema/index.js';
import { livePurchase } from '../packages/live-purchases.js';
import { packageNotFound } from '../packages/views.js';
import { checkoutRefusals } from './refusals.js';

/** A package row as the checkout reads it. */
export type PackageRow = typeof classPackages.$inferSelect;

/** A trial in the storefront's sense: core's rule, never a special event (which may also be 1 class, once). */
export const isTrial = (pkg: PackageRow): boolean => isTrialPackage(pkg) && !pkg.is_special_event;

/** The package on sale with this id; 404 with the spec's text when none is. */
export const packageForSale = async (db: Db, id: number): Promise<PackageRow> => {
  const [row] = await db.select().from(classPackages).where(and(eq(classPackages.class_package_id, id), eq(classPackages.available, true)));
  if (!row) throw packageNotFound();
  return row;
};

/** The packages of a customer's live purchases, one row per purchase. */
const livePackagesOf = (db: Db, customerId: number) =>
  db
    .select({ pkg: classPackages })
    .from(purchases)
    .innerJoin(classPackages, eq(classPackages.class_package_id, purchases.class_package_id))
    .where(and(eq(purchases.customer_id, customerId), livePurchase(purchases.status)));

/**
 * What one customer may still buy (her row is locked, so none of her other
 * checkouts runs meanwhile): limit_per_customer counts her live purchases of
 * the package (409, spec 8); a trial is one per customer, whichever trial it
 * is (spec 4 'Trial packages'; 409 with its own sentence).
 */
const checkCustomerLimits = async (db: Db, customerId: number, pkg: PackageRow): Promise<void> => {
  const bought = (await livePackagesOf(db, customerId)).map((row) => row.pkg);
  const limit = pkg.limit_per_customer;
  const same = bought.filter((row) => row.class_package_id === pkg.class_package_id).length;
  if (limit !== null && limit > 0 && same >= limit) throw checkoutRefusals.purchaseLimit();
  if (isTrial(pkg) && bought.some(isTrial)) throw checkoutRefusals.trialUsed();
};

/**
 * A package with a capacity (a special event's places): its row is locked
 * before its live purchases are counted, so two buyers of the last place
 * run one after the other and the second reads 412 (spec 8).
 */
const checkCapacity = async (db: Db, pkg: PackageRow): Promise<void> => {
  if (pkg.capacity === null) return;
  await db.select({ id: classPackages.class_package_id }).from(classPackages).where(eq(classPackages.class_package_id, pkg.class_package_id)).for('update');
  const [sold] = await db.select({ n: count() }).from(purchases)
    .where(and(eq(purchases.class_package_id, pkg.class_package_id), livePurchase(purchases.status)));
  if ((sold?.n ?? 0) >= pkg.capacity) throw checkoutRefusals.soldOut();
};

/** Every check of the package for this customer, refusals thrown (the transaction writes nothing). */
export const checkPackageFor = async (db: Db, customerId: number, pkg: PackageRow): Promise<void> => {
  await checkCustomerLimits(db, customerId, pkg);
  await checkCapacity(db, pkg);
};
