import { and, eq } from 'drizzle-orm';
import { firstPeriodEnd, renewalAnchor } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { providerCheckouts, purchases } from '../../db/schema/index.js';
import type { AppServices } from '../../http/services.js';
import type { RenewalPaidNotice, SubscriptionNotice } from '../../payments/subscription-events.js';
import { endSubscription, recordRenewalFailed, recordRenewalPaid, zoneOf } from '../../purchases/renewal.js';

/** What a subscription notice did, answered to the provider (which reads only the 2xx). */
export type NoticeHandled = 'renewed' | 'renewal_failed' | 'ended' | 'already' | 'ignored';

type PurchaseRow = typeof purchases.$inferSelect;

/**
 * The purchase a provider's subscription pays for: the one that kept its id
 * at checkout (`purchases.subscription_id`, unique) and was opened with this
 * provider; null for a subscription of no purchase of ours.
 */
const purchaseOfSubscription = async (db: Db, provider: string, subscriptionId: string): Promise<PurchaseRow | null> => {
  const [row] = await db.select({ purchase: purchases }).from(purchases)
    .innerJoin(providerCheckouts, eq(providerCheckouts.purchase_id, purchases.purchase_id))
    .where(and(eq(purchases.subscription_id, subscriptionId), eq(providerCheckouts.provider, provider)));
  return row?.purchase ?? null;
};

/**
 * Whether a PayPal sale is the one its checkout already charged: PayPal
 * bills a subscription's first period when it activates (the capture
 * invoiced and credited it) and says nothing to tell that sale from a
 * renewal. A purchase charged at checkout (no free trial) whose sale came
 * in the first half of its first period is that one; a renewal cannot come
 * before the period ends, and a free trial's first sale is its first charge.
 */
export const isCheckoutSale = (purchase: Pick<PurchaseRow, 'created_at' | 'subscription_period' | 'subscription_interval' | 'free_trial_length' | 'free_trial_period'>, saleAt: number, zone: string): boolean => {
  const boughtAt = purchase.created_at.getTime();
  if (renewalAnchor(boughtAt, purchase, zone) !== boughtAt) return false;
  const end = firstPeriodEnd(boughtAt, purchase, zone);
  return saleAt < boughtAt + (end - boughtAt) / 2;
};

/** Whether a paid renewal is in pesos (the studio's currency: every price and plan is in MXN). */
const inPesos = (notice: { readonly currency: string | null }): boolean => notice.currency === null || notice.currency.toLowerCase() === 'mxn';

const renewalPaid = async (db: Db, services: AppServices, provider: string, purchase: PurchaseRow, notice: RenewalPaidNotice, now: number): Promise<NoticeHandled> => {
  const paidAt = notice.paidAt ?? now;
  if (provider === 'paypal' && isCheckoutSale(purchase, paidAt, await zoneOf(db))) return 'already';
  if (notice.amount === null || !inPesos(notice)) {
    services.logger.error(`${provider} renewal ${notice.ref} of purchase ${purchase.purchase_id} paid ${String(notice.amount)} ${String(notice.currency)}: not recorded`, notice);
    return 'ignored';
  }
  const outcome = await recordRenewalPaid(db, services, {
    purchaseId: purchase.purchase_id, amount: notice.amount, provider, providerRef: notice.ref, paidAt, periodEnd: notice.periodEnd,
  });
  return outcome.kind === 'recorded' ? 'renewed' : outcome.kind === 'already' ? 'already' : 'ignored';
};

/**
 * A verified notice about a subscription a provider renews, in the
 * transaction that recorded its event id (`firstSightOf`): a renewal paid
 * or refused, or the subscription ended, recorded by the renewals module
 * (`purchases/renewal.ts`), the one place that invoices, credits and tells
 * her. The subscription's first charge (made at checkout, which already
 * settled it) grants nothing again; a notice about no purchase of ours, or
 * whose purchase id disagrees with the subscription's, is acknowledged and
 * ignored (logged), as the checkout's own events are.
 */
export const handleSubscriptionNotice = async (
  db: Db,
  services: AppServices,
  provider: string,
  notice: SubscriptionNotice,
  now: number,
): Promise<NoticeHandled> => {
  if (notice.kind !== 'ended' && notice.first) return 'already';
  const purchase = await purchaseOfSubscription(db, provider, notice.subscriptionId);
  if (!purchase) return 'ignored';
  if (notice.purchaseId !== null && notice.purchaseId !== purchase.purchase_id) {
    services.logger.error(`${provider} subscription ${notice.subscriptionId} names purchase ${notice.purchaseId}, but purchase ${purchase.purchase_id} holds it: not recorded`, notice);
    return 'ignored';
  }
  switch (notice.kind) {
    case 'renewal_paid':
      return renewalPaid(db, services, provider, purchase, notice, now);
    case 'renewal_failed': {
      const outcome = await recordRenewalFailed(db, services, {
        // Without the provider's amount, the period's price the purchase copied (a free trial paid $0 at checkout).
        purchaseId: purchase.purchase_id, amount: notice.amount ?? Number(purchase.amount), provider,
        providerRef: notice.ref, failedAt: now, retryAt: notice.nextAttemptAt,
      });
      return outcome.kind === 'recorded' ? 'renewal_failed' : outcome.kind === 'already' ? 'already' : 'ignored';
    }
    case 'ended': {
      const ended = await endSubscription(db, {
        purchaseId: purchase.purchase_id, status: notice.reason === 'suspended' ? 'failed' : 'cancelled', endedAt: notice.endedAt ?? now,
      });
      return ended ? 'ended' : 'already';
    }
  }
};
