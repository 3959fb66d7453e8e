import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { discounts, providerCheckouts, purchases } from '../src/db/schema/index.js';
import { abandonedPaymentsJob } from '../src/jobs/abandoned-payments.js';
import { newBuyer } from './http/support/booking.js';
import { attempt, makePackage } from './http/support/checkout.js';
import { onEachDatabase, type Harness } from './http/support/harness.js';

const HOUR = 60 * 60 * 1000;

const run = (h: Harness, now: number) =>
  abandonedPaymentsJob.run({ services: h.services, now, signal: new AbortController().signal, attempt: 0 }) as Promise<{ expired: number[] }>;

/** A purchase left pending at a provider, as a networked checkout writes it before calling the provider. */
const pendingAt = async (h: Harness, row: { customerId: number; packageId: number; kind: string; discountId?: number | null; at: number }) => {
  const [made] = await h.db.insert(purchases).values({
    customer_id: row.customerId, class_package_id: row.packageId, title: 'Pendiente', amount: '500.00', total_payment: '450.00',
    status: 'pending', discount_id: row.discountId ?? null, created_at: new Date(row.at), updated_at: new Date(row.at),
  }).returning({ id: purchases.purchase_id });
  if (!made) throw new Error('no purchase');
  await h.db.insert(providerCheckouts).values({ purchase_id: made.id, provider: row.kind === 'order' ? 'paypal' : 'stripe', kind: row.kind, amount: '450.00', created_at: new Date(row.at), updated_at: new Date(row.at) });
  return made.id;
};

const statusOf = async (h: Harness, id: number) => (await h.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.purchase_id, id)))[0]?.status;

onEachDatabase('abandoned card payments (issue 17)', (h) => {
  it('expires a card purchase pending for 24 hours, giving back what it held (its discount use, a place of a package with a capacity), once', async () => {
    const buyer = await newBuyer(h());
    const pkg = await makePackage(h().db, { capacity: 1 });
    const other = await newBuyer(h());
    const [discount] = await h().db.insert(discounts).values({ code: `ABANDONO${pkg.class_package_id}`, amount: '10.00', is_percent: true, uses: 1 }).returning();
    const start = h().clock.now();
    const card = await pendingAt(h(), { customerId: buyer.customer.customerId, packageId: pkg.class_package_id, kind: 'payment_intent', discountId: discount?.discount_id ?? null, at: start });
    const paypal = await pendingAt(h(), { customerId: buyer.customer.customerId, packageId: (await makePackage(h().db)).class_package_id, kind: 'order', at: start });
    // The pending purchase holds the only place: another buyer is refused.
    expect((await attempt(h(), other.token, { class_package_id: pkg.class_package_id, payment_method: 'cash' })).status).toBe(412);

    expect((await run(h(), start + 23 * HOUR)).expired).not.toContain(card);
    expect(await statusOf(h(), card)).toBe('pending');

    const after = start + 24 * HOUR + 60_000;
    expect((await run(h(), after)).expired).toContain(card);
    expect(await statusOf(h(), card)).toBe('failed');
    expect(await statusOf(h(), paypal)).toBe('pending');
    const [given] = await h().db.select({ uses: discounts.uses }).from(discounts).where(eq(discounts.discount_id, discount?.discount_id ?? 0));
    expect(given?.uses).toBe(0);
    // Run again: nothing more (the discount is not given back twice).
    expect((await run(h(), after)).expired).not.toContain(card);
    expect((await h().db.select({ uses: discounts.uses }).from(discounts).where(eq(discounts.discount_id, discount?.discount_id ?? 0)))[0]?.uses).toBe(0);
    // Released: the place can be bought again.
    const again = await attempt(h(), other.token, { class_package_id: pkg.class_package_id, payment_method: 'cash' });
    expect(again.status, again.text).toBe(200);
  });

  it('leaves a cash purchase waiting for the studio alone, however old', async () => {
    const buyer = await newBuyer(h());
    const pkg = await makePackage(h().db);
    const answer = await attempt(h(), buyer.token, { class_package_id: pkg.class_package_id, payment_method: 'cash' });
    const id = Number(answer.body.purchase_id);
    await run(h(), h().clock.now() + 30 * 24 * HOUR);
    expect(await statusOf(h(), id)).toBe('pending');
  });
});
