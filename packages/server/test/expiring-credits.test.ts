import { eq, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { expect, it } from 'vitest';
import { availableClasses, noticePreferences, outbox, purchases } from '../src/db/schema/index.js';
import { DEMO_TIME_ZONE } from '../src/db/seed/demo/settings.data.js';
import { expiringCreditsJob } from '../src/jobs/expiring-credits.js';
import { makeCustomers } from './http/support/booking.js';
import { makePackage } from './http/support/checkout.js';
import { onEachDatabase, type Harness } from './http/support/harness.js';

const DAY = 24 * 60 * 60 * 1000;

const run = (h: Harness, now: number) =>
  expiringCreditsJob.run({ services: h.services, now, signal: new AbortController().signal, attempt: 0 }) as Promise<{ notified: number }>;

onEachDatabase('credits expiring in 7 days (issue 17)', (h) => {
  it('tells her once per expiry day, with the classes left, never about spent, expired or later credits', async () => {
    const [customer] = await makeCustomers(h().db, 1);
    if (!customer) throw new Error('no customer');
    const now = h().clock.now();
    const soon = now + 6 * DAY;
    const later = now + 10 * DAY;
    await h().db.insert(availableClasses).values([
      { customer_id: customer.customerId, available_classes: 5, expiration_date: new Date(soon) },
      { customer_id: customer.customerId, available_classes: 3, expiration_date: new Date(soon + 60_000) },
      { customer_id: customer.customerId, available_classes: 0, expiration_date: new Date(now + 2 * DAY) },
      { customer_id: customer.customerId, available_classes: 4, expiration_date: new Date(now - DAY) },
      { customer_id: customer.customerId, available_classes: 2, expiration_date: new Date(later) },
      { customer_id: customer.customerId, available_classes: 9, expiration_date: null },
    ]);
    const mails = () => h().db.select().from(outbox).where(like(outbox.dedupe_key, `credits-expiring:${customer.customerId}:%`)).orderBy(outbox.outbox_id);

    await run(h(), now);
    await run(h(), now + 60 * 60 * 1000);
    const day = DateTime.fromMillis(soon, { zone: DEMO_TIME_ZONE }).toISODate();
    let sent = await mails();
    expect(sent.map((mail) => mail.dedupe_key)).toEqual([`credits-expiring:${customer.customerId}:${day}`]);
    expect(sent[0]).toMatchObject({ recipient: customer.email, topic: 'credits', subject: expect.stringContaining('Tus clases vencen el') });
    expect(sent[0]?.body).toContain('Tus 8 clases disponibles vencen el');
    expect(sent[0]?.body).toContain('/mystudio');

    // Four days on, the later credit is within 7 days: its own notice, the first one not repeated.
    await run(h(), now + 4 * DAY);
    sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.dedupe_key).toBe(`credits-expiring:${customer.customerId}:${DateTime.fromMillis(later, { zone: DEMO_TIME_ZONE }).toISODate()}`);
    expect(sent[1]?.body).toContain('Tus 2 clases disponibles');
  });

  it('an unlimited credit reads as unlimited', async () => {
    const [customer] = await makeCustomers(h().db, 1);
    if (!customer) throw new Error('no customer');
    const now = h().clock.now();
    await h().db.insert(availableClasses).values({ customer_id: customer.customerId, available_classes: -1, expiration_date: new Date(now + 3 * DAY) });
    await run(h(), now);
    const [mail] = await h().db.select().from(outbox).where(eq(outbox.recipient, customer.email));
    expect(mail?.body).toContain('Tus clases ilimitadas vencen el');
  });

  it("leaves out customers who turned 'credits' off, in the query: more than a batch of them never holds back the others", async () => {
    const quiet = await makeCustomers(h().db, 205);
    const [told] = await makeCustomers(h().db, 1);
    if (!told) throw new Error('no customer');
    const now = h().clock.now();
    await h().db.insert(noticePreferences).values(quiet.map((customer) => ({ customer_id: customer.customerId, email_off: ['credits' as const] })));
    await h().db.insert(availableClasses).values([...quiet, told].map((customer) => ({ customer_id: customer.customerId, available_classes: 2, expiration_date: new Date(now + 2 * DAY) })));
    const result = await run(h(), now);
    const [mail] = await h().db.select().from(outbox).where(eq(outbox.recipient, told.email));
    expect(mail?.dedupe_key).toMatch(/^credits-expiring:/);
    expect(result.notified).toBeLessThan(200);
    const quietMails = await h().db.select().from(outbox).where(like(outbox.dedupe_key, `credits-expiring:${quiet[0]?.customerId}:%`));
    expect(quietMails).toEqual([]);
  });

  it('says nothing of the credits of a subscription charged again before they expire (its renewal brings new ones)', async () => {
    const [customer] = await makeCustomers(h().db, 1);
    if (!customer) throw new Error('no customer');
    const now = h().clock.now();
    const pkg = await makePackage(h().db, { is_subscription: true, subscription_period: 'month' });
    const [renewing] = await h().db.insert(purchases).values({
      customer_id: customer.customerId, class_package_id: pkg.class_package_id, title: 'Mensualidad', status: 'active', amount: '500.00', total_payment: '500.00',
      class_amount: 5, subscription_period: 'month', subscription_interval: 1, next_charge_at: new Date(now + 3 * DAY), renewal_source: 'tok_kept',
    }).returning();
    await h().db.insert(availableClasses).values({ customer_id: customer.customerId, purchase_id: renewing?.purchase_id, available_classes: 4, expiration_date: new Date(now + 3 * DAY) });
    await run(h(), now);
    expect(await h().db.select().from(outbox).where(eq(outbox.recipient, customer.email))).toEqual([]);
    // Once it no longer renews (cancelled), she is told.
    await h().db.update(purchases).set({ status: 'cancelled', next_charge_at: null }).where(eq(purchases.purchase_id, renewing?.purchase_id ?? 0));
    await run(h(), now);
    expect(await h().db.select().from(outbox).where(eq(outbox.recipient, customer.email))).toHaveLength(1);
  });
});
