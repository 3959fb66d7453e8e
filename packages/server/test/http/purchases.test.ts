import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { InvoicesResponse, messages, PurchaseResponse, PurchasesResponse } from '@estudio/core';
import { purchases } from '../../src/db/schema/index.js';
import { adminToken, newBuyer } from './support/booking.js';
import { attempt, CARDS, commerceDigest, purchaseRecord, tokenOfCard } from './support/checkout.js';
import { DEMO, onEachDatabase } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const MINUTE = 60_000;

onEachDatabase('purchases and invoices', (h) => {
  let card: string;
  let admin: string;
  let five: number;
  let unlimited: number;
  beforeAll(async () => {
    card = await tokenOfCard(h(), CARDS.paid);
    admin = await adminToken(h());
    [five, unlimited] = [await demoPackageId(h(), 'five'), await demoPackageId(h(), 'unlimited')];
  });
  const buy = async (token: string, packageId: number, payment: 'card' | 'cash' = 'card'): Promise<number> => {
    const answer = await attempt(h(), token, { class_package_id: packageId, payment_method: payment, card_token: card });
    expect(answer.status, answer.text).toBe(200);
    return Number(answer.body.purchase_id);
  };

  describe('reads', () => {
    it('lists her own purchases, newest first, in the Purchase shape', async () => {
      const { customer, token } = await newBuyer(h());
      const older = await buy(token, five);
      h().clock.advance(MINUTE);
      const newer = await buy(token, unlimited, 'cash');
      const answer = await h().request('GET', '/api/purchases', { token });
      const list = PurchasesResponse.parse(answer.body).purchases;
      expect(list.map((row) => row.purchase_id)).toEqual([newer, older]);
      expect(list[0]).toMatchObject({
        title: 'Ilimitado mensual', status: 'pending', amount: 1900, total_payment: 1900, class_amount: -1,
        class_package: { class_package_id: unlimited, title: 'Ilimitado mensual', is_online: false },
        customer: { email: customer.email }, subscription_period: 'month', subscription_interval: 1, cancelledAt: null, is_gift: false,
        payment_method: { name: 'Efectivo', kind: 'cash' },
      });
      expect(list[1]).toMatchObject({ status: 'completed', payment_method: { name: 'Tarjeta de crédito o débito', kind: 'card' }, subscription_period: null });
      expect(list[1]?.createdAt).toBe(list[1]?.created_at);
      const none = await newBuyer(h());
      expect((await h().request('GET', '/api/purchases', { token: none.token })).body).toEqual({ purchases: [] });
    });

    it('shows one purchase to its owner and to admins; anyone else reads 404', async () => {
      const { customer, token } = await newBuyer(h());
      const id = await buy(token, five);
      const own = await h().request('GET', `/api/purchases/${id}`, { token });
      expect(PurchaseResponse.parse(own.body).purchase).toMatchObject({ purchase_id: id, customer: { email: customer.email } });
      expect((await h().request('GET', `/api/purchases/${id}`, { token: admin })).body.purchase.purchase_id).toBe(id);
      const other = await newBuyer(h());
      for (const path of [`/api/purchases/${id}`, '/api/purchases/987654', '/api/purchases/abc']) {
        const answer = await h().request('GET', path, { token: other.token });
        expect(answer.status, path).toBe(404);
        expect(JSON.stringify(answer.body)).not.toContain(customer.email);
      }
      const socia = await h().signIn(DEMO.socia);
      expect((await h().request('GET', `/api/purchases/${id}`, { token: socia.token })).body.code).toBe('purchase/not-found');
    });

    it('lists her own invoices, newest first, with their purchase’s title, terms and status', async () => {
      const { customer, token } = await newBuyer(h());
      const paid = await buy(token, five);
      h().clock.advance(MINUTE);
      const pending = await buy(token, unlimited, 'cash');
      const answer = await h().request('GET', '/api/invoices', { token });
      const list = InvoicesResponse.parse(answer.body).invoices;
      expect(list.map((row) => [row.purchase_id, row.status, row.purchase_status, row.total_payment])).toEqual([
        [pending, 'pending', 'pending', 1900], [paid, 'completed', 'completed', 750],
      ]);
      expect(list[0]).toMatchObject({ customer_id: customer.customerId, title: 'Ilimitado mensual', subscription_period: 'month', subscription_interval: 1 });
      const socia = await h().signIn(DEMO.socia);
      const hers = InvoicesResponse.parse((await h().request('GET', '/api/invoices', { token: socia.token })).body).invoices;
      expect(hers.length).toBeGreaterThan(0);
      expect(hers.some((row) => row.purchase_id === paid)).toBe(false);
    });
  });

  describe('cancelling a subscription', () => {
    it('cancels her active subscription with its reason, keeping the credits she paid for', async () => {
      const { token } = await newBuyer(h());
      const id = await buy(token, unlimited);
      h().clock.advance(MINUTE);
      const answer = await h().request('POST', `/api/purchases/cancel/${id}`, { token, body: { reason: '  Me mudé de ciudad.  ' } });
      expect(answer.status, answer.text).toBe(200);
      const purchase = PurchaseResponse.parse(answer.body).purchase;
      expect(purchase).toMatchObject({ purchase_id: id, status: 'cancelled', cancelledAt: new Date(h().clock.now()).toISOString() });
      const record = await purchaseRecord(h().db, id);
      expect(record.purchase?.cancel_reason).toBe('Me mudé de ciudad.');
      expect(record.credits.map((row) => row.available_classes)).toEqual([-1]);
    });

    it('refuses with 409 what is not an active subscription, and someone else’s with 404, changing nothing', async () => {
      const { token } = await newBuyer(h());
      const refused = async (id: number, status: number, code: string, who = token) => {
        const before = await commerceDigest(h().db);
        const answer = await h().request('POST', `/api/purchases/cancel/${id}`, { token: who, body: { reason: 'Ya no puedo ir.' } });
        expect([answer.status, answer.body.code], answer.text).toEqual([status, code]);
        expect(await commerceDigest(h().db)).toEqual(before);
        return answer;
      };
      const notSubscription = await refused(await buy(token, five), 409, 'purchase/not-cancellable');
      expect(notSubscription.body.message).toBe(messages.checkoutApi.notCancellable);
      await refused(await buy(token, unlimited, 'cash'), 409, 'purchase/not-cancellable');
      const active = await buy(token, unlimited);
      await refused(active, 404, 'purchase/not-found', (await newBuyer(h())).token);
      expect((await h().request('POST', `/api/purchases/cancel/${active}`, { token, body: { reason: 'Ya no puedo ir.' } })).status).toBe(200);
    });

    it('answers a retried cancel with the purchase as the first one left it, writing nothing', async () => {
      const { token } = await newBuyer(h());
      const id = await buy(token, unlimited);
      const first = await h().request('POST', `/api/purchases/cancel/${id}`, { token, body: { reason: 'Ya no puedo ir.' } });
      h().clock.advance(MINUTE);
      const before = await commerceDigest(h().db);
      const again = await h().request('POST', `/api/purchases/cancel/${id}`, { token, body: { reason: 'Otro motivo.' } });
      expect([again.status, again.body.purchase]).toEqual([200, first.body.purchase]);
      expect(await commerceDigest(h().db)).toEqual(before);
    });

    it('needs a reason, and lets an admin cancel any customer’s subscription', async () => {
      const { token } = await newBuyer(h());
      const id = await buy(token, unlimited);
      for (const reason of ['', '   ']) {
        const answer = await h().request('POST', `/api/purchases/cancel/${id}`, { token, body: { reason } });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toContain(messages.checkout.cancelReasonRequired);
      }
      const answer = await h().request('POST', `/api/purchases/cancel/${id}`, { token: admin, body: { reason: 'Pidió la baja en recepción.' } });
      expect(answer.body.purchase.status).toBe('cancelled');
      const [row] = await h().db.select().from(purchases).where(eq(purchases.purchase_id, id));
      expect(row?.cancel_reason).toBe('Pidió la baja en recepción.');
    });
  });
});
