import { describe, expect, it } from 'vitest';
import { messages, type ApiPort, type AppError, type ClassPackage, type IdentityPort } from '@estudio/core';
import { uniqueEmail } from './support/emails.js';

/** What the commerce contracts need of whoever provides ApiPort. */
export interface CommerceWorld {
  /** A visitor nobody is signed in to yet: her identity and the ApiPort that answers for whoever it signs in. */
  visitor(): Promise<{ readonly identity: IdentityPort; readonly api: ApiPort }>;
  /**
   * The subscription provider (PayPal): `enable` offers it to buyers
   * (subscription_provider_enabled, a setting ApiPort cannot change);
   * `approve` plays the buyer approving an order in its window.
   */
  readonly provider: {
    enable(): Promise<void>;
    approve(orderId: string): Promise<void>;
  };
}

const PASSWORD = 'secreto123';
const EXPIRY = { exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };

/** The contract's paying test card (contract.md 'Test cards'). */
export const PAID_CARD = '4242 4242 4242 4242';

/** Every declining test card of contract.md 'Test cards', with the code and the spec 8 text it answers. */
export const DECLINED_CARDS = [
  { number: '4000 0000 0000 9995', code: 'card_declined/insufficient_funds', message: messages.checkout.insufficientFunds },
  { number: '4000 0000 0000 9979', code: 'card_declined/stolen_card', message: messages.checkout.lostOrStolen },
  { number: '4000 0000 0000 0002', code: 'card_declined/generic_decline', message: messages.checkout.declined },
  { number: '4000 0000 0000 0069', code: 'expired_card', message: messages.checkout.expiredCard },
  { number: '4000 0000 0000 0127', code: 'incorrect_cvc', message: messages.checkout.incorrectCvc },
  { number: '4000 0000 0000 9987', code: 'card_declined/lost_card', message: messages.checkout.lostOrStolen },
  { number: '4100 0000 0000 0019', code: 'card_declined/suspicious', message: messages.checkout.suspicious },
  { number: '4242 4242 4242 4241', code: 'incorrect_number', message: messages.checkout.incorrectNumber },
] as const;

/** The value of a result that must have succeeded. */
export const valueOf = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
};

/** The refusal as a toMatchObject pattern: the screens show `message` and branch on `code`. */
export const refused = (status: number, code: string, message: string) =>
  ({ ok: false, error: { status, code, message } }) as unknown as { ok: false; error: AppError };

/** A ten-digit phone no demo customer uses. */
const freshPhone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A new account with its customer record, signed in: no purchase, no saved card. */
export const newBuyer = async (world: CommerceWorld, label: string): Promise<ApiPort> => {
  const { identity, api } = await world.visitor();
  valueOf(await identity.signUp(uniqueEmail(label), PASSWORD));
  valueOf(await api.customer.signup({ name: 'Carla', last_name: 'Prueba', phone: freshPhone() }));
  return api;
};

/** The sandbox's token for a card number. */
export const tokenOf = async (api: ApiPort, number: string): Promise<string> =>
  valueOf(await api.checkout.cardToken({ number, ...EXPIRY })).token;

/** The first package on sale that matches, by the API's order (fixtures differ in ids, not in kinds). */
export const packageWhere = async (api: ApiPort, test: (pkg: ClassPackage) => boolean): Promise<ClassPackage> => {
  const found = valueOf(await api.packages.list()).find(test);
  if (!found) throw new Error('no package on sale matches');
  return found;
};

/** A paid package at its list price, with no limit per customer, that is neither a subscription, a trial nor a special event. */
export const isPlainPaid = (pkg: ClassPackage): boolean =>
  pkg.price > 0 && pkg.sale_price === null && !pkg.is_subscription && !pkg.is_trial && !pkg.is_special_event && pkg.limit_per_customer === null && pkg.free_trial_length === null;

/** A monthly subscription without a free trial. */
export const isSubscription = (pkg: ClassPackage): boolean => pkg.is_subscription && pkg.price > 0 && pkg.free_trial_length === null;

let keys = 0;
/** An idempotency key no other attempt used. */
export const freshKey = (): string => {
  keys += 1;
  return `contrato-${Date.now().toString(36)}-${keys}-${Math.random().toString(36).slice(2, 8)}`;
};

/** Buys a package with a new sandbox card; the answer's purchase_id. */
export const buyByCard = async (api: ApiPort, pkg: ClassPackage, number = PAID_CARD): Promise<number> => {
  const card_token = await tokenOf(api, number);
  const bought = valueOf(await api.checkout.attempt({ class_package_id: pkg.class_package_id, payment_method: 'card', card_token, idempotency_key: freshKey() }));
  return bought.purchase_id ?? 0;
};

/**
 * The behaviour of ApiPort's `checkout` members (payment methods, the
 * sandbox's tokens, the attempt with cash, a card or nothing to pay, and
 * its idempotency key), whoever provides them: core's fake over the demo
 * fixtures, or the HTTP adapter over the demo server. checkout_disabled and
 * cash_checkout_enabled cannot be set through ApiPort, so their refusals
 * are checked by core's and the server's own tests.
 */
