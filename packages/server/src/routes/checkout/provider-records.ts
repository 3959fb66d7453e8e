import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentSources, providerCheckouts, providerCustomers, providerEvents, providerPlans, purchases } from '../../db/schema/index.js';
import type { SavedSource } from '../../payments/gateway.js';
import { moneyText } from './record.js';

/** What a networked provider is asked to do for a purchase (`provider_checkouts.kind`). */
export type StepKind =
  | 'charge'
  | 'charge_saved'
  | 'save_card'
  | 'payment_intent'
  | 'setup_intent'
  | 'checkout_session'
  | 'order'
  | 'plan';

/** The provider's row of a purchase, written with the pending purchase before the provider is called. */
export const insertProviderCheckout = async (
  db: Db,
  row: { readonly purchaseId: number; readonly provider: string; readonly kind: StepKind; readonly source: string | null; readonly amount: number; readonly now: number },
): Promise<void> => {
  await db.insert(providerCheckouts).values({
    purchase_id: row.purchaseId, provider: row.provider, kind: row.kind, source: row.source,
    amount: moneyText(row.amount), created_at: new Date(row.now), updated_at: new Date(row.now),
  });
};

/** Keeps the provider's id of what it opened, once (a retry answered with the same id writes nothing new). */
export const storeRef = async (db: Db, purchaseId: number, ref: string, now: number): Promise<void> => {
  await db.update(providerCheckouts).set({ ref, updated_at: new Date(now) })
    .where(and(eq(providerCheckouts.purchase_id, purchaseId), isNull(providerCheckouts.ref)));
};

/** Her record at a provider (a Stripe Customer), or null when none was made. */
export const providerCustomerOf = async (db: Db, provider: string, customerId: number): Promise<string | null> => {
  const [row] = await db.select({ id: providerCustomers.provider_customer_id }).from(providerCustomers)
    .where(and(eq(providerCustomers.customer_id, customerId), eq(providerCustomers.provider, provider)));
  return row?.id ?? null;
};

/** Remembers her record at a provider; the first one kept wins (the provider made it once per customer). */
export const rememberProviderCustomer = async (
  db: Db,
  row: { readonly provider: string; readonly customerId: number; readonly providerCustomerId: string | null | undefined; readonly now: number },
): Promise<void> => {
  if (!row.providerCustomerId) return;
  await db.insert(providerCustomers).values({
    customer_id: row.customerId, provider: row.provider, provider_customer_id: row.providerCustomerId, created_at: new Date(row.now),
  }).onConflictDoNothing();
};

/**
 * Keeps a card the provider saved for her (a free trial's, the card a
 * subscription renews with) in payment_sources, once per source: only the
 * provider's id, brand and last digits.
 */
export const keepSource = async (db: Db, customerId: number, source: SavedSource, now: number): Promise<void> => {
  const mine = eq(paymentSources.customer_id, customerId);
  const [kept] = await db.select({ id: paymentSources.payment_source_id }).from(paymentSources)
    .where(and(mine, eq(paymentSources.source_id, source.sourceId)));
  if (kept) return;
  await db.insert(paymentSources).values({
    customer_id: customerId, source_id: source.sourceId, token_id: null,
    card_type: source.brand, last_digits: source.last4, created_at: new Date(now),
  });
};

/** A plan remembered for a package's terms, and the product any of its plans hangs on. */
export const knownPlan = async (
  db: Db,
  provider: string,
  packageId: number,
  terms: string,
): Promise<{ readonly planId: string | null; readonly productId: string | null }> => {
  const rows = await db.select().from(providerPlans)
    .where(and(eq(providerPlans.provider, provider), eq(providerPlans.class_package_id, packageId)));
  return { planId: rows.find((row) => row.terms === terms)?.plan_id ?? null, productId: rows[0]?.product_id ?? null };
};

/** Remembers a plan made for a package's terms; one made meanwhile by another buyer wins. */
export const rememberPlan = async (
  db: Db,
  row: { readonly provider: string; readonly packageId: number; readonly terms: string; readonly planId: string; readonly productId: string; readonly now: number },
): Promise<void> => {
  await db.insert(providerPlans).values({
    provider: row.provider, class_package_id: row.packageId, terms: row.terms, plan_id: row.planId,
    product_id: row.productId, created_at: new Date(row.now),
  }).onConflictDoNothing();
};

/**
 * Records a provider event once: true the first time its id is seen, false
 * for a duplicate. Written in the transaction of the event's effect, so a
 * failed effect leaves no record and the provider's retry is handled again;
 * a concurrent duplicate waits on the key and then writes nothing.
 */
export const firstSightOf = async (
  db: Db,
  event: { readonly provider: string; readonly eventId: string; readonly type: string; readonly now: number },
): Promise<boolean> => {
  const rows = await db.insert(providerEvents).values({
    provider: event.provider, event_id: event.eventId, type: event.type, received_at: new Date(event.now),
  }).onConflictDoNothing().returning({ id: providerEvents.event_id });
  return rows.length > 0;
};

/** Whether another purchase than this one already holds a provider's subscription id (one subscription pays for one purchase). */
export const subscriptionHeldElsewhere = async (db: Db, purchaseId: number, subscriptionId: string): Promise<boolean> => {
  const [other] = await db.select({ id: purchases.purchase_id }).from(purchases)
    .where(and(eq(purchases.subscription_id, subscriptionId), ne(purchases.purchase_id, purchaseId)));
  return other !== undefined;
};

/**
 * Keeps a provider subscription's id on its purchase. The caller checked
 * `subscriptionHeldElsewhere` first; two purchases racing for one id meet
 * the partial unique index (`purchases_subscription_id_unique`), and the
 * second transaction fails whole.
 */
export const keepSubscriptionId = async (db: Db, purchaseId: number, subscriptionId: string): Promise<void> => {
  await db.update(purchases).set({ subscription_id: subscriptionId }).where(eq(purchases.purchase_id, purchaseId));
};
