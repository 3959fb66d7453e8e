import { describe, expect, it } from 'vitest';
import { fill, Invoice, messages, Purchase, type ApiPort } from '@estudio/core';
import { buyByCard, freshKey, isPlainPaid, isSubscription, newBuyer, packageWhere, refused, valueOf, type CommerceWorld } from './checkout.contract.js';

/** Buys a package in cash; the answer's purchase_id. */
const buyInCash = async (api: ApiPort, classPackageId: number): Promise<number> =>
  valueOf(await api.checkout.attempt({ class_package_id: classPackageId, payment_method: 'cash', idempotency_key: freshKey() })).purchase_id ?? 0;

/**
 * The behaviour of ApiPort's `purchases` members after a checkout (her
 * purchases, one of them, cancelling a subscription, her charges), whoever
 * provides them: exactly what 'Mis Compras', 'Mis Cargos' and /gracias read.
 */
export const describePurchasesContract = (name: string, world: CommerceWorld): void => {
  describe(`${name}: purchases and invoices`, () => {
    it('a new customer has no purchase and no charge', async () => {
      const api = await newBuyer(world, 'vacia');
      expect(await api.purchases.mine()).toEqual({ ok: true, value: [] });
      expect(await api.purchases.invoices()).toEqual({ ok: true, value: [] });
    });

    it('reads a cash purchase as /gracias and Mis Compras show it, and its pending charge in Mis Cargos', async () => {
      const api = await newBuyer(world, 'compras');
      const email = valueOf(await api.customer.current()).email;
      const pkg = await packageWhere(api, isPlainPaid);
      const id = await buyInCash(api, pkg.class_package_id);
      const purchase = valueOf(await api.purchases.one(id));
      expect(Purchase.parse(purchase)).toEqual(purchase);
      expect(purchase).toMatchObject({
        purchase_id: id, title: pkg.title, class_package_id: pkg.class_package_id,
        class_package: { class_package_id: pkg.class_package_id, title: pkg.title, is_online: pkg.is_online },
        amount: pkg.price, total_payment: pkg.price, status: 'pending', class_amount: pkg.class_amount, cancelledAt: null,
        customer: { email }, payment_method: { name: 'Efectivo', kind: 'cash', instructions: expect.anything() },
        subscription_id: null, subscription_period: null, expiration_days: pkg.expiration_days, is_gift: false,
      });
      expect(purchase.payment_method_id).toEqual(expect.any(Number));
      expect(valueOf(await api.purchases.mine())).toEqual([purchase]);
      const invoices = valueOf(await api.purchases.invoices());
      expect(invoices).toHaveLength(1);
      expect(Invoice.parse(invoices[0])).toEqual(invoices[0]);
      expect(invoices[0]).toMatchObject({ purchase_id: id, title: pkg.title, total_payment: pkg.price, status: 'pending', purchase_status: 'pending', subscription_period: null });
    });

    it('lists her purchases and charges newest first, a card one completed', async () => {
      const api = await newBuyer(world, 'orden');
      const pkg = await packageWhere(api, isPlainPaid);
      const cash = await buyInCash(api, pkg.class_package_id);
      const card = await buyByCard(api, pkg);
      expect(valueOf(await api.purchases.mine()).map((p) => [p.purchase_id, p.status])).toEqual([[card, 'completed'], [cash, 'pending']]);
      expect(valueOf(await api.purchases.invoices()).map((i) => [i.purchase_id, i.status])).toEqual([[card, 'completed'], [cash, 'pending']]);
    });

    it("keeps her purchases hers: someone else's is not found, to read or to cancel", async () => {
      const owner = await newBuyer(world, 'duena');
      const id = await buyInCash(owner, (await packageWhere(owner, isPlainPaid)).class_package_id);
      const other = await newBuyer(world, 'ajena');
      const notFound = refused(404, 'purchase/not-found', messages.checkoutApi.purchaseNotFound);
      expect(await other.purchases.one(id)).toMatchObject(notFound);
      expect(await other.purchases.cancel(id, 'No es mía')).toMatchObject(notFound);
      expect(await other.purchases.one(999_999)).toMatchObject(notFound);
    });

    it('cancels her active subscription with a reason, answering it as it is when asked again; a package that is not one cannot be cancelled', async () => {
      const api = await newBuyer(world, 'cancela');
      const subscription = await packageWhere(api, isSubscription);
      const id = await buyByCard(api, subscription);
      expect(valueOf(await api.purchases.one(id))).toMatchObject({ status: 'active', subscription_period: subscription.subscription_period, subscription_id: null });
      expect(valueOf(await api.purchases.invoices())).toMatchObject([{ purchase_id: id, subscription_period: subscription.subscription_period, purchase_status: 'active' }]);
      expect(await api.purchases.cancel(id, ' ')).toMatchObject(refused(400, 'validation/invalid-body', `${fill(messages.common.invalidField, { label: 'reason' })}. ${messages.checkout.cancelReasonRequired}`));
      const cancelled = valueOf(await api.purchases.cancel(id, 'Me mudo de ciudad'));
      expect(cancelled).toMatchObject({ purchase_id: id, status: 'cancelled', cancelledAt: expect.any(String) });
      expect(valueOf(await api.purchases.one(id))).toEqual(cancelled);
      expect(await api.purchases.cancel(id, 'Otra vez')).toEqual({ ok: true, value: cancelled });
      const notCancellable = refused(409, 'purchase/not-cancellable', messages.checkoutApi.notCancellable);
      const plain = await buyInCash(api, (await packageWhere(api, isPlainPaid)).class_package_id);
      expect(await api.purchases.cancel(plain, 'No la quiero')).toMatchObject(notCancellable);
    });
  });
};
