import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { paymentSources } from '../../src/db/schema/index.js';
import { sandboxGateway, type PaymentGateway } from '../../src/payments/index.js';
import { type Buyer, newBuyer, withSettings } from './support/booking.js';
import { attempt, CARDS, purchaseRecord, tokenOfCard } from './support/checkout.js';
import { rowCounts } from './support/db-inspect.js';
import { onEachDatabase, type Answer, type Harness } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const AMEX = '3782 822463 10005';

/** POST a tokenised card to `/metodosPago` or `/payment_sources`. */
const save = async (h: Harness, buyer: Buyer, card: string, path = '/api/metodosPago', more: Record<string, unknown> = {}): Promise<Answer> =>
  h.request('POST', path, {
    token: buyer.token,
    body: { token_id: await tokenOfCard(h, card), card_type: card === AMEX ? 'amex' : 'visa', last_digits: card.slice(-4), saveCard: true, ...more },
  });

const rowsOf = (h: Harness, customerId: number) => h.db.select().from(paymentSources).where(eq(paymentSources.customer_id, customerId));

/** Sends a request that must be refused and leave the saved cards as they were. */
const expectRefusal = async (h: Harness, send: () => Promise<Answer>, expected: { status: number; code: string; message?: string }) => {
  const before = await h.db.select().from(paymentSources).orderBy(paymentSources.payment_source_id);
  const answer = await send();
  expect(answer.status, answer.text).toBe(expected.status);
  expect(answer.body.code).toBe(expected.code);
  expect(typeof answer.body.message).toBe('string');
  if (expected.message !== undefined) expect(answer.body.message).toBe(expected.message);
  expect(await h.db.select().from(paymentSources).orderBy(paymentSources.payment_source_id)).toEqual(before);
  return answer;
};

