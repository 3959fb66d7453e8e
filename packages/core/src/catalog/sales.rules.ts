import type { PurchaseStatus } from '../purchases/purchases.model.js';

/**
 * Purchase statuses that no longer hold what was bought (spec 4 'Purchase
 * and invoice status badges'): cancelled, failed and revoked. Every other
 * status is live: active and completed, and pending too, because a cash
 * purchase not yet paid keeps its place in a special event until an admin
 * settles it.
 */
export const ENDED_PURCHASE_STATUSES: readonly PurchaseStatus[] = ['cancelled', 'failed', 'revoked'];

/** True when a purchase with this status still counts as sold. */
export const isLivePurchase = (status: string): boolean => !(ENDED_PURCHASE_STATUSES as readonly string[]).includes(status);

/** What the sales rules read of a purchase. */
export interface SaleFacts {
  readonly class_package_id: number | null;
  readonly status: string;
}

/** How many live purchases a package has: a listing's `sold`, and what its capacity is held against. */
export const soldCount = (purchases: readonly SaleFacts[], packageId: number): number =>
  purchases.filter((p) => p.class_package_id === packageId && isLivePurchase(p.status)).length;

/**
 * limit_per_customer reached (spec 8, 409): `bought` counts her live
 * purchases of the package; a limit of null or 0 is no limit.
 */
export const purchaseLimitReached = (pkg: { readonly limit_per_customer: number | null }, bought: number): boolean =>
  pkg.limit_per_customer !== null && pkg.limit_per_customer > 0 && bought >= pkg.limit_per_customer;

/** A package with a capacity (a special event's places) is sold out once its live purchases fill it (spec 8, 412). */
export const isSoldOut = (pkg: { readonly capacity: number | null }, sold: number): boolean =>
  pkg.capacity !== null && sold >= pkg.capacity;
