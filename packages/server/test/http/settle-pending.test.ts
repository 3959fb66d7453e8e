import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { and, like } from 'drizzle-orm';
import { classPackages, outbox } from '../../src/db/schema/index.js';
import { ApiFailure } from '../../src/http/errors.js';
import { settlePendingPurchase } from '../../src/routes/checkout/settle-pending.js';
import { adminToken, makeCustomers, tokenOf, type TestCustomer } from './support/booking.js';
import { attempt, commerceDigest, makePackage, pendingPurchase, purchaseRecord } from './support/checkout.js';
import { onEachDatabase, type Harness } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const DAY = 24 * 60 * 60 * 1000;

const newCustomer = async (h: Harness): Promise<TestCustomer> => ((await makeCustomers(h.db, 1)) as [TestCustomer])[0];

/** Settles in a transaction of its own, as a request does, telling her through the app's notifier. */
const settle = (h: Harness, purchaseId: number) => h.db.transaction((tx) => settlePendingPurchase(tx, purchaseId, h.clock.now(), h.services));

/** The receipts of a purchase written to the outbox (issue 17). */
const receiptsOf = (h: Harness, purchaseId: number) =>
  h.db.select().from(outbox).where(and(eq(outbox.dedupe_key, `purchase-receipt:${purchaseId}`), like(outbox.channel, 'email')));

/** The failure a settlement threw. */
const refusalOf = async (work: Promise<unknown>): Promise<ApiFailure> => {
  const error = await work.then(() => null, (thrown: unknown) => thrown);
  if (!(error instanceof ApiFailure)) throw new Error(`Expected an ApiFailure, got ${String(error)}`);
  return error;
};

onEachDatabase('settling a pending purchase', (h) => {
  let pack: typeof classPackages.$inferSelect;
  beforeAll(async () => {
    pack = await makePackage(h().db, { price: '600.00', class_amount: 6, expiration_days: 20 });
  });

  it('turns a cash purchase completed, completes its invoice and grants its credits, once', async () => {
    const customer = await newCustomer(h());
    const token = await tokenOf(h(), customer);
    const bought = await attempt(h(), token, { class_package_id: await demoPackageId(h(), 'ten'), payment_method: 'cash' });
    expect(bought.status, bought.text).toBe(200);
    const id = Number(bought.body.purchase_id);
    expect((await purchaseRecord(h().db, id)).credits).toEqual([]);
    expect(await settle(h(), id)).toBe('settled');
    const record = await purchaseRecord(h().db, id);
    expect(record.purchase?.status).toBe('completed');
    expect(record.invoices).toEqual([expect.objectContaining({ invoice_id: bought.body.payment_id, status: 'completed', total_payment: '1200.00' })]);
    expect(record.credits).toEqual([expect.objectContaining({ customer_id: customer.customerId, available_classes: 10 })]);
    // Whoever settles it (the desk, Stripe's webhook, PayPal's capture), she gets her receipt, once.
    expect(await receiptsOf(h(), id)).toEqual([expect.objectContaining({ recipient: customer.email })]);
    const before = await commerceDigest(h().db);
    expect(await settle(h(), id)).toBe('already');
    expect(await commerceDigest(h().db)).toEqual(before);
    expect(await receiptsOf(h(), id)).toHaveLength(1);
  });

  it("grants the purchase's own terms: its classes and its length, not the package's edited ones", async () => {
    const pkg = await makePackage(h().db, { class_amount: 4, expiration_days: 10 });
    const { purchaseId } = await pendingPurchase(h(), pkg);
    await h().db.update(classPackages).set({ class_amount: 9, expiration_days: 90 }).where(eq(classPackages.class_package_id, pkg.class_package_id));
    expect(await settle(h(), purchaseId)).toBe('settled');
    const [credit] = (await purchaseRecord(h().db, purchaseId)).credits;
    expect(credit?.available_classes).toBe(4);
    expect(credit?.expiration_date?.getTime()).toBe(h().clock.now() + 10 * DAY);
  });

  it('makes a subscription active and an online package its video access', async () => {
    const online = await makePackage(h().db, { is_online: true, class_amount: 0, expiration_days: 30, is_subscription: true, subscription_period: 'month' });
    const { purchaseId } = await pendingPurchase(h(), online, { subscription: true });
    expect(await settle(h(), purchaseId)).toBe('settled');
    const record = await purchaseRecord(h().db, purchaseId);
    expect(record.purchase?.status).toBe('active');
    expect(record.credits).toEqual([]);
    expect(record.online).toEqual([expect.objectContaining({ expiration_date: new Date(h().clock.now() + 30 * DAY) })]);
  });

  it('records a completed invoice of its total when the purchase has none', async () => {
    const { purchaseId, customer } = await pendingPurchase(h(), pack, { invoice: false });
    expect(await settle(h(), purchaseId)).toBe('settled');
    expect((await purchaseRecord(h().db, purchaseId)).invoices).toEqual([
      expect.objectContaining({ customer_id: customer.customerId, total_payment: '600.00', status: 'completed' }),
    ]);
  });

  it.each(['cancelled', 'failed', 'revoked'])('refuses a %s purchase with 409, writing nothing', async (status) => {
    const { purchaseId } = await pendingPurchase(h(), pack, { status });
    const before = await commerceDigest(h().db);
    const refusal = await refusalOf(settle(h(), purchaseId));
    expect(refusal).toMatchObject({ status: 409, code: 'purchase/not-settleable', message: messages.checkoutApi.notSettleable });
    expect(await commerceDigest(h().db)).toEqual(before);
  });

  it('answers 404 for a purchase that does not exist', async () => {
    expect(await refusalOf(settle(h(), 2_000_000_000))).toMatchObject({ status: 404, code: 'purchase/not-found' });
  });

  it('grants once when two settlements of one purchase run at the same time', async () => {
    const { purchaseId } = await pendingPurchase(h(), pack);
    const outcomes = await Promise.all([settle(h(), purchaseId), settle(h(), purchaseId)]);
    expect([...outcomes].sort()).toEqual(['already', 'settled']);
    const record = await purchaseRecord(h().db, purchaseId);
    expect(record.credits).toHaveLength(1);
    expect(record.invoices).toEqual([expect.objectContaining({ status: 'completed' })]);
  });
});

