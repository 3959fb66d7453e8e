import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { classPackages, customers, discounts, paymentMethods, paymentSources } from '../../src/db/schema/index.js';
import { sandboxGateway } from '../../src/payments/index.js';
import { newBuyer, withSettings } from './support/booking.js';
import { attempt, CARDS, expectNothingWritten, makePackage, purchaseRecord, tokenOfCard } from './support/checkout.js';
import { DEMO, onEachDatabase, testClock } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const gateway = sandboxGateway({ clock: testClock() });

/** A new customer and her token: each test buys with nobody else's history. */

onEachDatabase('checkout: ways to pay', (h) => {
  let five: number;
  let ten: number;
  let cashMethod: number;
  let cardMethod: number;
  beforeAll(async () => {
    [five, ten] = [await demoPackageId(h(), 'five'), await demoPackageId(h(), 'ten')];
    const methods = await h().db.select().from(paymentMethods);
    cashMethod = methods.find((row) => row.name === 'Efectivo')?.payment_method_id ?? 0;
    cardMethod = methods.find((row) => row.kind === 'card')?.payment_method_id ?? 0;
  });

  describe('cash', () => {
    it('records a pending purchase with the Efectivo method and a pending invoice, granting nothing yet', async () => {
      const { customer, token } = await newBuyer(h());
      const answer = await attempt(h(), token, { class_package_id: ten, payment_method: 'cash' });
      expect(answer.status, answer.text).toBe(200);
      const record = await purchaseRecord(h().db, answer.body.purchase_id);
      expect(record.purchase).toMatchObject({ customer_id: customer.customerId, status: 'pending', payment_method_id: cashMethod, total_payment: '1200.00', amount: '1200.00' });
      expect(record.invoices).toEqual([expect.objectContaining({ invoice_id: answer.body.payment_id, status: 'pending', total_payment: '1200.00' })]);
      expect(record.credits).toEqual([]);
      const read = await h().request('GET', `/api/purchases/${answer.body.purchase_id}`, { token });
      expect(read.body.purchase).toMatchObject({ status: 'pending', payment_method: { name: 'Efectivo', kind: 'cash' } });
      expect(read.body.purchase.payment_method.instructions).toContain('transferencia');
    });

    it('is refused when the studio does not take cash, and with a method that is not cash', async () => {
      const { token } = await newBuyer(h());
      await withSettings(h().db, { cash_checkout_enabled: 'false' }, () =>
        expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'cash' }), {
          status: 412, code: 'checkout/cash-disabled', message: messages.checkoutApi.cashDisabled,
        }));
      await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'cash', payment_method_id: cardMethod }), {
        status: 400, code: 'checkout/payment-method-invalid', message: messages.checkoutApi.paymentMethodInvalid,
      });
    });
  });

  describe('free offers and discounts', () => {
    it('gives a price-0 offer for free, with no charge and no invoice', async () => {
      const { token } = await newBuyer(h());
      const charges = gateway.charges().length;
      const answer = await attempt(h(), token, { class_package_id: await demoPackageId(h(), 'trial'), payment_method: 'free' });
      expect(answer.body).toMatchObject({ payment_id: null });
      const record = await purchaseRecord(h().db, answer.body.purchase_id);
      expect(record.purchase).toMatchObject({ status: 'completed', total_payment: '0.00', payment_method_id: null });
      expect(record.invoices).toEqual([]);
      expect(record.credits).toEqual([expect.objectContaining({ available_classes: 1 })]);
      expect(gateway.charges()).toHaveLength(charges);
    });

    it("refuses 'free' for a package with a price", async () => {
      const { token } = await newBuyer(h());
      await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'free' }), {
        status: 400, code: 'checkout/not-free', message: messages.checkoutApi.notFree,
      });
    });

    it('charges the discounted total (core’s maths) and counts one use of the code', async () => {
      const { token } = await newBuyer(h());
      const uses = async (code: string) => (await h().db.select().from(discounts).where(eq(discounts.code, code)))[0]?.uses;
      const [welcome, fixed] = [await uses('BIENVENIDA'), await uses('FIJO100')];
      const card = await tokenOfCard(h(), CARDS.paid);
      const percent = await attempt(h(), token, { class_package_id: ten, payment_method: 'card', card_token: card, discountCode: 'bienvenida' });
      // 10 % off the sale price 1,200 (allow_discount_over_sale_price is on).
      expect((await purchaseRecord(h().db, percent.body.purchase_id)).purchase).toMatchObject({ total_payment: '1080.00', amount: '1200.00' });
      const minus = await attempt(h(), token, { class_package_id: five, payment_method: 'card', card_token: card, discountCode: 'FIJO100' });
      const record = await purchaseRecord(h().db, minus.body.purchase_id);
      expect(record.invoices[0]?.total_payment).toBe('650.00');
      expect(gateway.charges().slice(-2).map((charge) => charge.amount)).toEqual([1080, 650]);
      expect([await uses('BIENVENIDA'), await uses('FIJO100')]).toEqual([(welcome ?? 0) + 1, (fixed ?? 0) + 1]);
    });

    it('makes a 100 % discount a free purchase, charging no card', async () => {
      const { token } = await newBuyer(h());
      await h().db.insert(discounts).values({ code: 'TODO100', amount: '100.00', is_percent: true });
      const charges = gateway.charges().length;
      const answer = await attempt(h(), token, { class_package_id: five, payment_method: 'card', discountCode: 'TODO100' });
      expect(answer.status, answer.text).toBe(200);
      expect((await purchaseRecord(h().db, answer.body.purchase_id)).purchase).toMatchObject({ status: 'completed', total_payment: '0.00' });
      expect(gateway.charges()).toHaveLength(charges);
    });

    it('refuses an invalid, used-up or switched-off code with 412, writing nothing', async () => {
      const { token } = await newBuyer(h());
      await h().db.insert(discounts).values({ code: 'AGOTADO2', amount: '5.00', max_uses: 1, uses: 1 });
      const send = (code: string) => () => attempt(h(), token, { class_package_id: five, payment_method: 'cash', discountCode: code });
      await expectNothingWritten(h(), send('NOEXISTE'), { status: 412, code: 'discount/invalid', message: messages.discounts.invalid });
      await expectNothingWritten(h(), send('no válido!'), { status: 412, code: 'discount/invalid' });
      await expectNothingWritten(h(), send('agotado2'), { status: 412, code: 'discount/exhausted', message: messages.discounts.exhausted });
      await withSettings(h().db, { discounts_enabled: 'false' }, () =>
        expectNothingWritten(h(), send('BIENVENIDA'), { status: 412, code: 'discount/disabled', message: messages.checkoutApi.discountsDisabled }));
    });
  });

  describe('saved cards, the provider and the studio’s switches', () => {
    it('pays with her own saved card only, and only with payment_sources_enabled', async () => {
      const socia = await h().signIn(DEMO.socia);
      const [own] = await h().db.select({ id: paymentSources.payment_source_id }).from(paymentSources)
        .innerJoin(customers, eq(customers.customer_id, paymentSources.customer_id)).where(eq(customers.email, DEMO.socia));
      // The app's own sandbox: the demo's saved card is signed with the key it keeps in `secrets`.
      const local = h().withApp({ paymentGateway: undefined });
      const paid = await attempt(local, socia.token, { class_package_id: five, payment_method: 'saved_card', payment_source_id: own?.id ?? 0 });
      expect(paid.status, paid.text).toBe(200);
      const record = await purchaseRecord(h().db, paid.body.purchase_id);
      expect(record.purchase).toMatchObject({ status: 'completed', payment_method_id: cardMethod });
      expect(record.invoices).toEqual([expect.objectContaining({ total_payment: '750.00', status: 'completed' })]);
      // A gateway with another key (another server's) refuses the same card: its token is no bearer of a 'paid' card.
      await expectNothingWritten(h(), () => attempt(h(), socia.token, { class_package_id: five, payment_method: 'saved_card', payment_source_id: own?.id ?? 0 }), {
        status: 402, code: 'card/invalid_token', message: messages.checkoutApi.cardTokenInvalid,
      });
      const { token } = await newBuyer(h());
      await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'saved_card', payment_source_id: own?.id ?? 0 }), {
        status: 400, code: 'checkout/saved-card-not-found', message: messages.checkoutApi.savedCardNotFound,
      });
      await withSettings(h().db, { payment_sources_enabled: 'false' }, () =>
        expectNothingWritten(h(), () => attempt(h(), socia.token, { class_package_id: five, payment_method: 'saved_card', payment_source_id: own?.id ?? 0 }), {
          status: 412, code: 'checkout/saved-cards-disabled', message: messages.checkoutApi.savedCardsDisabled,
        }));
    });

    it('refuses the subscription provider for now, and everything while checkout_disabled is on', async () => {
      const { token } = await newBuyer(h());
      await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'provider' }), {
        status: 412, code: 'checkout/provider-unavailable', message: messages.checkoutApi.providerUnavailable,
      });
      await withSettings(h().db, { checkout_disabled: 'true' }, () =>
        expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: five, payment_method: 'cash' }), {
          status: 412, code: 'checkout/disabled', message: messages.checkout.disabled,
        }));
    });

    it("answers the spec's 404 for a package that does not exist or is not for sale", async () => {
      const { token } = await newBuyer(h());
      const hidden = await makePackage(h().db, { available: false });
      for (const id of [987_654, hidden.class_package_id]) {
        await expectNothingWritten(h(), () => attempt(h(), token, { class_package_id: id, payment_method: 'cash' }), {
          status: 404, code: 'package/not-found', message: messages.checkout.packageNotFound,
        });
      }
      await h().db.delete(classPackages).where(eq(classPackages.class_package_id, hidden.class_package_id));
    });
  });
}, { paymentGateway: gateway });
