import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { availableClasses, classPackageTypes, onlineAccesses } from '../../db/schema/index.js';
import type { PackageRow } from './package-checks.js';

const DAY = 24 * 60 * 60 * 1000;
/** Online access of a package that names no length: one period of its subscription, else this many days. */
const ONLINE_DAYS_FALLBACK = 30;
const PERIOD_DAYS = { day: 1, month: 30, year: 365 } as const;

/** `days` after `now`; null days (none given) never expire. */
const after = (now: number, days: number | null): Date | null => (days === null ? null : new Date(now + days * DAY));

/** A paid purchase as its grants need it. */
export interface Granted {
  readonly customerId: number;
  readonly purchaseId: number;
  readonly now: number;
}

/**
 * The credits a package grants (spec 3 'Available classes'): one row per
 * class type of `class_package_types` (its amount, its expiry else the
 * package's), or one row of `class_amount` for any type (-1 unlimited);
 * none when the package grants no classes (online only). A special event's
 * purchase is its ticket (its class is bound to the package and booked
 * through checkout), so it grants no credit that would book another class.
 */
const grantCredits = async (db: Db, pkg: PackageRow, granted: Granted): Promise<void> => {
  if (pkg.is_special_event) return;
  const base = { customer_id: granted.customerId, purchase_id: granted.purchaseId, created_at: new Date(granted.now) };
  const types = await db.select().from(classPackageTypes).where(eq(classPackageTypes.class_package_id, pkg.class_package_id));
  const rows = types.length > 0
    ? types.map((type) => ({
      ...base, class_type_id: type.class_type_id, available_classes: type.class_amount,
      expiration_date: after(granted.now, type.expiration_days ?? pkg.expiration_days),
    }))
    : pkg.class_amount === 0 ? [] : [{ ...base, available_classes: pkg.class_amount, expiration_date: after(granted.now, pkg.expiration_days) }];
  if (rows.length > 0) await db.insert(availableClasses).values(rows);
};

/** How long an online package's video access lasts: its expiration_days, else one subscription period, else 30 days. */
export const onlineDays = (pkg: Pick<PackageRow, 'expiration_days' | 'is_subscription' | 'subscription_period' | 'subscription_interval'>): number => {
  if (pkg.expiration_days !== null && pkg.expiration_days > 0) return pkg.expiration_days;
  const period = pkg.subscription_period as keyof typeof PERIOD_DAYS | null;
  if (pkg.is_subscription && period !== null && period in PERIOD_DAYS) return PERIOD_DAYS[period] * Math.max(1, pkg.subscription_interval ?? 1);
  return ONLINE_DAYS_FALLBACK;
};

/**
 * Everything a paid (or free) purchase gives, in the transaction that
 * records it: its credits, and for an online package the video access
 * (`online_accesses`, as the demo's online pack is kept).
 */
export const grantPurchase = async (db: Db, pkg: PackageRow, granted: Granted): Promise<void> => {
  await grantCredits(db, pkg, granted);
  if (pkg.is_online) {
    await db.insert(onlineAccesses).values({
      customer_id: granted.customerId, purchase_id: granted.purchaseId,
      expiration_date: new Date(granted.now + onlineDays(pkg) * DAY), created_at: new Date(granted.now),
    });
  }
};
