import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CheckoutAttemptBody } from '@estudio/core';
import type { Db } from '../../../src/db/client.js';
import { availableClasses, classPackages, classPackageTypes, invoices, onlineAccesses, purchases } from '../../../src/db/schema/index.js';
import { makeCustomers, type TestCustomer } from './booking.js';
import { query } from './db-inspect.js';
import type { Answer, Harness } from './harness.js';

/** The runtime contract's test cards, as a person types them. */
export const CARDS = {
  paid: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
  stolen: '4000 0000 0000 9979',
  generic: '4000 0000 0000 0002',
  expired: '4000 0000 0000 0069',
  incorrectCvc: '4000 0000 0000 0127',
  lost: '4000 0000 0000 9987',
  suspicious: '4100 0000 0000 0019',
  /** 4242… with its last digit changed: fails the Luhn check. */
  badLuhn: '4242 4242 4242 4241',
} as const;

/** Tables a checkout writes: a refused attempt leaves every one of them exactly as it was. */
export const COMMERCE_TABLES = ['purchases', 'invoices', 'available_classes', 'discounts', 'online_accesses', 'class_packages'] as const;

/** A digest of every row of the checkout's tables (row counts miss updates, e.g. a discount's uses). */
export const commerceDigest = async (db: Db): Promise<Record<string, string>> => {
  const digest: Record<string, string> = {};
  for (const table of COMMERCE_TABLES) {
    const [row] = await query(db, sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${table}" t`));
    digest[table] = `${String(row?.n)}:${String(row?.d)}`;
  }
  return digest;
};

/** A fresh idempotency key, as the checkout machine makes one per checkout. */
export const newKey = (): string => randomUUID();

/** A card expiry a year after the harness's now. */
export const futureExpiry = (h: Harness) => ({ exp_month: 12, exp_year: new Date(h.clock.now()).getUTCFullYear() + 1 });

/** POST /api/sandbox/card_tokens with a typed card (a future expiry and CVC 123 unless told). */
export const tokenize = (h: Harness, number: string, more: { exp_month?: number; exp_year?: number; cvc?: string } = {}): Promise<Answer> =>
  h.request('POST', '/api/sandbox/card_tokens', { body: { number, cvc: '123', ...futureExpiry(h), ...more } });

/** The token of a card that tokenises; throws otherwise. */
export const tokenOfCard = async (h: Harness, number: string): Promise<string> => {
  const answer = await tokenize(h, number);
  expect(answer.status, answer.text).toBe(200);
  return String(answer.body.card_token.token);
};

/** POST /api/checkout/attempt as `token`'s customer; a fresh key unless the body names one. */
export const attempt = (h: Harness, token: string, body: Omit<CheckoutAttemptBody, 'idempotency_key'> & { idempotency_key?: string }): Promise<Answer> =>
  h.request('POST', '/api/checkout/attempt', { token, body: { idempotency_key: newKey(), ...body } });

/** A package of a test's own, written straight in the database (a card by default: 500 MXN, 5 classes, 30 days). */
export const makePackage = async (db: Db, row: Partial<typeof classPackages.$inferInsert> = {}) => {
  const [made] = await db.insert(classPackages).values({
    title: `Paquete ${randomUUID().slice(0, 6)}`, price: '500.00', class_amount: 5, expiration_days: 30, ...row,
  }).returning();
  if (!made) throw new Error('No package');
  return made;
};

/** Credits per class type for a package. */
export const addPackageTypes = async (db: Db, packageId: number, types: { class_type_id: number; class_amount: number; expiration_days: number | null }[]) => {
  await db.insert(classPackageTypes).values(types.map((type) => ({ class_package_id: packageId, ...type })));
};

/** Everything a purchase wrote: its row, its invoices, its credits and its online access. */
export const purchaseRecord = async (db: Db, purchaseId: number) => {
  const [purchase] = await db.select().from(purchases).where(eq(purchases.purchase_id, purchaseId));
  return {
    purchase,
    invoices: await db.select().from(invoices).where(eq(invoices.purchase_id, purchaseId)),
    credits: await db.select().from(availableClasses).where(eq(availableClasses.purchase_id, purchaseId)).orderBy(availableClasses.available_class_id),
    online: await db.select().from(onlineAccesses).where(eq(onlineAccesses.purchase_id, purchaseId)),
  };
};

/**
 * Sends an attempt that must be refused with `status` and `code` (and, when
 * given, exactly `message`), and checks that no checkout table changed.
 */
export const expectNothingWritten = async (
  h: Harness,
  send: () => Promise<Answer>,
  expected: { status: number; code: string; message?: string },
): Promise<Answer> => {
  const before = await commerceDigest(h.db);
  const answer = await send();
  expect(answer.status, answer.text).toBe(expected.status);
  expect(answer.body?.code, answer.text).toBe(expected.code);
  if (expected.message !== undefined) expect(answer.body?.message).toBe(expected.message);
  expect(typeof answer.body?.message).toBe('string');
  expect(await commerceDigest(h.db), `${expected.code} wrote something`).toEqual(before);
  return answer;
};

/**
 * A pending purchase written straight in the database (as the card
 * provider's flows or an unpaid cash sale leave one), with or without its
 * pending invoice, of `customer` or of a new one.
 */
export const pendingPurchase = async (
  h: Harness,
  pkg: typeof classPackages.$inferSelect,
  options: { status?: string; invoice?: boolean; subscription?: boolean; customer?: TestCustomer } = {},
) => {
  const customer = options.customer ?? ((await makeCustomers(h.db, 1)) as [TestCustomer])[0];
  const [row] = await h.db.insert(purchases).values({
    customer_id: customer.customerId, class_package_id: pkg.class_package_id, title: pkg.title, amount: pkg.price,
    total_payment: pkg.price, status: options.status ?? 'pending', class_amount: pkg.class_amount,
    expiration_days: pkg.expiration_days, subscription_period: options.subscription ? 'month' : null,
    subscription_interval: options.subscription ? 1 : null, created_at: new Date(h.clock.now()),
  }).returning();
  if (!row) throw new Error('no purchase');
  if (options.invoice !== false) {
    await h.db.insert(invoices).values({ purchase_id: row.purchase_id, customer_id: customer.customerId, total_payment: pkg.price, status: 'pending' });
  }
  return { customer, purchaseId: row.purchase_id };
};
