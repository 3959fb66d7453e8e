import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fill, messages } from '@estudio/core';
import { accounts, availableClasses, classReservations, customers, outbox, paymentMethods, purchases } from '../../src/db/schema/index.js';
import { adminToken, creditsOf, makeClass, makeClassType, makeCustomers, tokenOf, type TestCustomer } from './support/booking.js';
import { addPackageTypes, commerceDigest, makePackage, purchaseRecord } from './support/checkout.js';
import { rowCounts } from './support/db-inspect.js';
import { DEMO, onEachDatabase, type Answer, type Harness } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const DAY = 24 * 60 * 60 * 1000;
const PEOPLE_TABLES = ['accounts', 'customers', 'outbox', 'password_resets'];

const newCustomer = async (h: Harness): Promise<TestCustomer> => ((await makeCustomers(h.db, 1)) as [TestCustomer])[0];

/** Sends a request that must be refused as expected and change none of `tables`' rows (commerce tables by default). */
const expectRefusal = async (h: Harness, send: () => Promise<Answer>, expected: { status: number; code: string; message?: string }) => {
  const [commerce, people] = [await commerceDigest(h.db), await rowCounts(h.db, PEOPLE_TABLES)];
  const answer = await send();
  expect(answer.status, answer.text).toBe(expected.status);
  expect(answer.body.code).toBe(expected.code);
  expect(typeof answer.body.message).toBe('string');
  if (expected.message !== undefined) expect(answer.body.message).toBe(expected.message);
  expect(await commerceDigest(h.db)).toEqual(commerce);
  expect(await rowCounts(h.db, PEOPLE_TABLES)).toEqual(people);
  return answer;
};

