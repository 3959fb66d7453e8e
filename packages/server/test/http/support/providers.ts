import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.js';
import { paymentSources, providerCheckouts, providerCustomers, purchases } from '../../../src/db/schema/index.js';

/** What the provider tables hold for a purchase: its row, and its customer's record and saved cards. */
export const providerState = async (db: Db, purchaseId: number) => {
  const [checkout] = await db.select().from(providerCheckouts).where(eq(providerCheckouts.purchase_id, purchaseId));
  const [purchase] = await db.select().from(purchases).where(eq(purchases.purchase_id, purchaseId));
  const customerId = purchase?.customer_id ?? 0;
  return {
    checkout,
    customers: await db.select().from(providerCustomers).where(eq(providerCustomers.customer_id, customerId)),
    sources: await db.select().from(paymentSources).where(eq(paymentSources.customer_id, customerId)),
  };
};

/** The purchases bought with one idempotency key (there must never be two). */
export const purchasesOfKey = (db: Db, key: string) => db.select().from(purchases).where(eq(purchases.idempotency_key, key));

/** Waits until `ready` holds (a request reached a fake provider), polling. */
export const until = async (ready: () => boolean, timeoutMs = 10_000): Promise<void> => {
  const end = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
