import { eq } from 'drizzle-orm';
import { CUSTOMER_ERRORS, checkoutTotal, findCashMethod, type Routes } from '@estudio/core';
import { recordTeamAction } from '../../audit/record.js';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import type { Handler } from '../handler.js';
import type { CustomerRow } from '../shared/caller-customer.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { discountFor, useDiscount } from './discount.js';
import { sendPurchaseReceipt } from '../../purchases/receipts.js';
import { startRenewals } from '../../purchases/renewal.js';
import { grantPurchase } from './grant.js';
import { checkPackageFor, packageForSale } from './package-checks.js';
import { availableMethods, findPaymentMethod, type PaymentMethodRow } from './payment-methods.js';
import { insertDeskPurchase, insertInvoice, priceFactsOf } from './record.js';

/**
 * The customer an admin names, locked until the request ends, so her limits
 * count what she really bought (the lock her own checkouts take first too).
 */
export const lockCustomer = async (db: Db, customerId: number): Promise<CustomerRow> => {
  const [row] = await db.select().from(customers).where(eq(customers.customer_id, customerId)).for('update');
  if (!row) throw failure(CUSTOMER_ERRORS.notFoundAdmin);
  return row;
};

/**
 * The method a desk sale records: the one named (any the studio has, on
 * offer or not; 404 when none), else the studio's cash method as the web
 * finds it ('Efectivo', else the first of kind cash), else none.
 */
export const deskMethod = async (db: Db, named: number | null | undefined): Promise<PaymentMethodRow | null> => {
  if (named !== null && named !== undefined) return findPaymentMethod(db, named);
  const methods = await availableMethods(db);
  return findCashMethod(methods);
};

/**
 * POST /checkout (staff, spec 7): the front desk sells a package to a
 * customer in person. The same checks as her own checkout, in the same lock
 * order (customer, package, discount): the package on sale (404),
 * limit_per_customer and one trial (409), a special event's places (412), a
 * discount code (412; discounts_enabled honoured). checkout_disabled does not
 * apply: it closes the online shop, not the desk. With the money in hand
 * (`paid` true or absent) the purchase is paid ('active' for a
 * subscription, else 'completed'), with a completed invoice when it cost
 * anything, its credits and online access. `paid: false` records it as an
 * unpaid cash sale instead: 'pending' with a pending invoice and nothing
 * granted, until PUT /purchases/:id/paid settles it (as a cash checkout
 * waits). Either way the discount's use counts (a pending cash checkout's
 * does too) and her history records the sale, in the request's one
 * transaction; a paid sale sends her receipt. Answers the purchase's id as both `payment_id` and
 * `purchase_id`.
 */
const adminCheckout: Handler<Routes['checkoutAdmin']> = async (ctx) => {
  const { db, body, now } = ctx;
  const customer = await lockCustomer(db, body.customer_id);
  const customerId = customer.customer_id;
  const pkg = await packageForSale(db, body.class_package_id);
  await checkPackageFor(db, customerId, pkg);
  const config = await loadStudioConfig(db);
  const discount = await discountFor(db, body.discountCode, { packageId: pkg.class_package_id, config, now });
  const total = checkoutTotal(priceFactsOf(pkg), discount ? { amount: Number(discount.amount), is_percent: discount.is_percent } : null);
  const method = await deskMethod(db, body.payment_method_id);
  const paid = body.paid !== false;
  const purchaseId = await insertDeskPurchase(db, {
    customerId, pkg, total, methodId: method?.payment_method_id ?? null, discountId: discount?.discount_id ?? null, isGift: false, now,
    ...(paid ? {} : { status: 'pending' as const }),
  });
  if (total > 0) await insertInvoice(db, { customerId, purchaseId, total, status: paid ? 'completed' : 'pending', now });
  if (paid) await grantPurchase(db, pkg, { customerId, purchaseId, now });
  if (discount) await useDiscount(db, discount);
  // A subscription sold at the desk keeps no card: each next period is asked for in cash (issue 17).
  if (pkg.is_subscription) await startRenewals(db, { purchaseId, source: null, cash: true });
  await recordTeamAction(ctx, customerId, 'purchase.sell', {
    purchase_id: purchaseId, package: pkg.title, total, method: method?.name ?? null, paid,
  });
  // Paid at the desk: her receipt (issue 17). An unpaid sale gets it when the desk marks it paid.
  if (paid) await sendPurchaseReceipt(db, ctx.services, purchaseId, now);
  return { payment_id: purchaseId, purchase_id: purchaseId };
};

/** The front desk's sale. */
export const adminCheckoutHandlers = { checkoutAdmin: adminCheckout };
