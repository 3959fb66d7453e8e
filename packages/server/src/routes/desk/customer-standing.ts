import { and, desc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import {
  availableTotal, isSubscriptionPurchase, isUnlimitedMember, type CustomerMembership,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { runAll } from '../../db/run-all.js';
import { availableClasses as credits, classPackages, onlineAccesses, purchases } from '../../db/schema/index.js';
import { inIds } from '../schedule/class-views.js';
import { studioZone } from '../schedule/range.js';

/** Where a customer stands today, as the customer list shows it. */
export interface Standing {
  /** In-person classes she can still book; -1 when unlimited. */
  readonly creditsLeft: number;
  readonly membership: CustomerMembership | null;
}

/** What the standing reads of a customer's own row. */
export interface StandingCustomer {
  readonly customer_id: number;
  readonly has_unlimited: boolean;
  readonly unlimited_membership_expiration: Date | null;
}

/** A purchase paid for ('Activa', 'Completada'): only those grant anything. */
const PAID = ['active', 'completed'];

/** Something a purchase grants that still works today: a credit with classes left, or an online access. */
interface Grant {
  readonly customer_id: number;
  readonly purchase_id: number | null;
  readonly expiration_date: Date | null;
}

/** The page's customers' usable credits, paid purchases (newest first) and online accesses: one query each. */
const loadGrants = (db: Db, ids: number[], now: number) => {
  const at = new Date(now);
  return runAll(db, [
    () => studioZone(db),
    () => db
      .select({
        customer_id: credits.customer_id, purchase_id: credits.purchase_id, available_class_id: credits.available_class_id,
        available_classes: credits.available_classes, expiration_date: credits.expiration_date,
      })
      .from(credits)
      .where(and(
        inIds(credits.customer_id, ids), ne(credits.available_classes, 0),
        or(isNull(credits.expiration_date), gt(credits.expiration_date, at)),
      )),
    () => db
      .select({
        customer_id: purchases.customer_id, purchase_id: purchases.purchase_id, title: purchases.title, status: purchases.status,
        subscription_id: purchases.subscription_id, is_subscription: classPackages.is_subscription,
      })
      .from(purchases)
      .innerJoin(classPackages, eq(classPackages.class_package_id, purchases.class_package_id))
      .where(and(inIds(purchases.customer_id, ids), inArray(purchases.status, PAID)))
      .orderBy(desc(purchases.created_at), desc(purchases.purchase_id)),
    () => db
      .select({ customer_id: onlineAccesses.customer_id, purchase_id: onlineAccesses.purchase_id, expiration_date: onlineAccesses.expiration_date })
      .from(onlineAccesses)
      .where(and(inIds(onlineAccesses.customer_id, ids), gt(onlineAccesses.expiration_date, at))),
  ] as const);
};

type PaidPurchase = Awaited<ReturnType<typeof loadGrants>>[2][number];

/**
 * When a purchase's access ends, if it still gives any today: null for a
 * running subscription or a grant with no end, else the last of its grants'
 * ends; undefined when it gives nothing any more.
 */
const accessEnd = (purchase: PaidPurchase, grants: readonly Grant[]): Date | null | undefined => {
  const terms = { status: purchase.status, subscription_id: purchase.subscription_id, class_package: { is_subscription: purchase.is_subscription } };
  if (purchase.status === 'active' && isSubscriptionPurchase(terms)) return null;
  const own = grants.filter((grant) => grant.purchase_id === purchase.purchase_id);
  if (own.length === 0) return undefined;
  if (own.some((grant) => grant.expiration_date === null)) return null;
  return new Date(Math.max(...own.map((grant) => grant.expiration_date?.getTime() ?? 0)));
};

/** Her newest paid purchase that still gives access today. */
const membershipOf = (paid: readonly PaidPurchase[], grants: readonly Grant[]): CustomerMembership | null => {
  for (const purchase of paid) {
    const end = accessEnd(purchase, grants);
    if (end !== undefined) return { title: purchase.title, expires_at: end?.toISOString() ?? null };
  }
  return null;
};

const byCustomer = <T extends { customer_id: number }>(rows: readonly T[], id: number): T[] => rows.filter((row) => row.customer_id === id);

/**
 * The credits left and the membership of some customers, in a fixed number
 * of queries. Credits left are core's 'Disponibles' (`availableTotal` over
 * her usable credits), -1 when one is unlimited or she holds an unlimited
 * membership (`isUnlimitedMember`), as the member area counts them.
 */
export const standingsOf = async (db: Db, list: readonly StandingCustomer[], now: number): Promise<Map<number, Standing>> => {
  if (list.length === 0) return new Map();
  const [zone, usable, paid, online] = await loadGrants(db, list.map((customer) => customer.customer_id), now);
  return new Map(list.map((customer) => {
    const own = byCustomer(usable, customer.customer_id);
    const total = availableTotal(own.map((row) => ({ ...row, expiration_date: row.expiration_date?.toISOString() ?? null })), now, zone);
    const member = isUnlimitedMember({
      has_unlimited: customer.has_unlimited,
      unlimited_membership_expiration: customer.unlimited_membership_expiration?.toISOString() ?? null,
    }, now, zone);
    const grants = [...own, ...byCustomer(online, customer.customer_id)];
    const membership = membershipOf(byCustomer(paid, customer.customer_id), grants);
    return [customer.customer_id, { creditsLeft: total === 'unlimited' || member ? -1 : total, membership }];
  }));
};