onEachDatabase('saved cards', (h) => {
  let five: number;
  beforeAll(async () => {
    five = await demoPackageId(h(), 'five');
  });

  describe('saving', () => {
    it("keeps the processor's source, brand and last digits, never the one-time token, and lists it in both shapes", async () => {
      const buyer = await newBuyer(h());
      const answer = await save(h(), buyer, CARDS.paid);
      expect(answer.status, answer.text).toBe(201);
      const card = answer.body.metodo_pago;
      expect(card).toMatchObject({ customer_id: buyer.customer.customerId, token_id: null, card_type: 'visa', last_digits: '4242' });
      expect(card.source_id).toMatch(/^tok_sandbox_/);
      const [row] = await rowsOf(h(), buyer.customer.customerId);
      expect(row).toMatchObject({ payment_source_id: card.payment_source_id, token_id: null, source_id: card.source_id, card_type: 'visa', last_digits: '4242' });

      const mine = await h().request('GET', '/api/metodosPago', { token: buyer.token });
      expect(mine.status).toBe(200);
      expect(mine.body.metodos_pago).toEqual([card]);
      const sources = await h().request('GET', '/api/payment_sources', { token: buyer.token });
      expect(sources.body.payment_sources).toEqual([{
        payment_source_id: card.payment_source_id, customer_id: buyer.customer.customerId, source_id: card.source_id, card_type: 'visa', last_digits: '4242',
      }]);
    });

    it("answers an American Express card as 'amex' in the customer's list and 'other' at checkout", async () => {
      const buyer = await newBuyer(h());
      const answer = await save(h(), buyer, AMEX, '/api/payment_sources');
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.payment_source).toMatchObject({ card_type: 'other', last_digits: '0005' });
      const mine = await h().request('GET', '/api/metodosPago', { token: buyer.token });
      expect(mine.body.metodos_pago).toEqual([expect.objectContaining({ card_type: 'amex', last_digits: '0005' })]);
    });

    it('answers the card already kept when the same source is saved again', async () => {
      const buyer = await newBuyer(h());
      const token = await tokenOfCard(h(), CARDS.paid);
      const body = { token_id: token, card_type: 'visa', last_digits: '4242', saveCard: true };
      const first = await h().request('POST', '/api/metodosPago', { token: buyer.token, body });
      const second = await h().request('POST', '/api/metodosPago', { token: buyer.token, body });
      expect(second.status).toBe(201);
      expect(second.body.metodo_pago).toEqual(first.body.metodo_pago);
      expect(await rowsOf(h(), buyer.customer.customerId)).toHaveLength(1);
    });

    it.each([
      ['insufficient funds', CARDS.insufficientFunds, 'card_declined/insufficient_funds', messages.checkout.insufficientFunds],
      ['a stolen card', CARDS.stolen, 'card_declined/stolen_card', messages.checkout.lostOrStolen],
      ['an expired card', CARDS.expired, 'expired_card', messages.checkout.expiredCard],
    ])('refuses a card with %s with 402 and the processor code, keeping nothing', async (_name, card, code, message) => {
      const buyer = await newBuyer(h());
      await expectRefusal(h(), () => save(h(), buyer, card), { status: 402, code, message });
    });

    it('refuses a token the processor never made with 400, keeping nothing', async () => {
      const buyer = await newBuyer(h());
      await expectRefusal(h(), () => h().request('POST', '/api/metodosPago', {
        token: buyer.token, body: { token_id: 'tok_inventado', card_type: 'visa', last_digits: '4242', saveCard: true },
      }), { status: 400, code: 'card/invalid_token', message: messages.checkoutApi.cardTokenInvalid });
    });

    it('refuses bad bodies with 400', async () => {
      const buyer = await newBuyer(h());
      const token = await tokenOfCard(h(), CARDS.paid);
      for (const body of [
        { card_type: 'visa', last_digits: '4242' },
        { token_id: token, card_type: 'discover', last_digits: '4242' },
        { token_id: token, card_type: 'visa', last_digits: '42' },
        { token_id: '', card_type: 'visa', last_digits: '4242' },
      ]) {
        await expectRefusal(h(), () => h().request('POST', '/api/metodosPago', { token: buyer.token, body }), { status: 400, code: 'validation/invalid-body' });
      }
    });

    it('is refused with 412 when the studio has saved cards off; listing and deleting still work', async () => {
      const buyer = await newBuyer(h());
      const kept = await save(h(), buyer, CARDS.paid);
      await withSettings(h().db, { payment_sources_enabled: 'false' }, async () => {
        for (const path of ['/api/metodosPago', '/api/payment_sources']) {
          await expectRefusal(h(), () => save(h(), buyer, CARDS.paid, path), {
            status: 412, code: 'checkout/saved-cards-disabled', message: messages.checkoutApi.savedCardsDisabled,
          });
        }
        expect((await h().request('GET', '/api/metodosPago', { token: buyer.token })).body.metodos_pago).toHaveLength(1);
        const gone = await h().request('DELETE', `/api/metodosPago/${kept.body.metodo_pago.payment_source_id}`, { token: buyer.token });
        expect(gone.status).toBe(200);
      });
    });

    it('needs a signed-in customer', async () => {
      await expectRefusal(h(), () => h().request('GET', '/api/metodosPago'), { status: 401, code: 'auth/missing-token' });
      await expectRefusal(h(), () => h().request('POST', '/api/payment_sources', { body: { token_id: 'x', card_type: 'visa', last_digits: '4242' } }), {
        status: 401, code: 'auth/missing-token',
      });
    });
  });

  describe('paying with a saved card', () => {
    it('charges a card saved through POST /metodosPago at checkout', async () => {
      const gateway = sandboxGateway({ clock: h().clock });
      const app = h().withApp({ paymentGateway: gateway });
      const buyer = await newBuyer(app);
      const saved = await save(app, buyer, CARDS.paid);
      expect(saved.status, saved.text).toBe(201);
      const bought = await attempt(app, buyer.token, {
        class_package_id: five, payment_method: 'saved_card', payment_source_id: saved.body.metodo_pago.payment_source_id,
      });
      expect(bought.status, bought.text).toBe(200);
      const record = await purchaseRecord(app.db, bought.body.purchase_id);
      expect(record.purchase?.status).toBe('completed');
      expect(record.credits).toEqual([expect.objectContaining({ available_classes: 5 })]);
      expect(gateway.charges()).toEqual([expect.objectContaining({ amount: 750, last4: '4242' })]);
    });
  });

  describe('deleting', () => {
    it("deletes her own card, then has the processor forget it; another customer's card is 404", async () => {
      const forgotten: string[] = [];
      const sandbox = sandboxGateway({ clock: h().clock });
      const gateway: PaymentGateway = { ...sandbox, forgetCard: (source) => { forgotten.push(source); return Promise.resolve(); } };
      const app = h().withApp({ paymentGateway: gateway });
      const [owner, other] = [await newBuyer(app), await newBuyer(app)];
      const card = (await save(app, owner, CARDS.paid)).body.metodo_pago;
      const source = (await save(app, owner, CARDS.paid, '/api/payment_sources')).body.payment_source;

      for (const path of [`/api/metodosPago/${card.payment_source_id}`, `/api/payment_sources/${source.payment_source_id}`]) {
        await expectRefusal(app, () => app.request('DELETE', path, { token: other.token }), { status: 404, code: 'saved-card/not-found' });
      }
      expect((await app.request('GET', '/api/metodosPago', { token: other.token })).body.metodos_pago).toEqual([]);
      expect(forgotten).toEqual([]);

      const gone = await app.request('DELETE', `/api/metodosPago/${card.payment_source_id}`, { token: owner.token });
      expect(gone.status).toBe(200);
      expect(gone.body).toEqual({ ok: true, message: messages.paymentMethods.deletedCard });
      const alsoGone = await app.request('DELETE', `/api/payment_sources/${source.payment_source_id}`, { token: owner.token });
      expect(alsoGone.status).toBe(200);
      expect(forgotten).toEqual([card.source_id, source.source_id]);
      expect(await rowsOf(app, owner.customer.customerId)).toEqual([]);
      await expectRefusal(app, () => app.request('DELETE', `/api/metodosPago/${card.payment_source_id}`, { token: owner.token }), {
        status: 404, code: 'saved-card/not-found', message: messages.checkoutApi.savedCardMissing,
      });
    });

    it('deletes the row even when the processor fails to forget the card, and logs it', async () => {
      const sandbox = sandboxGateway({ clock: h().clock });
      const gateway: PaymentGateway = { ...sandbox, forgetCard: () => Promise.reject(new Error('processor down')) };
      const app = h().withApp({ paymentGateway: gateway });
      const buyer = await newBuyer(app);
      const card = (await save(app, buyer, CARDS.paid)).body.metodo_pago;
      const counts = await rowCounts(app.db, ['payment_sources']);
      const gone = await app.request('DELETE', `/api/metodosPago/${card.payment_source_id}`, { token: buyer.token });
      expect(gone.status).toBe(200);
      expect(await rowCounts(app.db, ['payment_sources'])).toEqual({ payment_sources: (counts.payment_sources ?? 0) - 1 });
      expect(app.logger.errors).toEqual([expect.objectContaining({ message: expect.stringContaining('did not forget') })]);
    });
  });
});
