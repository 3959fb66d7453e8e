import { describe, expect, it } from 'vitest';
import { messages, SavedCard } from '@estudio/core';
import { DECLINED_CARDS, freshKey, isPlainPaid, newBuyer, packageWhere, PAID_CARD, refused, tokenOf, valueOf, type CommerceWorld } from './checkout.contract.js';

const MASTERCARD = '5555 5555 5555 4444';

/**
 * The behaviour of ApiPort's `savedCards` members ('Mis Método de Pago')
 * and of paying with a saved card, whoever provides them: save, list,
 * delete, and a card the processor would decline never kept.
 */
export const describeSavedCardsContract = (name: string, world: CommerceWorld): void => {
  describe(`${name}: saved cards`, () => {
    it('saves her cards with the processor’s brand and last digits, lists them oldest first, and deletes one', async () => {
      const api = await newBuyer(world, 'tarjetas');
      expect(await api.savedCards.list()).toEqual({ ok: true, value: [] });
      const visa = valueOf(await api.savedCards.save({ token_id: await tokenOf(api, PAID_CARD), card_type: 'mastercard', last_digits: '0000', saveCard: true }));
      expect(SavedCard.parse(visa)).toEqual(visa);
      expect(visa).toMatchObject({ card_type: 'visa', last_digits: '4242', token_id: null, source_id: expect.any(String) });
      const master = valueOf(await api.savedCards.save({ token_id: await tokenOf(api, MASTERCARD), card_type: 'mastercard', last_digits: '4444', saveCard: true }));
      expect(master).toMatchObject({ card_type: 'mastercard', last_digits: '4444' });
      expect(valueOf(await api.savedCards.list()).map((card) => card.payment_source_id)).toEqual([visa.payment_source_id, master.payment_source_id]);
      expect(valueOf(await api.checkout.paymentSources())).toMatchObject([
        { payment_source_id: visa.payment_source_id, source_id: visa.source_id, card_type: 'visa', last_digits: '4242' },
        { payment_source_id: master.payment_source_id, source_id: master.source_id, card_type: 'mastercard', last_digits: '4444' },
      ]);
      expect(await api.savedCards.remove(visa.payment_source_id)).toEqual({ ok: true, value: undefined });
      expect(valueOf(await api.savedCards.list())).toEqual([master]);
      expect(await api.savedCards.remove(visa.payment_source_id)).toMatchObject(refused(404, 'saved-card/not-found', messages.checkoutApi.savedCardMissing));
    });

    it('refuses a card the processor would decline, or a token it never made, and keeps nothing', async () => {
      const api = await newBuyer(world, 'tarjeta-mala');
      for (const card of DECLINED_CARDS) {
        const token_id = await tokenOf(api, card.number);
        expect(await api.savedCards.save({ token_id, card_type: 'visa', last_digits: '0000', saveCard: true }), card.number)
          .toMatchObject(refused(402, card.code, card.message));
      }
      expect(await api.savedCards.save({ token_id: 'tok_inventado', card_type: 'visa', last_digits: '4242', saveCard: true }))
        .toMatchObject(refused(400, 'card/invalid_token', messages.checkoutApi.cardTokenInvalid));
      expect(valueOf(await api.savedCards.list())).toEqual([]);
    });

    it('pays with her saved card; someone else’s card is neither hers to pay with nor to delete', async () => {
      const owner = await newBuyer(world, 'guarda');
      const card = valueOf(await owner.savedCards.save({ token_id: await tokenOf(owner, PAID_CARD), card_type: 'visa', last_digits: '4242', saveCard: true }));
      const pkg = await packageWhere(owner, isPlainPaid);
      const paid = valueOf(await owner.checkout.attempt({
        class_package_id: pkg.class_package_id, payment_method: 'saved_card', payment_source_id: card.payment_source_id, idempotency_key: freshKey(),
      }));
      expect(valueOf(await owner.purchases.one(paid.purchase_id ?? 0))).toMatchObject({ status: 'completed', payment_method: { kind: 'card' } });
      const other = await newBuyer(world, 'ajena');
      expect(await other.checkout.attempt({
        class_package_id: pkg.class_package_id, payment_method: 'saved_card', payment_source_id: card.payment_source_id, idempotency_key: freshKey(),
      })).toMatchObject(refused(400, 'checkout/saved-card-not-found', messages.checkoutApi.savedCardNotFound));
      expect(await other.savedCards.remove(card.payment_source_id)).toMatchObject(refused(404, 'saved-card/not-found', messages.checkoutApi.savedCardMissing));
      expect(valueOf(await other.checkout.paymentSources())).toEqual([]);
    });
  });
};
