import { notInArray, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Purchase statuses that no longer hold what was bought (spec 4 'Purchase and
 * invoice status badges'): cancelled, failed and revoked. Every other status
 * is live: active and completed, and pending too, because a cash purchase
 * not yet paid keeps its place in a special event until an admin settles it.
 */
export const ENDED_PURCHASE_STATUSES: readonly string[] = ['cancelled', 'failed', 'revoked'];

/** True when a purchase with this status still counts as sold. */
export const isLivePurchase = (status: string): boolean => !ENDED_PURCHASE_STATUSES.includes(status);

/** SQL: the purchase status column holds a live status. */
export const livePurchase = (status: AnyColumn): SQL => notInArray(status, [...ENDED_PURCHASE_STATUSES]);
