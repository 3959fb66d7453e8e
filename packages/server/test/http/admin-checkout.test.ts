import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { discounts, outbox, paymentMethods } from '../../src/db/schema/index.js';
import { actionsOf } from './support/audit.js';
import { adminToken, makeCustomers, tokenOf, type TestCustomer } from './support/booking.js';
import { expectNothingWritten, makePackage, purchaseRecord } from './support/checkout.js';
import { onEachDatabase, type Harness } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const DAY = 24 * 60 * 60 * 1000;

const newCustomer = async (h: Harness): Promise<TestCustomer> => ((await makeCustomers(h.db, 1)) as [TestCustomer])[0];

onEachDatabase('POST /checkout (the front desk sells)', (h) => {
  let admin: string;
  let five: number;
  let cashMethod: number;
  let cardMethod: number;
  beforeAll(async () => {
    admin = await adminToken(h());
    five = await demoPackageId(h(), 'five');
    const methods = await h().db.select().from(paymentMethods);
    cashMethod = methods.find((row) => row.name === 'Efectivo')?.payment_method_id ?? 0;
    cardMethod = methods.find((row) => row.kind === 'card')?.payment_method_id ?? 0;
  });

  const sell = (body: Record<string, unknown>, token: string | null = admin) => h().request('POST', '/api/checkout', { token: token ?? undefined, body });

  it('records a paid purchase with the cash method, a completed invoice and its credits', async () => {
    const customer = await newCustomer(h());
    const answer = await sell({ class_package_id: five, customer_id: customer.customerId });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.payment_id).toBe(answer.body.purchase_id);
    const record = await purchaseRecord(h().db, answer.body.purchase_id);
    expect(record.purchase).toMatchObject({
      customer_id: customer.customerId, class_package_id: five, status: 'completed', payment_method_id: cashMethod,
      total_payment: '750.00', amount: '750.00', is_gift: false, idempotency_key: null,
    });
    expect(record.invoices).toEqual([expect.objectContaining({ customer_id: customer.customerId, status: 'completed', total_payment: '750.00' })]);
    expect(record.credits).toEqual([expect.objectContaining({ available_classes: 5, expiration_date: new Date(h().clock.now() + 30 * DAY) })]);
    const mine = await h().request('GET', `/api/purchases/${answer.body.purchase_id}`, { token: await tokenOf(h(), customer) });
    expect(mine.body.purchase).toMatchObject({ status: 'completed', payment_method: { name: 'Efectivo' } });
    // Paid at the desk: her receipt (issue 17).
    const receipt = await h().db.select().from(outbox).where(eq(outbox.dedupe_key, `purchase-receipt:${answer.body.purchase_id}`));
    expect(receipt).toEqual([expect.objectContaining({ recipient: customer.email, topic: 'payments' })]);
  });

  it('records the method named and the discounted total, counting one use of the code', async () => {
    const customer = await newCustomer(h());
    const [before] = await h().db.select().from(discounts).where(eq(discounts.code, 'FIJO100'));
    const answer = await sell({ class_package_id: five, customer_id: customer.customerId, payment_method_id: cardMethod, discountCode: 'fijo100' });
    expect(answer.status, answer.text).toBe(201);
    const record = await purchaseRecord(h().db, answer.body.purchase_id);
    expect(record.purchase).toMatchObject({ payment_method_id: cardMethod, total_payment: '650.00', discount_id: before?.discount_id });
    expect(record.invoices).toEqual([expect.objectContaining({ total_payment: '650.00', status: 'completed' })]);
    const [after] = await h().db.select().from(discounts).where(eq(discounts.code, 'FIJO100'));
    expect(after?.uses).toBe((before?.uses ?? 0) + 1);
  });

  it('makes a subscription active, and a free package has no invoice', async () => {
    const customer = await newCustomer(h());
    const monthly = await sell({ class_package_id: await demoPackageId(h(), 'unlimited'), customer_id: customer.customerId });
    expect((await purchaseRecord(h().db, monthly.body.purchase_id)).purchase).toMatchObject({ status: 'active', subscription_period: 'month' });
    const free = await makePackage(h().db, { price: '0.00', class_amount: 2 });
    const given = await sell({ class_package_id: free.class_package_id, customer_id: customer.customerId });
    expect(given.status, given.text).toBe(201);
    const record = await purchaseRecord(h().db, given.body.purchase_id);
    expect(record.purchase).toMatchObject({ status: 'completed', total_payment: '0.00' });
    expect(record.invoices).toEqual([]);
    expect(record.credits).toEqual([expect.objectContaining({ available_classes: 2 })]);
  });

  it("refuses the package's limit per customer with 409 and a sold-out event with 412, writing nothing", async () => {
    const customer = await newCustomer(h());
    const once = await makePackage(h().db, { limit_per_customer: 1 });
    expect((await sell({ class_package_id: once.class_package_id, customer_id: customer.customerId })).status).toBe(201);
    await expectNothingWritten(h(), () => sell({ class_package_id: once.class_package_id, customer_id: customer.customerId }), {
      status: 409, code: 'checkout/purchase-limit', message: messages.checkout.purchaseLimit,
    });
    const event = await makePackage(h().db, { is_special_event: true, capacity: 1, class_amount: 1 });
    expect((await sell({ class_package_id: event.class_package_id, customer_id: customer.customerId })).status).toBe(201);
    const late = await newCustomer(h());
    await expectNothingWritten(h(), () => sell({ class_package_id: event.class_package_id, customer_id: late.customerId }), {
      status: 412, code: 'checkout/sold-out',
    });
  });

  it('answers 404 for an unknown or withdrawn package, an unknown customer and an unknown method, writing nothing', async () => {
    const customer = await newCustomer(h());
    const withdrawn = await makePackage(h().db, { available: false });
    for (const class_package_id of [999_999_999, withdrawn.class_package_id]) {
      await expectNothingWritten(h(), () => sell({ class_package_id, customer_id: customer.customerId }), {
        status: 404, code: 'package/not-found', message: messages.checkout.packageNotFound,
      });
    }
    await expectNothingWritten(h(), () => sell({ class_package_id: five, customer_id: 999_999_999 }), {
      status: 404, code: 'customer/not-found', message: messages.admin.customerNotFound,
    });
    await expectNothingWritten(h(), () => sell({ class_package_id: five, customer_id: customer.customerId, payment_method_id: 999_999_999 }), {
      status: 404, code: 'payment-method/not-found', message: messages.checkoutApi.paymentMethodNotFound,
    });
  });

  it('refuses an invalid code with 412 and bad bodies with 400, writing nothing', async () => {
    const customer = await newCustomer(h());
    await expectNothingWritten(h(), () => sell({ class_package_id: five, customer_id: customer.customerId, discountCode: 'NOEXISTE' }), {
      status: 412, code: 'discount/invalid', message: messages.discounts.invalid,
    });
    for (const body of [{ class_package_id: five }, { customer_id: customer.customerId }, { class_package_id: 'cinco', customer_id: customer.customerId }, { class_package_id: five, customer_id: -1 }]) {
      await expectNothingWritten(h(), () => sell(body), { status: 400, code: 'validation/invalid-body' });
    }
  });

  it('records paid: false as a pending cash sale granting nothing, until marking it paid grants it once', async () => {
    const customer = await newCustomer(h());
    const answer = await sell({ class_package_id: five, customer_id: customer.customerId, paid: false });
    expect(answer.status, answer.text).toBe(201);
    const id = answer.body.purchase_id;
    const pending = await purchaseRecord(h().db, id);
    expect(pending.purchase).toMatchObject({ status: 'pending', payment_method_id: cashMethod, total_payment: '750.00' });
    const receipts = () => h().db.select().from(outbox).where(eq(outbox.dedupe_key, `purchase-receipt:${id}`));
    expect(await receipts()).toEqual([]);
    expect(pending.invoices).toEqual([expect.objectContaining({ status: 'pending', total_payment: '750.00' })]);
    expect([pending.credits, pending.online]).toEqual([[], []]);
    const paid = await h().request('PUT', `/api/purchases/${id}/paid`, { token: admin });
    expect(paid.body.purchase, paid.text).toMatchObject({ status: 'completed' });
    expect((await h().request('PUT', `/api/purchases/${id}/paid`, { token: admin })).status).toBe(200);
    const settled = await purchaseRecord(h().db, id);
    expect(settled.invoices).toEqual([expect.objectContaining({ status: 'completed', total_payment: '750.00' })]);
    expect(settled.credits).toEqual([expect.objectContaining({ available_classes: 5 })]);
    // Her receipt once it is paid, once (issue 17).
    expect(await receipts()).toEqual([expect.objectContaining({ recipient: customer.email })]);
    expect(await actionsOf(h().db, customer.customerId)).toEqual([
      { action: 'purchase.sell', details: { purchase_id: id, package: pending.purchase?.title, total: 750, method: 'Efectivo', paid: false } },
      { action: 'purchase.paid', details: { purchase_id: id, package: pending.purchase?.title, total: 750 } },
    ]);
  });

  it('sells paid: true exactly as without the flag', async () => {
    const [first, second] = [await newCustomer(h()), await newCustomer(h())];
    const unflagged = await sell({ class_package_id: five, customer_id: first.customerId });
    const flagged = await sell({ class_package_id: five, customer_id: second.customerId, paid: true });
    const shape = async (purchaseId: number) => {
      const { purchase, invoices, credits } = await purchaseRecord(h().db, purchaseId);
      return { status: purchase?.status, total: purchase?.total_payment, invoices: invoices.map((row) => row.status), credits: credits.map((row) => row.available_classes) };
    };
    expect(await shape(flagged.body.purchase_id)).toEqual(await shape(unflagged.body.purchase_id));
    expect(await shape(flagged.body.purchase_id)).toEqual({ status: 'completed', total: '750.00', invoices: ['completed'], credits: [5] });
    expect((await actionsOf(h().db, second.customerId)).map((line) => line.details.paid)).toEqual([true]);
  });

  it('is for admins: 401 without a token, 403 for a customer selling to herself', async () => {
    const customer = await newCustomer(h());
    const body = { class_package_id: five, customer_id: customer.customerId };
    await expectNothingWritten(h(), () => sell(body, null), { status: 401, code: 'auth/missing-token' });
    await expectNothingWritten(h(), async () => sell(body, await tokenOf(h(), customer)), { status: 403, code: 'auth/forbidden' });
  });
});