onEachDatabase('PUT /purchases/:id/paid', (h) => {
  let pack: typeof classPackages.$inferSelect;
  let admin: string;
  beforeAll(async () => {
    pack = await makePackage(h().db, { price: '300.00', class_amount: 3, expiration_days: 15 });
    admin = await adminToken(h());
  });

  const markPaid = (id: number, token: string | undefined) => h().request('PUT', `/api/purchases/${id}/paid`, { token });

  it('marks a pending purchase paid and answers it; again answers it unchanged', async () => {
    const { purchaseId, customer } = await pendingPurchase(h(), pack);
    const answer = await markPaid(purchaseId, admin);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.purchase).toMatchObject({ purchase_id: purchaseId, status: 'completed', customer: { email: customer.email } });
    const again = await markPaid(purchaseId, admin);
    expect(again.status).toBe(200);
    expect(again.body.purchase.status).toBe('completed');
    expect((await purchaseRecord(h().db, purchaseId)).credits).toEqual([expect.objectContaining({ available_classes: 3 })]);
  });

  it('is for admins: 401 without a token, 403 for a customer (her own purchase too), nothing granted', async () => {
    const { purchaseId, customer } = await pendingPurchase(h(), pack);
    expect((await markPaid(purchaseId, undefined)).status).toBe(401);
    const refused = await markPaid(purchaseId, await tokenOf(h(), customer));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('auth/forbidden');
    expect((await purchaseRecord(h().db, purchaseId)).purchase?.status).toBe('pending');
  });

  it('answers 404 for an unknown purchase and 409 for a revoked one', async () => {
    expect((await markPaid(999_999_999, admin)).body.code).toBe('purchase/not-found');
    const { purchaseId } = await pendingPurchase(h(), pack, { status: 'revoked' });
    const before = await commerceDigest(h().db);
    const answer = await markPaid(purchaseId, admin);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 'purchase/not-settleable', message: messages.checkoutApi.notSettleable });
    expect(await commerceDigest(h().db)).toEqual(before);
  });

  it('grants once when two admins mark one purchase paid at the same time', async () => {
    const { purchaseId } = await pendingPurchase(h(), pack);
    const answers = await Promise.all([markPaid(purchaseId, admin), markPaid(purchaseId, admin), markPaid(purchaseId, admin)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const record = await purchaseRecord(h().db, purchaseId);
    expect(record.credits).toHaveLength(1);
    expect(record.invoices).toHaveLength(1);
    expect(h().logger.errors).toEqual([]);
  });
});
