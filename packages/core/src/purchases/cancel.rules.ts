import { isSubscriptionPurchase } from './billing.rules.js';
import type { BillingPurchase, PurchaseLayout } from './purchases.model.js';

/** Statuses after which nothing is left to cancel. */
const ENDED = new Set(['cancelled', 'revoked']);

/**
 * Spec 4: a subscription can be cancelled from the table only when active;
 * on mobile the action is offered whenever the status is neither cancelled
 * nor revoked. A purchase that is not a subscription has nothing to cancel.
 * The reason the cancel asks for is checked by `validateCancelReason`.
 */
export function canCancelSubscription(purchase: BillingPurchase, layout: PurchaseLayout): boolean {
  if (!isSubscriptionPurchase(purchase)) return false;
  return layout === 'table' ? purchase.status === 'active' : !ENDED.has(purchase.status);
}
