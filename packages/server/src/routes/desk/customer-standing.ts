import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  availableTotal, isSubscriptionPurchase, isUnlimitedMember, type CustomerMembership,
} from '@estudio/core';
import {
  availableClasses as credits, classPackages, customers, onlineAccesses, purchases, settings,
} from '../../db/schema/index.js';
import { correlated } from '../../db/correlated.js';
import { ZONE_SETTING_KEYS, zoneOfSettings } from '../schedule/range.js';

/** Where a customer stands today, as the customer list shows it. */
export interface Standing {
  /** In-person classes she can still book; -1 when unlimited. */
  readonly creditsLeft: number;
  readonly membership: CustomerMembership | null;
}

/** What the standing reads of a customer's own row. */
export interface StandingCustomer {
  readonly has_unlimited: boolean;
  readonly unlimited_membership_expiration: Date | null;
}

/** A usable credit (classes left, not expired) as its JSON reads: instants as ISO text. */
interface CreditJson {
  readonly available_class_id: number;
  readonly purchase_id: number | null;
  readonly available_classes: number;
  readonly expiration_date: string | null;
}

/** A paid purchase ('Activa', 'Completada': only those grant anything), newest first. */
interface PaidJson {
  readonly purchase_id: number;
  readonly title: string;
  readonly status: string;
  readonly subscription_id: string | null;
  readonly is_subscription: boolean;
}

/** An online access still open. */
interface OnlineJson {
  readonly purchase_id: number | null;
  readonly expiration_date: string;
}

/** Everything a customer's standing is computed from, read with her row. */
export interface StandingGrants {
  readonly credits: readonly CreditJson[];
  readonly paid: readonly PaidJson[];
  readonly online: readonly OnlineJson[];
}

/** A JSON array built by the database, [] when nothing matched. */
const jsonArray = (row: SQL, from: SQL, where: SQL, order?: SQL): SQL =>
  correlated(sql`(select coalesce(json_agg(${row}${order ? sql` order by ${order}` : sql``}), '[]'::json) from ${from} where ${where})`);

/**
 * The columns that carry a listed customer's grants: her usable credits,
 * her paid purchases (newest first) and her open online accesses as JSON
 * arrays, correlated on `customers.customer_id`, and the studio's zone
 * settings (an uncorrelated subquery the database runs once). Put beside a
 * page's ORDER BY and LIMIT, the database computes them for the page's rows
 * only, in the same statement as the page: one round trip instead of four.
 * `at` is now as ISO text, or a prepared statement's placeholder for it.
 */
export const standingColumns = (at: SQLWrapper | string) => {
  const own = (column: AnyColumn) => sql`${column} = ${customers.customer_id}`;
  return {
    credits: jsonArray(
      sql`json_build_object('available_class_id', ${credits.available_class_id}, 'purchase_id', ${credits.purchase_id},
        'available_classes', ${credits.available_classes}, 'expiration_date', ${credits.expiration_date})`,
      sql`${credits}`,
      sql`${own(credits.customer_id)} and ${credits.available_classes} <> 0
        and (${credits.expiration_date} is null or ${credits.expiration_date} > ${at})`,
    ).mapWith((value: unknown) => value as CreditJson[]),
    paid: jsonArray(
      sql`json_build_object('purchase_id', ${purchases.purchase_id}, 'title', ${purchases.title}, 'status', ${purchases.status},
        'subscription_id', ${purchases.subscription_id}, 'is_subscription', ${classPackages.is_subscription})`,
      sql`${purchases} inner join ${classPackages} on ${classPackages.class_package_id} = ${purchases.class_package_id}`,
      sql`${own(purchases.customer_id)} and ${purchases.status} in ('active', 'completed')`,
      sql`${purchases.created_at} desc, ${purchases.purchase_id} desc`,
    ).mapWith((value: unknown) => value as PaidJson[]),
    online: jsonArray(
      sql`json_build_object('purchase_id', ${onlineAccesses.purchase_id}, 'expiration_date', ${onlineAccesses.expiration_date})`,
      sql`${onlineAccesses}`,
      sql`${own(onlineAccesses.customer_id)} and ${onlineAccesses.expiration_date} > ${at}`,
    ).mapWith((value: unknown) => value as OnlineJson[]),
    zoneSettings: correlated(sql`(select json_object_agg(${settings.key}, ${settings.value}) from ${settings}
      where ${settings.key} in (${sql.join(ZONE_SETTING_KEYS.map((key) => sql`${key}`), sql`, `)}))`)
      .mapWith((value: unknown) => value as Record<string, string | null> | null),
  };
};

/** The studio's zone from the settings a page's row carries (`standingColumns`). */
export const zoneOfRow = (row: { readonly zoneSettings: Readonly<Record<string, string | null>> | null } | undefined): string =>
  zoneOfSettings((key) => row?.zoneSettings?.[key] ?? null);

/** An instant of a JSON answer as ISO text the rules read (the database writes '+00:00', not 'Z'). */
const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Something a purchase grants that still works today: a credit with classes left, or an online access. */
type Grant = { readonly purchase_id: number | null; readonly expiration_date: string | null };

/**
 * When a purchase's access ends, if it still gives any today: null for a
 * running subscription or a grant with no end, else the last of its grants'
 * ends; undefined when it gives nothing any more.
 */
const accessEnd = (purchase: PaidJson, grants: readonly Grant[]): Date | null | undefined => {
  const terms = { status: purchase.status, subscription_id: purchase.subscription_id, class_package: { is_subscription: purchase.is_subscription } };
  if (purchase.status === 'active' && isSubscriptionPurchase(terms)) return null;
  const own = grants.filter((grant) => grant.purchase_id === purchase.purchase_id);
  if (own.length === 0) return undefined;
  if (own.some((grant) => grant.expiration_date === null)) return null;
  return new Date(Math.max(...own.map((grant) => Date.parse(grant.expiration_date ?? ''))));
};

/** Her newest paid purchase that still gives access today. */
const membershipOf = (paid: readonly PaidJson[], grants: readonly Grant[]): CustomerMembership | null => {
  for (const purchase of paid) {
    const end = accessEnd(purchase, grants);
    if (end !== undefined) return { title: purchase.title, expires_at: end?.toISOString() ?? null };
  }
  return null;
};

/**
 * A customer's credits left and membership from the grants read with her
 * row (`standingColumns`), in the studio's zone (`zoneOfRow`). Credits left are core's 'Disponibles'
 * (`availableTotal` over her usable credits), -1 when one is unlimited or
 * she holds an unlimited membership (`isUnlimitedMember`), as the member
 * area counts them.
 */
export const standingOf = (customer: StandingCustomer, grants: StandingGrants, now: number, zone: string): Standing => {
  const usable = grants.credits.map((credit) => ({ ...credit, expiration_date: iso(credit.expiration_date) }));
  const total = availableTotal(usable, now, zone);
  const member = isUnlimitedMember({
    has_unlimited: customer.has_unlimited,
    unlimited_membership_expiration: customer.unlimited_membership_expiration?.toISOString() ?? null,
  }, now, zone);
  const online = grants.online.map((access) => ({ ...access, expiration_date: iso(access.expiration_date) }));
  return { creditsLeft: total === 'unlimited' || member ? -1 : total, membership: membershipOf(grants.paid, [...usable, ...online]) };
};
