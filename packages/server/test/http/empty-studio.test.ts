/**
 * A studio started from an empty database (STUDIO_DEMO=0 with ADMIN_EMAIL
 * and ADMIN_PASSWORD), as its owner sets it up: the defaults it starts with,
 * and what its checkout offers as she adds her own ways to pay. A method is
 * what its kind says, whatever she calls it: her 'Transferencia' (cash) is
 * sold pending until the desk marks it paid, her 'Pago con débito' (card) is
 * charged by the card processor; with no method at all nothing is sold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_FORM_ID, CHECKOUT_ERRORS, PaymentMethodsResponse, PROFILE_FORM_ID, PurchaseResponse, SETTINGS } from '@estudio/core';
import type { Database } from '../../src/db/client.js';
import { seedIfEmpty } from '../../src/db/seed/index.js';
import { isPostgresAvailable, openTestDatabase } from '../support/postgres.js';
import { creditsOf, newBuyer } from './support/booking.js';
import { attempt, CARDS, expectNothingWritten, tokenOfCard } from './support/checkout.js';
import { DATABASES, makeHarness, TEST_PASSWORD_COST, testClock, type Harness } from './support/harness.js';

const OWNER = { email: 'duena@estudio-nuevo.test', password: 'una-clave-larga' };

/** A refusal as expectNothingWritten reads it, from core's error table. */
const refusal = (entry: { code: string; status: number; message: string }) => ({ status: entry.status, code: entry.code, message: entry.message });
const cashRefused = refusal(CHECKOUT_ERRORS.cashDisabled);
const cardRefused = refusal(CHECKOUT_ERRORS.cardUnavailable);

const methodNames = async (answer: Promise<{ body: unknown }>): Promise<string[]> =>
  PaymentMethodsResponse.parse((await answer).body).payment_methods.map((method) => method.name);

