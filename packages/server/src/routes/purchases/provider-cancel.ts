import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { providerCheckouts, purchases } from '../../db/schema/index.js';
import type { AppServices } from '../../http/services.js';
import { ProviderUnavailable } from '../../payments/provider-error.js';

/** A subscription a provider bills: who bills it and its id there. */
export interface ProviderSubscription {
  readonly provider: string;
  readonly subscriptionId: string;
}

/**
 * The provider's subscription behind a purchase: one opened through a
 * provider (`provider_checkouts`) whose subscription id it kept (Stripe
 * Checkout's `sub_…`, PayPal's `I-…`). Null when only our own records
 * bill it (cash, the sandbox, a card we renew ourselves, the demo's).
 */
export const providerSubscriptionOf = async (db: Db, purchaseId: number): Promise<ProviderSubscription | null> => {
  const [row] = await db.select({ provider: providerCheckouts.provider, subscriptionId: purchases.subscription_id })
    .from(purchases)
    .innerJoin(providerCheckouts, eq(providerCheckouts.purchase_id, purchases.purchase_id))
    .where(eq(purchases.purchase_id, purchaseId));
  return row?.subscriptionId ? { provider: row.provider, subscriptionId: row.subscriptionId } : null;
};

/** The key of a purchase's cancellation at its provider: every retry sends the same one. */
export const cancelKeyOf = (purchaseId: number): string => `purchase:${purchaseId}:cancel_subscription`;

/**
 * Cancels the subscription at its provider, with no transaction open:
 * Stripe at the end of the period paid, PayPal at once (it bills no more;
 * the credits of the period paid stay ours to honour). The key makes a
 * retry change nothing more, and each adapter takes a subscription that
 * already ended as done. A provider no longer configured, or unreachable,
 * throws `ProviderUnavailable`: the purchase stays active, to retry.
 */
export const cancelAtProvider = async (services: AppServices, target: ProviderSubscription, purchaseId: number, reason: string): Promise<void> => {
  const key = cancelKeyOf(purchaseId);
  const { payments, subscriptionProvider } = services;
  if (payments.name === target.provider && payments.cancelSubscription) {
    await payments.cancelSubscription(target.subscriptionId, key);
    return;
  }
  if (subscriptionProvider?.name === target.provider) {
    await subscriptionProvider.cancelSubscription(target.subscriptionId, reason, key);
    return;
  }
  throw new ProviderUnavailable(target.provider, `not configured: subscription ${target.subscriptionId} of purchase ${purchaseId} cannot be cancelled there`);
};
