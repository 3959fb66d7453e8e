import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CustomerResponse, CustomerSummaryResponse, messages } from '@estudio/core';
import {
  availableClasses, classReservationPenalties, customFields, customers, invoices, waitlists,
} from '../../src/db/schema/index.js';
import { actionsOf } from './support/audit.js';
import { makeClass, makeCustomers, tokenOf, teamTokens, type TestCustomer } from './support/booking.js';
import { makePackage, pendingPurchase } from './support/checkout.js';
import { countingDb } from './support/db-inspect.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const newCustomer = async (h: Harness): Promise<TestCustomer> => ((await makeCustomers(h.db, 1))[0] as TestCustomer);

onEachDatabase("a customer's page in the back office", (h) => {
  const team = teamTokens(h);

  describe('GET /customer/admin/:id/summary', () => {
    const summaryOf = async (customerId: number, token = team.staff) => {
      const answer = await h().request('GET', `/api/customer/admin/${customerId}/summary`, { token });
      expect(answer.status, answer.text).toBe(200);
      return CustomerSummaryResponse.parse(answer.body).summary;
    };

    it('answers her purchases newest first in every status, usable credits, penalties and charges newest first, and waitlists ahead', async () => {
      const ana = await newCustomer(h());
      const pkg = await makePackage(h().db);
      const older = await pendingPurchase(h(), pkg, { customer: ana });
      // Its invoice takes the database's clock: put it before the sale's, as its purchase is.
      await h().db.update(invoices).set({ created_at: new Date(h().clock.now()) }).where(eq(invoices.purchase_id, older.purchaseId));
      h().clock.advance(1000);
      const sold = await h().request('POST', '/api/checkout', { token: team.staff, body: { class_package_id: pkg.class_package_id, customer_id: ana.customerId } });
      const now = h().clock.now();
      await h().db.insert(availableClasses).values([
        { customer_id: ana.customerId, available_classes: 0 },
        { customer_id: ana.customerId, available_classes: 3, expiration_date: new Date(now - HOUR) },
        { customer_id: ana.customerId, available_classes: -1, expiration_date: null },
      ]);
      await h().db.insert(classReservationPenalties).values([
        { customer_id: ana.customerId, reason: 'antigua', end_date: new Date(now - DAY), created_at: new Date(now - 2 * DAY) },
        { customer_id: ana.customerId, reason: 'nueva', end_date: new Date(now + DAY), created_at: new Date(now - HOUR) },
      ]);
      const [ahead, gone] = [await makeClass(h(), { inHours: 24 }), await makeClass(h(), { inHours: -2 })];
      await h().db.insert(waitlists).values([ahead, gone].map((row) => ({ single_class_id: row.single_class_id, customer_id: ana.customerId })));

      const summary = await summaryOf(ana.customerId);
      expect(summary.purchases.map((row) => [row.purchase_id, row.status])).toEqual([[sold.body.purchase_id, 'completed'], [older.purchaseId, 'pending']]);
      // The sale's 5 classes expiring in 30 days first, then the unlimited one that never expires: not the empty or expired.
      expect(summary.credits.map((row) => row.available_classes)).toEqual([5, -1]);
      expect(summary.penalties.map((row) => row.reason)).toEqual(['nueva', 'antigua']);
      expect(summary.invoices.map((row) => [row.purchase_id, row.status])).toEqual([[sold.body.purchase_id, 'completed'], [older.purchaseId, 'pending']]);
      expect(summary.waitlists.map((row) => row.single_class_id)).toEqual([ahead.single_class_id]);
    });

    it('reads in the same number of queries whatever she holds', async () => {
      const [few, many] = [await newCustomer(h()), await newCustomer(h())];
      const pkg = await makePackage(h().db);
      const give = async (customer: TestCustomer, count: number) => {
        for (let index = 0; index < count; index += 1) {
          await pendingPurchase(h(), pkg, { customer });
          const singleClass = await makeClass(h(), { inHours: 10 + index });
          await h().db.insert(waitlists).values({ single_class_id: singleClass.single_class_id, customer_id: customer.customerId });
        }
      };
      await give(few, 1);
      await give(many, 4);
      const counting = countingDb(h().db);
      const app = h().withApp({ db: counting.db });
      const selectsFor = async (customer: TestCustomer) => {
        const before = counting.selects();
        expect((await app.request('GET', `/api/customer/admin/${customer.customerId}/summary`, { token: team.staff })).status).toBe(200);
        return counting.selects() - before;
      };
      await selectsFor(few);
      expect(await selectsFor(many)).toBe(await selectsFor(few));
    });

    it('answers 404 for an unknown customer and 403 for a customer', async () => {
      const unknown = await h().request('GET', '/api/customer/admin/999999999/summary', { token: team.staff });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'customer/not-found']);
      const ana = await newCustomer(h());
      expect((await h().request('GET', `/api/customer/admin/${ana.customerId}/summary`, { token: await tokenOf(h(), ana) })).status).toBe(403);
    });
  });

  describe('PUT /customer/admin/:id', () => {
    const edit = (customerId: number, body: unknown, token = team.admin) => h().request('PUT', `/api/customer/admin/${customerId}`, { token, body });
    const phone = () => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

    it('edits her profile, address and custom fields, recording each change as from → to', async () => {
      const ana = await newCustomer(h());
      const [field] = await h().db.insert(customFields)
        .values({ object: 'customer', key: `talla_${randomUUID().slice(0, 6)}`, label: 'Talla', type: 'text' }).returning();
      const fieldId = field?.custom_field_id ?? 0;
      const newPhone = phone();
      const answer = await edit(ana.customerId, {
        name: 'Ana María', phone: newPhone, instagram: '@ana', address: { city: 'Puebla', state: 'Puebla', country: 'México' },
        custom_values: [{ custom_field_id: fieldId, value: 'M' }],
      });
      expect(answer.status, answer.text).toBe(200);
      const { customer } = CustomerResponse.parse(answer.body);
      expect(customer).toMatchObject({ customer_id: ana.customerId, name: 'Ana María', phone: newPhone, instagram: '@ana', email: ana.email });
      expect(customer.address).toMatchObject({ city: 'Puebla', state: 'Puebla', country: 'México' });
      expect(customer.custom_values).toEqual([{ custom_field_id: fieldId, key: field?.key, value: 'M' }]);
      expect(await actionsOf(h().db, ana.customerId)).toEqual([{
        action: 'customer.update',
        details: {
          name: { from: 'Clienta 0', to: 'Ana María' }, phone: { from: null, to: newPhone }, instagram: { from: null, to: '@ana' },
          'address.city': { from: null, to: 'Puebla' }, 'address.state': { from: null, to: 'Puebla' }, 'address.country': { from: null, to: 'México' },
          [field?.key ?? '']: { from: null, to: 'M' },
        },
      }]);
      const again = await edit(ana.customerId, { name: 'Ana María', address: { city: 'Puebla', state: 'Puebla', country: 'México' } });
      expect(again.status).toBe(200);
      expect((await actionsOf(h().db, ana.customerId)).at(-1)).toEqual({ action: 'customer.update', details: {} });
    });

    it('never changes her e-mail or photo, whatever the body says', async () => {
      const ana = await newCustomer(h());
      const answer = await edit(ana.customerId, { last_name: 'Nueva', email: 'otra@prueba.test', file_id: 1 });
      expect(answer.status, answer.text).toBe(200);
      const [row] = await h().db.select().from(customers).where(eq(customers.customer_id, ana.customerId));
      expect([row?.email, row?.file_id, row?.last_name]).toEqual([ana.email, null, 'Nueva']);
    });

    it("refuses with the member area's rules, writing nothing: the address rule, a taken phone, a bad custom value", async () => {
      const [ana, eva] = [await newCustomer(h()), await newCustomer(h())];
      const taken = phone();
      await h().db.update(customers).set({ phone: taken }).where(eq(customers.customer_id, eva.customerId));
      const refusals = [
        [{ name: 'X', address: { city: 'Puebla', state: null, country: 'México' } }, 400, 'validation/state', 'Debes agregar tu estado.'],
        [{ name: 'X', phone: taken }, 409, 'customer/phone-in-use', messages.auth.duplicatePhone],
        [{ name: 'X', custom_values: [{ custom_field_id: 999_999_999, value: 'M' }] }, 404, 'custom-field/not-found', messages.formsApi.customFieldNotFound],
      ] as const;
      for (const [body, status, code, message] of refusals) {
        const answer = await edit(ana.customerId, body);
        expect([answer.status, answer.body.code, answer.body.message], answer.text).toEqual([status, code, message]);
      }
      const [row] = await h().db.select().from(customers).where(eq(customers.customer_id, ana.customerId));
      expect(row?.name).toBe('Clienta 0');
      expect(await actionsOf(h().db, ana.customerId)).toEqual([]);
    });

    it('answers 404 for an unknown customer, 403 for the front desk', async () => {
      const unknown = await edit(999_999_999, { name: 'X' });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'customer/not-found']);
      const ana = await newCustomer(h());
      expect((await edit(ana.customerId, { name: 'X' }, team.staff)).status).toBe(403);
    });
  });

  it('answers when she signed up with every customer view', async () => {
    const ana = await newCustomer(h());
    const signedUp = new Date(h().clock.now() - 3 * DAY);
    await h().db.update(customers).set({ created_at: signedUp }).where(eq(customers.customer_id, ana.customerId));
    const read = await h().request('GET', `/api/customer/admin/${ana.customerId}`, { token: team.staff });
    expect(read.body.customer.created_at, read.text).toBe(signedUp.toISOString());
    const own = await h().request('GET', '/api/customer', { token: await tokenOf(h(), ana) });
    expect(own.body.customer.created_at).toBe(signedUp.toISOString());
  });
});