for (const kind of DATABASES) {
  describe.skipIf(kind === 'postgres' && !isPostgresAvailable())(`a studio set up from an empty database (${kind})`, { timeout: 60_000 }, () => {
    let database: Database | null = null;
    let harness: Harness | null = null;
    const h = (): Harness => {
      if (!harness) throw new Error('The harness is not ready (beforeAll failed?)');
      return harness;
    };
    let owner = '';
    let packageId = 0;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      if (!database) throw new Error(`No ${kind} database`);
      const clock = testClock();
      await seedIfEmpty(database.db, { demo: false, admin: OWNER, now: new Date(clock.now()), passwordCost: TEST_PASSWORD_COST });
      harness = makeHarness(database.db, clock);
      owner = (await h().signIn(OWNER.email, OWNER.password)).token;
      const created = await h().request('POST', '/api/class_packages', { token: owner, body: { title: 'Paquete 8 clases', price: 1200, class_amount: 8, expiration_days: 30 } });
      expect(created.status, created.text).toBe(201);
      packageId = Number(created.body.class_package.class_package_id);
    }, 120_000);
    afterAll(async () => {
      await database?.close();
    });

    it('starts with the profile form (1) and the address form (6) the member area reads, and her own forms after them', async () => {
      const profile = await h().request('GET', `/api/forms/${PROFILE_FORM_ID}`);
      expect(profile.status, profile.text).toBe(200);
      expect(profile.body.form.form_fields.map((field: { key: string }) => field.key)).toEqual(expect.arrayContaining(['name', 'last_name', 'phone']));
      const address = await h().request('GET', `/api/forms/${ADDRESS_FORM_ID}`);
      expect(address.body.form.form_fields.map((field: { key: string }) => field.key)).toEqual(expect.arrayContaining(['city', 'state', 'country']));
      const created = await h().request('POST', '/api/forms', { token: owner, body: { name: 'Cuestionario de salud', form_fields: [] } });
      expect(created.status, created.text).toBe(201);
      expect(created.body.form.form_id).toBe(ADDRESS_FORM_ID + 1);
      expect((await h().request('DELETE', `/api/forms/${created.body.form.form_id}`, { token: owner })).status).toBe(200);
    });

    it('starts with the default settings (name, colours, zone) and nothing in the catalogue', async () => {
      const config = await h().request('GET', '/api/appconfig');
      const value = (key: string) => (config.body.config as { key: string; value: string | null }[]).find((entry) => entry.key === key)?.value;
      expect([value('business_name'), value('primary'), value('timezone'), value('timezone_offset')])
        .toEqual([SETTINGS.business_name.default, SETTINGS.primary.default, SETTINGS.timezone.default, SETTINGS.timezone_offset.default]);
      for (const path of ['/api/locations', '/api/class_types', '/api/instructors', '/api/payment_methods']) {
        const answer = await h().request('GET', path);
        expect(answer.status, path).toBe(200);
        expect(Object.values(answer.body as Record<string, unknown[]>)[0], path).toEqual([]);
      }
    });

    it('sells nothing while the studio has no way to pay, writing nothing', async () => {
      const { token } = await newBuyer(h());
      expect(await methodNames(h().request('GET', '/api/payment_methods', { token }))).toEqual([]);
      await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: packageId, payment_method: 'cash' }), cashRefused);
      await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: packageId, payment_method: 'card', card_token: 'tok_x' }), cardRefused);
    });

    it("offers her 'Transferencia' (kind cash) as the cash method: sold pending, granted once the desk marks it paid", async () => {
      const method = await h().request('POST', '/api/payment_methods', {
        token: owner, body: { name: 'Transferencia', kind: 'cash', instructions: '<p>CLABE 012 180 0012 3456 7890</p>' },
      });
      expect(method.status, method.text).toBe(201);
      const { token, customer } = await newBuyer(h());
      expect(await methodNames(h().request('GET', '/api/payment_methods', { token }))).toEqual(['Transferencia']);

      const bought = await attempt(h(), token, { class_package_id: packageId, payment_method: 'cash', payment_method_id: method.body.payment_method.payment_method_id });
      expect(bought.status, bought.text).toBe(200);
      const id = Number(bought.body.purchase_id);
      const pending = PurchaseResponse.parse((await h().request('GET', `/api/purchases/${id}`, { token })).body).purchase;
      expect(pending).toMatchObject({ status: 'pending', total_payment: 1200, payment_method: { name: 'Transferencia', kind: 'cash' } });
      expect(await creditsOf(h().db, customer.customerId)).toEqual([]);

      const paid = await h().request('PUT', `/api/purchases/${id}/paid`, { token: owner });
      expect(paid.status, paid.text).toBe(200);
      expect(paid.body.purchase).toMatchObject({ status: 'completed' });
      expect((await creditsOf(h().db, customer.customerId)).map((credit) => credit.available_classes)).toEqual([8]);
    });

    it("offers her 'Pago con débito' (kind card) as the card, charged by the sandbox; cash then needs cash checkout on (spec 4)", async () => {
      const method = await h().request('POST', '/api/payment_methods', { token: owner, body: { name: 'Pago con débito', kind: 'card' } });
      expect(method.status, method.text).toBe(201);
      const { token } = await newBuyer(h());
      expect(await methodNames(h().request('GET', '/api/payment_methods', { token }))).toEqual(['Transferencia', 'Pago con débito']);

      const bought = await attempt(h(), token, { class_package_id: packageId, payment_method: 'card', card_token: await tokenOfCard(h(), CARDS.paid) });
      expect(bought.status, bought.text).toBe(200);
      const purchase = PurchaseResponse.parse((await h().request('GET', `/api/purchases/${String(bought.body.purchase_id)}`, { token })).body).purchase;
      expect(purchase).toMatchObject({ status: 'completed', payment_method: { name: 'Pago con débito', kind: 'card' } });

      const other = await newBuyer(h());
      await expectNothingWritten(h(), () => attempt(h(), other.token, { class_package_id: packageId, payment_method: 'cash' }), cashRefused);
    });
  });
}