onEachDatabase("the admin's calls on customers", (h) => {
  let admin: string;
  let customerToken: string;
  beforeAll(async () => {
    admin = await adminToken(h());
    customerToken = await tokenOf(h(), await newCustomer(h()));
  });

  const call = (method: string, path: string, body?: unknown, token: string | null = admin) =>
    h().request(method, `/api${path}`, { token: token ?? undefined, ...(body === undefined ? {} : { body }) });

  describe('GET /customer/query', () => {
    it('finds by name, last name, both, e-mail or phone, ignoring case and accents', async () => {
      const tag = randomUUID().slice(0, 6);
      const [row] = await h().db.insert(accounts).values({ uid: `q-${tag}`, email: `maria.${tag}@prueba.test`, role: 'customer' }).returning();
      await h().db.insert(customers).values({ uid: row?.uid ?? '', email: `maria.${tag}@prueba.test`, name: 'María José', last_name: `Núñez${tag}`, phone: '5512349876' });
      const ids = async (query: string) => {
        const answer = await call('GET', `/customer/query?query=${encodeURIComponent(query)}`);
        expect(answer.status, answer.text).toBe(200);
        return answer.body.customers.map((customer: { email: string }) => customer.email);
      };
      const email = `maria.${tag}@prueba.test`;
      for (const query of [`nunez${tag}`, `NÚÑEZ${tag}`, `maria jose nunez${tag}`, `MARIA.${tag}`, '5512349876', '55 1234 98']) {
        expect(await ids(query), query).toContain(email);
      }
      expect(await ids(`zzz${tag}`)).toEqual([]);
      expect(await ids('%')).toEqual([]);
      expect(await ids('m_ria')).toEqual([]);
    });

    it("matches a phone only with a text that reads as one: an e-mail's digits find no stranger's number", async () => {
      const tag = randomUUID().slice(0, 6);
      const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
      const [row] = await h().db.insert(accounts).values({ uid: `p-${tag}`, email: `phone.${tag}@prueba.test`, role: 'customer' }).returning();
      await h().db.insert(customers).values({ uid: row?.uid ?? '', email: `phone.${tag}@prueba.test`, name: 'Sofía', last_name: 'Teléfono', phone: `55${digits}` });
      const emails = async (query: string) =>
        (await call('GET', `/customer/query?query=${encodeURIComponent(query)}`)).body.customers.map((customer: { email: string }) => customer.email);
      expect(await emails(`(55) ${digits.slice(0, 4)}-${digits.slice(4)}`)).toContain(`phone.${tag}@prueba.test`);
      expect(await emails(`mail-${digits}@otra.test`)).not.toContain(`phone.${tag}@prueba.test`);
      expect(await emails(`ana${digits}`)).not.toContain(`phone.${tag}@prueba.test`);
    });

    it('answers 20 customers unless told, at most `limit`', async () => {
      const many = await makeCustomers(h().db, 25);
      const batch = many[0]?.email.split('-')[1] ?? '';
      expect((await call('GET', `/customer/query?query=${batch}`)).body.customers).toHaveLength(20);
      expect((await call('GET', `/customer/query?query=${batch}&limit=5`)).body.customers).toHaveLength(5);
    });

    it('refuses a missing query with 400 and a customer with 403', async () => {
      expect((await call('GET', '/customer/query')).status).toBe(400);
      expect((await call('GET', '/customer/query?query=a&limit=500')).status).toBe(400);
      expect((await call('GET', '/customer/query?query=ana', undefined, customerToken)).status).toBe(403);
    });
  });

  describe('POST /customer', () => {
    const person = () => ({
      name: 'Lucía', last_name: 'Pérez', email: `Lucia.${randomUUID().slice(0, 8)}@Prueba.test`,
      phone: `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, birthdate: '1991-04-02',
    });

    it('registers her with an account without a password, and e-mails her the link to choose one', async () => {
      const body = person();
      const answer = await call('POST', '/customer', body);
      expect(answer.status, answer.text).toBe(201);
      const email = body.email.toLowerCase();
      expect(answer.body.customer).toMatchObject({ name: 'Lucía', last_name: 'Pérez', email, phone: body.phone, birthdate: '1991-04-02', role: 'customer' });
      const [account] = await h().db.select().from(accounts).where(eq(accounts.email, email));
      expect(account).toMatchObject({ uid: answer.body.customer.uid, role: 'customer' });
      expect(account?.password_hash).toBeNull();
      expect((await call('POST', '/auth/signin', { email, password: 'nueva-clave-1' }, null)).body.code).toBe('auth/password-not-set');
      const [mail] = await h().db.select().from(outbox).where(eq(outbox.recipient, email));
      expect(mail?.subject).toBe(messages.auth.resetEmailSubject);
      const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail?.body ?? '')?.[1] ?? '');
      const chosen = await call('POST', '/auth/reset/confirm', { token, password: 'nueva-clave-1' }, null);
      expect(chosen.status, chosen.text).toBe(200);
      expect((await h().signIn(email, 'nueva-clave-1')).token).toBeTruthy();
    });

    it('refuses an e-mail or phone already in use with 409, writing nothing', async () => {
      await expectRefusal(h(), () => call('POST', '/customer', { ...person(), email: DEMO.socia.toUpperCase() }), {
        status: 409, code: 'customer/email-taken', message: messages.customerAdmin.emailTaken,
      });
      const [socia] = await h().db.select().from(customers).where(eq(customers.email, DEMO.socia));
      await expectRefusal(h(), () => call('POST', '/customer', { ...person(), phone: socia?.phone }), {
        status: 409, code: 'customer/phone-in-use', message: messages.auth.duplicatePhone,
      });
    });

    it('refuses bad bodies with 400 and customers with 403', async () => {
      await expectRefusal(h(), () => call('POST', '/customer', { ...person(), email: 'no-es-correo' }), { status: 400, code: 'validation/invalid-body' });
      await expectRefusal(h(), () => call('POST', '/customer', { ...person(), name: '' }), { status: 400, code: 'validation/invalid-body' });
      await expectRefusal(h(), () => call('POST', '/customer', person(), customerToken), { status: 403, code: 'auth/forbidden' });
      await expectRefusal(h(), () => call('POST', '/customer', person(), null), { status: 401, code: 'auth/missing-token' });
    });
  });

  describe('POST /customer/giveAccess', () => {
    it('gives a package as a gift: $0, marked a gift, no invoice, its credits granted', async () => {
      const customer = await newCustomer(h());
      const five = await demoPackageId(h(), 'five');
      const answer = await call('POST', '/customer/giveAccess', { customer_id: customer.customerId, class_package_id: five, is_gift: true, bill: true });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.purchase).toMatchObject({ class_package_id: five, status: 'completed', total_payment: 0, amount: 750, is_gift: true, payment_method: null });
      const record = await purchaseRecord(h().db, answer.body.purchase.purchase_id);
      expect(record.invoices).toEqual([]);
      expect(record.credits).toEqual([expect.objectContaining({ customer_id: customer.customerId, available_classes: 5 })]);
    });

    it("bills it at the desk: a completed invoice of the package's current price with the method named", async () => {
      const customer = await newCustomer(h());
      const [card] = await h().db.select().from(paymentMethods).where(eq(paymentMethods.kind, 'card'));
      const ten = await demoPackageId(h(), 'ten');
      const answer = await call('POST', '/customer/giveAccess', {
        customer_id: customer.customerId, class_package_id: ten, bill: true, payment_method_id: card?.payment_method_id,
      });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.purchase).toMatchObject({ total_payment: 1200, is_gift: false, payment_method_id: card?.payment_method_id });
      const record = await purchaseRecord(h().db, answer.body.purchase.purchase_id);
      expect(record.invoices).toEqual([expect.objectContaining({ status: 'completed', total_payment: '1200.00' })]);
    });

    it('without gift nor bill records a $0 purchase with no invoice and no method', async () => {
      const customer = await newCustomer(h());
      const answer = await call('POST', '/customer/giveAccess', { customer_id: customer.customerId, class_package_id: await demoPackageId(h(), 'unlimited') });
      expect(answer.body.purchase).toMatchObject({ status: 'active', total_payment: 0, is_gift: false, payment_method_id: null });
      expect((await purchaseRecord(h().db, answer.body.purchase.purchase_id)).invoices).toEqual([]);
    });

    it("sets every expiry to package_days, over the package's and its class types' own", async () => {
      const customer = await newCustomer(h());
      const pkg = await makePackage(h().db, { is_online: true, class_amount: 0, expiration_days: 30, available: false });
      await addPackageTypes(h().db, pkg.class_package_id, [
        { class_type_id: await makeClassType(h().db), class_amount: 2, expiration_days: 90 },
        { class_type_id: await makeClassType(h().db), class_amount: 3, expiration_days: null },
      ]);
      const answer = await call('POST', '/customer/giveAccess', { customer_id: customer.customerId, class_package_id: pkg.class_package_id, package_days: 7 });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.purchase.expiration_days).toBe(7);
      const record = await purchaseRecord(h().db, answer.body.purchase.purchase_id);
      const week = new Date(h().clock.now() + 7 * DAY);
      expect(record.credits.map((credit) => [credit.available_classes, credit.expiration_date])).toEqual([[2, week], [3, week]]);
      expect(record.online.map((access) => access.expiration_date)).toEqual([week]);
    });

    it('answers 404 for an unknown package, customer or method, and 403 for a customer, writing nothing', async () => {
      const customer = await newCustomer(h());
      const five = await demoPackageId(h(), 'five');
      await expectRefusal(h(), () => call('POST', '/customer/giveAccess', { customer_id: customer.customerId, class_package_id: 999_999_999 }), {
        status: 404, code: 'package/not-found',
      });
      await expectRefusal(h(), () => call('POST', '/customer/giveAccess', { customer_id: 999_999_999, class_package_id: five }), {
        status: 404, code: 'customer/not-found', message: messages.admin.customerNotFound,
      });
      await expectRefusal(h(), () => call('POST', '/customer/giveAccess', { customer_id: customer.customerId, class_package_id: five, bill: true, payment_method_id: 999_999_999 }), {
        status: 404, code: 'payment-method/not-found',
      });
      await expectRefusal(h(), () => call('POST', '/customer/giveAccess', { customer_id: customer.customerId, class_package_id: five, package_days: 0 }), {
        status: 400, code: 'validation/invalid-body',
      });
      await expectRefusal(h(), () => call('POST', '/customer/giveAccess', { customer_id: customer.customerId, class_package_id: five }, customerToken), {
        status: 403, code: 'auth/forbidden',
      });
    });
  });

  describe('PUT /customer/revokeAccess', () => {
    it('revokes the purchase: unused credits and online access go, a spent credit stays empty for its reservation', async () => {
      const customer = await newCustomer(h());
      const pkg = await makePackage(h().db, { is_online: true, class_amount: 0, expiration_days: 30 });
      await addPackageTypes(h().db, pkg.class_package_id, [
        { class_type_id: await makeClassType(h().db), class_amount: 4, expiration_days: null },
        { class_type_id: await makeClassType(h().db), class_amount: 2, expiration_days: null },
      ]);
      const given = await call('POST', '/customer/giveAccess', { customer_id: customer.customerId, class_package_id: pkg.class_package_id });
      const purchaseId = Number(given.body.purchase.purchase_id);
      const [spent, unused] = (await purchaseRecord(h().db, purchaseId)).credits;
      const singleClass = await makeClass(h());
      const [reservation] = await h().db.insert(classReservations)
        .values({ single_class_id: singleClass.single_class_id, customer_id: customer.customerId, available_class_id: spent?.available_class_id }).returning();
      await h().db.update(availableClasses).set({ available_classes: 3 }).where(eq(availableClasses.available_class_id, spent?.available_class_id ?? 0));

      const answer = await call('PUT', '/customer/revokeAccess', { purchase_id: purchaseId });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.purchase).toMatchObject({ purchase_id: purchaseId, status: 'revoked' });
      const record = await purchaseRecord(h().db, purchaseId);
      expect(record.credits).toEqual([expect.objectContaining({ available_class_id: spent?.available_class_id, available_classes: 0, expiration_date: new Date(h().clock.now()) })]);
      expect(await creditsOf(h().db, customer.customerId)).not.toContainEqual(expect.objectContaining({ available_class_id: unused?.available_class_id }));
      expect(record.online).toEqual([]);
      const [kept] = await h().db.select().from(classReservations).where(eq(classReservations.class_reservation_id, reservation?.class_reservation_id ?? 0));
      expect(kept).toMatchObject({ deleted_at: null, available_class_id: spent?.available_class_id });
    });

    it('refuses a revoked or cancelled purchase with 409 and an unknown one with 404, changing nothing', async () => {
      const customer = await newCustomer(h());
      const given = await call('POST', '/customer/giveAccess', { customer_id: customer.customerId, class_package_id: await demoPackageId(h(), 'five') });
      const purchaseId = Number(given.body.purchase.purchase_id);
      expect((await call('PUT', '/customer/revokeAccess', { purchase_id: purchaseId })).status).toBe(200);
      await expectRefusal(h(), () => call('PUT', '/customer/revokeAccess', { purchase_id: purchaseId }), {
        status: 409, code: 'purchase/not-revocable', message: messages.customerAdmin.notRevocable,
      });
      const other = await call('POST', '/customer/giveAccess', { customer_id: customer.customerId, class_package_id: await demoPackageId(h(), 'unlimited') });
      await h().db.update(purchases).set({ status: 'cancelled' }).where(eq(purchases.purchase_id, other.body.purchase.purchase_id));
      await expectRefusal(h(), () => call('PUT', '/customer/revokeAccess', { purchase_id: other.body.purchase.purchase_id }), {
        status: 409, code: 'purchase/not-revocable',
      });
      await expectRefusal(h(), () => call('PUT', '/customer/revokeAccess', { purchase_id: 999_999_999 }), { status: 404, code: 'purchase/not-found' });
      await expectRefusal(h(), () => call('PUT', '/customer/revokeAccess', { purchase_id: purchaseId }, customerToken), { status: 403, code: 'auth/forbidden' });
      await expectRefusal(h(), () => call('PUT', '/customer/revokeAccess', { purchase_id: 'uno' }), { status: 400, code: 'validation/invalid-body' });
    });
  });

  describe('PUT /customer/removeClasses', () => {
    it('takes limited credits soonest to expire first, never unlimited or expired ones, and refuses more than she has', async () => {
      const customer = await newCustomer(h());
      const now = h().clock.now();
      const credit = async (balance: number, expires: number | null) => {
        const [row] = await h().db.insert(availableClasses).values({
          customer_id: customer.customerId, available_classes: balance, expiration_date: expires === null ? null : new Date(now + expires * DAY),
        }).returning();
        return row?.available_class_id ?? 0;
      };
      const ids = {
        inFive: await credit(3, 5), inTwo: await credit(2, 2), never: await credit(4, null),
        unlimited: await credit(-1, 10), expired: await credit(5, -1), empty: await credit(0, 1),
      };
      const balances = async () => Object.fromEntries((await creditsOf(h().db, customer.customerId))
        .map((row) => [Object.entries(ids).find(([, id]) => id === row.available_class_id)?.[0], row.available_classes]));
      const take = (amount: number) => call('PUT', '/customer/removeClasses', { customer_id: customer.customerId, amount });

      const first = await take(4);
      expect(first.status, first.text).toBe(200);
      expect(first.body).toEqual({ removed: 4, remaining: 5 });
      expect(await balances()).toEqual({ inFive: 1, inTwo: 0, never: 4, unlimited: -1, expired: 5, empty: 0 });

      const before = await balances();
      await expectRefusal(h(), () => take(6), {
        status: 409, code: 'credits/not-enough', message: fill(messages.customerAdmin.notEnoughCredits, { amount: 6, available: 5 }),
      });
      expect(await balances()).toEqual(before);

      expect((await take(5)).body).toEqual({ removed: 5, remaining: 0 });
      expect(await balances()).toEqual({ inFive: 0, inTwo: 0, never: 0, unlimited: -1, expired: 5, empty: 0 });
    });

    it('answers 404 for an unknown customer, 400 for a bad amount and 403 for a customer', async () => {
      await expectRefusal(h(), () => call('PUT', '/customer/removeClasses', { customer_id: 999_999_999, amount: 1 }), {
        status: 404, code: 'customer/not-found', message: messages.admin.customerNotFound,
      });
      const customer = await newCustomer(h());
      for (const amount of [0, -2, 1.5, 'dos']) {
        await expectRefusal(h(), () => call('PUT', '/customer/removeClasses', { customer_id: customer.customerId, amount }), { status: 400, code: 'validation/invalid-body' });
      }
      await expectRefusal(h(), () => call('PUT', '/customer/removeClasses', { customer_id: customer.customerId, amount: 1 }, customerToken), {
        status: 403, code: 'auth/forbidden',
      });
    });
  });
});
