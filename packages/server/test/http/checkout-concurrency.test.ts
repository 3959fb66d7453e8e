import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { availableClasses, invoices, purchases } from '../../src/db/schema/index.js';
import { sandboxGateway } from '../../src/payments/index.js';
import { chargeKeyOf } from '../../src/routes/checkout/index.js';
import { makeCustomers, tokenOf, type TestCustomer } from './support/booking.js';
import { CARDS, makePackage, newKey, tokenOfCard } from './support/checkout.js';
import { onEachDatabase, testClock, type Harness } from './support/harness.js';

const gateway = sandboxGateway({ clock: testClock() });

interface Sent {
  readonly status: number;
  readonly body: { purchase_id?: number; payment_id?: number | null; code?: string };
}

/** The app on a real socket, so the attempts below travel as HTTP over their own connections, truly at once. */
const listen = async (h: Harness): Promise<{ url: string; server: ServerType }> => {
  const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};

const post = async (url: string, token: string, body: unknown): Promise<Sent> => {
  const response = await fetch(`${url}/api/checkout/attempt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Sent['body'] };
};

const statuses = (sent: readonly Sent[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const { status, body } of sent) {
    const key = status === 200 ? '200' : `${status} ${body.code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

onEachDatabase('concurrent checkouts', (h) => {
  let url: string;
  let server: ServerType;
  let card: string;
  beforeAll(async () => {
    ({ url, server } = await listen(h()));
    card = await tokenOfCard(h(), CARDS.paid);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('turns 10 simultaneous attempts with one key into one purchase, one charge and one credit grant', async () => {
    const [buyer] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    const token = await tokenOf(h(), buyer);
    const pkg = await makePackage(h().db, { class_amount: 8 });
    const key = newKey();
    const body = { class_package_id: pkg.class_package_id, payment_method: 'card', card_token: card, idempotency_key: key };
    const sent = await Promise.all(Array.from({ length: 10 }, () => post(url, token, body)));
    expect(statuses(sent)).toEqual({ 200: 10 });
    const bought = await h().db.select().from(purchases).where(eq(purchases.customer_id, buyer.customerId));
    expect(bought).toHaveLength(1);
    expect(new Set(sent.map((one) => one.body.purchase_id))).toEqual(new Set([bought[0]?.purchase_id]));
    expect(new Set(sent.map((one) => one.body.payment_id)).size).toBe(1);
    expect(gateway.charges().filter((charge) => charge.idempotencyKey === chargeKeyOf(buyer.customerId, key))).toHaveLength(1);
    expect(await h().db.select().from(invoices).where(eq(invoices.customer_id, buyer.customerId))).toHaveLength(1);
    const credits = await h().db.select().from(availableClasses).where(eq(availableClasses.customer_id, buyer.customerId));
    expect(credits.map((row) => row.available_classes)).toEqual([8]);
  });

  it('sells exactly 3 places of a capacity-3 event to 10 customers buying at once', async () => {
    const buyers = await makeCustomers(h().db, 10);
    const tokens = await Promise.all(buyers.map((buyer) => tokenOf(h(), buyer)));
    const event = await makePackage(h().db, { is_special_event: true, capacity: 3, class_amount: 1, limit_per_customer: 1 });
    const charges = gateway.charges().length;
    const sent = await Promise.all(tokens.map((token) =>
      post(url, token, { class_package_id: event.class_package_id, payment_method: 'card', card_token: card, idempotency_key: newKey() })));
    expect(statuses(sent)).toEqual({ 200: 3, '412 checkout/sold-out': 7 });
    const sold = await h().db.select().from(purchases).where(eq(purchases.class_package_id, event.class_package_id));
    expect(sold).toHaveLength(3);
    expect(new Set(sold.map((row) => row.customer_id)).size).toBe(3);
    expect(gateway.charges().length - charges).toBe(3);
  });

  it("lets only one of two customers racing with the same key buy, and charges the other nothing", async () => {
    const pair = await makeCustomers(h().db, 2);
    const tokens = await Promise.all(pair.map((buyer) => tokenOf(h(), buyer)));
    const pkg = await makePackage(h().db);
    const key = newKey();
    const charges = gateway.charges().length;
    const sent = await Promise.all(tokens.map((token) =>
      post(url, token, { class_package_id: pkg.class_package_id, payment_method: 'card', card_token: card, idempotency_key: key })));
    expect(statuses(sent)).toEqual({ 200: 1, '409 checkout/idempotency-key-taken': 1 });
    const bought = await h().db.select().from(purchases)
      .where(and(eq(purchases.class_package_id, pkg.class_package_id), inArray(purchases.customer_id, pair.map((one) => one.customerId))));
    expect(bought).toHaveLength(1);
    expect(gateway.charges().length - charges).toBe(1);
  });
}, { paymentGateway: gateway });