export const describeCheckoutContract = (name: string, world: CommerceWorld): void => {
  describe(`${name}: checkout`, () => {
    it("offers 'Efectivo' and a card method, and tokenises the sandbox's cards, refusing a malformed one", async () => {
      const api = await newBuyer(world, 'metodos');
      const methods = valueOf(await api.checkout.paymentMethods());
      expect(methods.map((method) => method.kind)).toEqual(expect.arrayContaining(['cash', 'card']));
      expect(methods.find((method) => method.kind === 'cash')).toMatchObject({ name: 'Efectivo', available: true });
      expect(valueOf(await api.checkout.cardToken({ number: PAID_CARD, ...EXPIRY }))).toMatchObject({ brand: 'visa', last4: '4242' });
      expect(await api.checkout.cardToken({ number: '4242 42', ...EXPIRY })).toMatchObject(
        refused(400, 'card/number_badly_formatted', messages.checkout.badCardFormat),
      );
      expect(await api.checkout.cardToken({ number: PAID_CARD, ...EXPIRY, cvc: '1' })).toMatchObject(
        refused(400, 'card/cvc_badly_formatted', messages.checkout.badCardFormat),
      );
    });

    it('buys in cash, pending, and answers the same purchase to the same idempotency key', async () => {
      const api = await newBuyer(world, 'efectivo');
      const pkg = await packageWhere(api, isPlainPaid);
      const body = { class_package_id: pkg.class_package_id, payment_method: 'cash' as const, idempotency_key: freshKey() };
      const first = valueOf(await api.checkout.attempt(body));
      expect(first.purchase_id).toEqual(expect.any(Number));
      expect(valueOf(await api.checkout.attempt(body)).purchase_id).toBe(first.purchase_id);
      const mine = valueOf(await api.purchases.mine());
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ purchase_id: first.purchase_id, status: 'pending', total_payment: pkg.price, payment_method: { kind: 'cash' } });
    });

    it('refuses cash naming a method that is not the cash one, and a method that does not exist, buying nothing', async () => {
      const api = await newBuyer(world, 'efectivo-mal');
      const pkg = await packageWhere(api, isPlainPaid);
      const card = valueOf(await api.checkout.paymentMethods()).find((method) => method.kind === 'card');
      const invalid = refused(400, 'checkout/payment-method-invalid', messages.checkoutApi.paymentMethodInvalid);
      for (const id of [card?.payment_method_id ?? 0, 999_999]) {
        expect(await api.checkout.attempt({ class_package_id: pkg.class_package_id, payment_method: 'cash', payment_method_id: id, idempotency_key: freshKey() }))
          .toMatchObject(invalid);
      }
      expect(valueOf(await api.purchases.mine())).toEqual([]);
    });

    it("refuses 'free' for a package with a price, a card without a token, and a package not on sale", async () => {
      const api = await newBuyer(world, 'sin-pago');
      const pkg = await packageWhere(api, isPlainPaid);
      const attempt = (body: Partial<Parameters<ApiPort['checkout']['attempt']>[0]>) =>
        api.checkout.attempt({ class_package_id: pkg.class_package_id, payment_method: 'card', idempotency_key: freshKey(), ...body });
      expect(await attempt({ payment_method: 'free' })).toMatchObject(refused(400, 'checkout/not-free', messages.checkoutApi.notFree));
      expect(await attempt({})).toMatchObject(refused(400, 'checkout/card-token-required', messages.checkoutApi.cardTokenRequired));
      expect(await attempt({ class_package_id: 999_999, payment_method: 'cash' })).toMatchObject(
        refused(404, 'package/not-found', messages.checkout.packageNotFound),
      );
      expect(valueOf(await api.purchases.mine())).toEqual([]);
    });

    it('pays with the paying sandbox card: completed, by the card method, at the current price', async () => {
      const api = await newBuyer(world, 'tarjeta');
      const pkg = await packageWhere(api, isPlainPaid);
      const id = await buyByCard(api, pkg);
      expect(valueOf(await api.purchases.one(id))).toMatchObject({
        purchase_id: id, class_package_id: pkg.class_package_id, status: 'completed', total_payment: pkg.price, payment_method: { kind: 'card' },
      });
    });

    it('refuses each declining test card with 402, its code and the spec 8 text, and buys nothing', async () => {
      const api = await newBuyer(world, 'declinada');
      const pkg = await packageWhere(api, isPlainPaid);
      for (const card of DECLINED_CARDS) {
        const card_token = await tokenOf(api, card.number);
        const answer = await api.checkout.attempt({ class_package_id: pkg.class_package_id, payment_method: 'card', card_token, idempotency_key: freshKey() });
        expect(answer, card.number).toMatchObject(refused(402, card.code, card.message));
      }
      expect(valueOf(await api.purchases.mine())).toEqual([]);
    });

    it('applies a discount code to the total charged, and refuses a code that names no discount with 412', async () => {
      const api = await newBuyer(world, 'descuento');
      const pkg = await packageWhere(api, isPlainPaid);
      const discount = valueOf(await api.discounts.byCode('fijo100', pkg.class_package_id));
      expect(discount).toMatchObject({ code: 'FIJO100', amount: 100, is_percent: false });
      const attempt = async (discountCode: string) =>
        api.checkout.attempt({ class_package_id: pkg.class_package_id, payment_method: 'card', card_token: await tokenOf(api, PAID_CARD), idempotency_key: freshKey(), discountCode });
      expect(await attempt('NO-EXISTE')).toMatchObject(refused(412, 'discount/invalid', messages.discounts.invalid));
      const id = valueOf(await attempt('fijo100')).purchase_id ?? 0;
      expect(valueOf(await api.purchases.one(id))).toMatchObject({ status: 'completed', amount: pkg.price, total_payment: pkg.price - 100 });
    });

    it("counts a special event's places in its live purchases: `sold` rises with each, her limit is 409, and once they fill it the next buyer is 412", async () => {
      const first = await newBuyer(world, 'evento');
      const event = await packageWhere(first, (p) => p.is_special_event && p.capacity !== null && p.limit_per_customer === 1 && p.price > 0);
      const capacity = event.capacity ?? 0;
      const cash = (api: ApiPort) => api.checkout.attempt({ class_package_id: event.class_package_id, payment_method: 'cash', idempotency_key: freshKey() });
      valueOf(await cash(first));
      expect(valueOf(await first.packages.one(event.class_package_id)).sold).toBe(event.sold + 1);
      expect(await cash(first)).toMatchObject(refused(409, 'checkout/purchase-limit', messages.checkout.purchaseLimit));
      for (let sold = event.sold + 1; sold < capacity; sold += 1) valueOf(await cash(await newBuyer(world, 'evento')));
      const late = await newBuyer(world, 'evento-tarde');
      expect(await cash(late)).toMatchObject(refused(412, 'checkout/sold-out', messages.checkout.peopleLimit));
      expect(valueOf(await late.purchases.mine())).toEqual([]);
      expect(valueOf(await late.packages.list()).find((p) => p.class_package_id === event.class_package_id)?.sold).toBe(capacity);
    });

    it("pays through the subscription provider: pending with an order to approve, captured once approved (again: the same answer); another order is 409, another's purchase or one never sent to the provider 404", async () => {
      await world.provider.enable();
      const api = await newBuyer(world, 'paypal');
      const pkg = await packageWhere(api, isPlainPaid);
      const started = valueOf(await api.checkout.attempt({ class_package_id: pkg.class_package_id, payment_method: 'provider', idempotency_key: freshKey() }));
      expect(started).toMatchObject({ purchase_id: expect.any(Number), orderID: expect.any(String), plan_id: null });
      const id = started.purchase_id ?? 0;
      const orderID = started.orderID ?? '';
      expect(valueOf(await api.purchases.one(id))).toMatchObject({ status: 'pending', class_package_id: pkg.class_package_id });
      const mismatch = refused(409, 'checkout/capture-mismatch', messages.checkoutApi.captureMismatch);
      expect(await api.checkout.capture({ purchase_id: id, orderID: `${orderID}-OTRA` })).toMatchObject(mismatch);
      expect(await api.checkout.capture({ purchase_id: id })).toMatchObject(mismatch);
      await world.provider.approve(orderID);
      expect(await api.checkout.capture({ purchase_id: id, orderID })).toEqual({ ok: true, value: { purchase_id: id } });
      expect(valueOf(await api.purchases.one(id))).toMatchObject({ status: 'completed', total_payment: pkg.price });
      expect(await api.checkout.capture({ purchase_id: id, orderID })).toEqual({ ok: true, value: { purchase_id: id } });
      const other = await newBuyer(world, 'paypal-ajena');
      const notFound = refused(404, 'purchase/not-found', messages.checkoutApi.purchaseNotFound);
      expect(await other.checkout.capture({ purchase_id: id, orderID })).toMatchObject(notFound);
      const cash = valueOf(await other.checkout.attempt({ class_package_id: pkg.class_package_id, payment_method: 'cash', idempotency_key: freshKey() }));
      expect(await other.checkout.capture({ purchase_id: cash.purchase_id ?? 0, orderID })).toMatchObject(notFound);
    });

    it('gives a package of price 0 for nothing, whatever way to pay was chosen, once per customer', async () => {
      const api = await newBuyer(world, 'gratis');
      const pkg = await packageWhere(api, (p) => p.price === 0 && !p.is_subscription);
      const id = valueOf(await api.checkout.attempt({ class_package_id: pkg.class_package_id, payment_method: 'cash', idempotency_key: freshKey() })).purchase_id;
      expect(valueOf(await api.purchases.one(id ?? 0))).toMatchObject({ status: 'completed', total_payment: 0, payment_method: null, payment_method_id: null });
      expect(await api.checkout.attempt({ class_package_id: pkg.class_package_id, payment_method: 'free', idempotency_key: freshKey() })).toMatchObject(
        refused(409, 'checkout/purchase-limit', messages.checkout.purchaseLimit),
      );
    });
  });
};
