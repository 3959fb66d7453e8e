import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { removeCardFailureMessage, removedCardNotice, saveCardFailureMessage, savedCardNotice } from './notices.rules.js';

describe("the payment methods' notices (spec 8)", () => {
  it('says a card was saved or deleted with the spec texts', () => {
    expect(savedCardNotice()).toBe('¡Método de Pago guardado con éxito!');
    expect(removedCardNotice()).toBe('Metodo de Pago eliminado con éxito.');
  });

  it("words a failed delete as the spec does ('Hubo un error al agregar este método de pago.')", () => {
    expect(removeCardFailureMessage()).toBe('Hubo un error al agregar este método de pago.');
  });

  it("words the processor's refusals of a card with spec 8's card texts, whatever the status", () => {
    expect(saveCardFailureMessage({ status: 402, code: 'card_declined/generic_decline', message: 'x' })).toBe(messages.checkout.declined);
    expect(saveCardFailureMessage({ status: 402, code: 'card_declined/insufficient_funds' })).toBe(messages.checkout.insufficientFunds);
    expect(saveCardFailureMessage({ status: 402, code: 'card_declined', decline_code: 'stolen_card' })).toBe(messages.checkout.lostOrStolen);
    expect(saveCardFailureMessage({ status: 402, code: 'expired_card' })).toBe(messages.checkout.expiredCard);
    expect(saveCardFailureMessage({ status: 400, code: 'card/number_badly_formatted' })).toBe(messages.checkout.badCardFormat);
    expect(saveCardFailureMessage({ code: 'card_declined/suspicious' })).toBe(messages.checkout.suspicious);
  });

  it("otherwise shows the server's message, never the checkout's texts about a purchase", () => {
    expect(saveCardFailureMessage({ status: 412, code: 'checkout/saved-cards-disabled', message: 'No disponible.' })).toBe('No disponible.');
    expect(saveCardFailureMessage({ status: 400, code: 'validation/invalid', message: '' })).toBe(messages.myPaymentMethods.saveFailed);
    expect(saveCardFailureMessage({ status: 0, code: 'network', message: messages.common.genericError })).toBe(messages.myPaymentMethods.saveFailed);
    expect(saveCardFailureMessage({ status: 404, code: 'not-found' })).toBe(messages.myPaymentMethods.saveFailed);
  });
});
