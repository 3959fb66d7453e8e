import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { acceptedPages, pages, purchases, waitlists } from '../../src/db/schema/index.js';
import {
  creditsOf, expectRefused, makeClass, makeCustomers, staffToken, tokenOf, withSettings, type TestCustomer,
} from './support/booking.js';
import { commerceDigest, makePackage, pendingPurchase } from './support/checkout.js';
import { onEachDatabase, type Harness } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const balance = async (h: Harness, customer: TestCustomer): Promise<number | undefined> =>
  (await creditsOf(h.db, customer.customerId))[0]?.available_classes;

// The demo studio: a 12-hour cancel window, cancelling after it allowed (without refund).
onEachDatabase('the front desk (role staff) acting for customers', (h) => {
  let staff: string;
  let customer: TestCustomer;
  beforeAll(async () => {
    staff = await staffToken(h());
    [customer] = (await makeCustomers(h().db, 1, { credits: 5 })) as [TestCustomer];
  });

  const call = (method: string, path: string, body?: unknown, token = staff) =>
    h().request(method, `/api${path}`, { token, ...(body === undefined ? {} : { body }) });

  const book = async (inHours: number): Promise<number> => {
    const singleClass = await makeClass(h(), { inHours });
    const answer = await call('POST', '/class_reservations', { single_class_id: singleClass.single_class_id, customer_id: customer.customerId });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.class_reservation.customer_id).toBe(customer.customerId);
    return answer.body.class_reservation.class_reservation_id;
  };

  it("books for a customer with her credit, and must name her", async () => {
    const before = await balance(h(), customer);
    await book(40);
    expect(await balance(h(), customer)).toBe((before ?? 0) - 1);
    const singleClass = await makeClass(h());
    await expectRefused(h(), () => call('POST', '/class_reservations', { single_class_id: singleClass.single_class_id }), {
      status: 400, code: 'reservation/customer-required', message: messages.reservations.customerRequired,
    });
  });

  it("cancels for her, past the customer's cancel rules, giving the credit back only inside the window", async () => {
    const early = await book(40);
    const late = await book(2);
    const before = await balance(h(), customer);
    await withSettings(h().db, { allow_cancel_after_treshold: 'false' }, async () => {
      // A customer would be refused this one (after the window, cancelling then not allowed).
      expect((await call('DELETE', `/class_reservations/${late}`)).status).toBe(200);
    });
    expect(await balance(h(), customer)).toBe(before);
    expect((await call('DELETE', `/class_reservations/${early}`)).status).toBe(200);
    expect(await balance(h(), customer)).toBe((before ?? 0) + 1);
  });

  it("reads a class's waitlist, a customer's credits, purchases and penalties", async () => {
    const singleClass = await makeClass(h());
    await h().db.insert(waitlists).values({ single_class_id: singleClass.single_class_id, customer_id: customer.customerId });
    const waiting = await call('GET', `/waitlist?single_class_id=${singleClass.single_class_id}`);
    expect(waiting.body.waitlists.map((entry: { customer_id: number }) => entry.customer_id)).toEqual([customer.customerId]);
    const credits = await call('GET', `/available_classes?customer_id=${customer.customerId}`);
    expect(credits.body.available_classes).toEqual([expect.objectContaining({ customer_id: customer.customerId })]);
    const penalties = await call('GET', `/class_reservation_penaltys?customer_id=${customer.customerId}`);
    expect(penalties.status, penalties.text).toBe(200);
    const { purchaseId } = await pendingPurchase(h(), await makePackage(h().db, { class_amount: 2 }), { customer });
    const read = await call('GET', `/purchases/${purchaseId}`);
    expect(read.body.purchase).toMatchObject({ purchase_id: purchaseId, status: 'pending' });
    const paid = await call('PUT', `/purchases/${purchaseId}/paid`);
    expect(paid.body.purchase, paid.text).toMatchObject({ status: 'completed' });
  });

  it('sells at the desk', async () => {
    const sold = await call('POST', '/checkout', { class_package_id: await demoPackageId(h(), 'five'), customer_id: customer.customerId });
    expect(sold.status, sold.text).toBe(201);
    const read = await call('GET', `/purchases/${sold.body.purchase_id}`);
    expect(read.body.purchase).toMatchObject({ customer: { email: customer.email }, status: 'completed' });
  });

  it("never cancels a customer's subscription: that stays the admin's (404, as for anyone else's)", async () => {
    const sold = await call('POST', '/checkout', { class_package_id: await demoPackageId(h(), 'unlimited'), customer_id: customer.customerId });
    expect(sold.status, sold.text).toBe(201);
    const refused = await call('POST', `/purchases/cancel/${sold.body.purchase_id}`, { reason: 'Se muda de ciudad.' });
    expect(refused.status, refused.text).toBe(404);
    const [row] = await h().db.select().from(purchases).where(eq(purchases.purchase_id, sold.body.purchase_id));
    expect(row?.status).toBe('active');
  });

  it('accepts pages for herself only, never on behalf of a customer', async () => {
    const [page] = await h().db.select().from(pages).limit(1);
    const answer = await call('POST', '/accepted_pages', { page_id: page?.page_id, customer_id: customer.customerId });
    expect(answer.body.accepted_page.customer_id, answer.text).not.toBe(customer.customerId);
    expect(await h().db.select().from(acceptedPages).where(eq(acceptedPages.customer_id, customer.customerId))).toEqual([]);
  });

  describe("refuses what stays the admin's with 403, writing nothing", () => {
    it.each([
      ['POST', '/customer/giveAccess', () => ({ customer_id: customer.customerId, class_package_id: 1, is_gift: true })],
      ['PUT', '/customer/revokeAccess', () => ({ purchase_id: 1 })],
      ['PUT', '/customer/removeClasses', () => ({ customer_id: customer.customerId, amount: 1 })],
    ] as const)('%s %s', async (method, path, body) => {
      const before = await commerceDigest(h().db);
      const answer = await call(method, path, body());
      expect(answer.status, answer.text).toBe(403);
      expect(answer.body.code).toBe('auth/forbidden');
      expect(await commerceDigest(h().db)).toEqual(before);
    });
  });

  it("leaves a customer's reach as it was: she still books for herself only", async () => {
    const [other] = (await makeCustomers(h().db, 1, { credits: 1 })) as [TestCustomer];
    const singleClass = await makeClass(h(), { inHours: 30 });
    const token = await tokenOf(h(), other);
    await expectRefused(h(), () => h().request('POST', '/api/class_reservations', {
      token, body: { single_class_id: singleClass.single_class_id, customer_id: customer.customerId },
    }), { status: 403, code: 'reservation/other-customer', message: messages.reservations.otherCustomer });
  });
});
