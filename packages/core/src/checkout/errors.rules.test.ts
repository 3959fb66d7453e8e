import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { checkoutErrorMessage, checkoutFlowOf, checkoutSuccessMessage, discountErrorMessage, PROVIDER_ERROR } from './errors.rules.js';

const card = { flow: 'card' } as const;

describe('the checkout error catalogue (spec 8)', () => {
  it.each([
    // The sandbox processor of the contract, each test card.
    [{ status: 402, code: 'card_declined/insufficient_funds' }, 'Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.'],
    [{ status: 402, code: 'card_declined', decline_code: 'stolen_card' }, 'Lo sentimos. Esta tarjeta ha sido reportada como robada o perdida y no puede utilizarse.'],
    [{ status: 402, code: 'card_declined:lost_card' }, 'Lo sentimos. Esta tarjeta ha sido reportada como robada o perdida y no puede utilizarse.'],
    [{ status: 402, code: 'card_declined/generic_decline' }, 'Lo sentimos. Tu tarjeta ha sido rechazada por tu banco. Comunícate con tu banco para saber más.'],
    [{ status: 402, code: 'card_declined' }, 'Lo sentimos. Tu tarjeta ha sido rechazada por tu banco. Comunícate con tu banco para saber más.'],
    [{ status: 402, code: 'expired_card' }, 'Lo sentimos. Tu tarjeta ha expirado'],
    [{ status: 402, code: 'incorrect_cvc' }, 'Lo sentimos. El CVV de tu tarjeta es incorrecto'],
    [{ status: 402, code: 'incorrect_number' }, 'Lo sentimos. El número de la tarjeta es incorrecto.'],
    [{ status: 402, code: 'card_declined/suspicious' }, 'Lo sentimos, nuestro procesador de tarjetas ha rechazado el pago. Comunícate con nosotros.'],
    [{ status: 402, code: 'card_declined', decline_code: 'fraudulent' }, 'Lo sentimos, nuestro procesador de tarjetas ha rechazado el pago. Comunícate con nosotros.'],
    [{ code: 'invalid_number_formatted' }, 'El formato de la tarjeta no es válido, revisa los datos que ingresaste por favor.'],
    [{ status: 400, code: 'validation', message: 'Revisa los datos enviados.' }, 'No has seleccionado un método de pago.'],
    [{ status: 404, code: 'not-found' }, 'Lo sentimos, no encontramos el paquete que quieres comprar.'],
    [{ status: 409, code: 'limit' }, 'Lo sentimos, ya has alcanzado el límite de compras de este paquete.'],
    [{ status: 412, code: 'sold-out' }, 'Lo sentimos, se ha alcanzado el límite de personas para este paquete.'],
    [{ status: 412, code: 'sold-out', message: 'Evento agotado.' }, 'Evento agotado.'],
    [{ status: 500, code: 'boom', message: 'Algo salió mal del lado del servidor.' }, 'Algo salió mal del lado del servidor.'],
    [{ status: 500, code: 'http-error', message: messages.common.genericError }, 'Hubo un error al procesar tu compra. Inténtalo más tarde.'],
    [{}, 'Hubo un error al procesar tu compra. Inténtalo más tarde.'],
  ])('member flow: %o', (failure, text) => {
    expect(checkoutErrorMessage(failure)).toBe(text);
  });

  it('reads card codes in any case and whatever the status', () => {
    expect(checkoutErrorMessage({ code: 'CARD_DECLINED/INSUFFICIENT_FUNDS' })).toBe(messages.checkout.insufficientFunds);
  });

  describe('the card form', () => {
    it('says a 412 with a discount is the discount, else the server, else sold out', () => {
      expect(checkoutErrorMessage({ status: 412, message: 'Sin lugares.' }, { ...card, discountApplied: true })).toBe(
        'Lo sentimos. No puedes usar este descuento',
      );
      expect(checkoutErrorMessage({ status: 412, message: 'Sin lugares.' }, card)).toBe('Sin lugares.');
      expect(checkoutErrorMessage({ status: 412 }, card)).toBe('Lo sentimos. Este paquete se ha agotado.');
    });

    it('has its own 409 text', () => {
      expect(checkoutErrorMessage({ status: 409 }, card)).toBe('Lo sentimos. Has alcanzado el límite de compras de este paquete.');
    });

    it("wraps a provider's own error", () => {
      expect(checkoutErrorMessage({ code: PROVIDER_ERROR, message: 'Servicio no disponible' }, card)).toBe(
        'Hubo un error al procesar tu compra: Servicio no disponible',
      );
      expect(checkoutErrorMessage({ code: PROVIDER_ERROR }, card)).toBe(messages.checkout.default);
      // A lost connection to our own server is not the provider's error.
      expect(checkoutErrorMessage({ code: 'network', message: messages.common.networkError }, card)).toBe(messages.common.networkError);
    });

    it('is the catalogue of a typed card only', () => {
      expect(checkoutFlowOf('card')).toBe('card');
      expect(checkoutFlowOf('saved')).toBe('member');
      expect(checkoutFlowOf('cash')).toBe('member');
    });
  });
});

describe('discount errors (spec 8)', () => {
  it('names an exhausted discount on 412', () => {
    expect(discountErrorMessage({ status: 412, message: 'Otro texto' })).toBe('Lo sentimos, ya has agotado este descuento.');
  });

  it("shows the response's message as is, else the invalid text", () => {
    expect(discountErrorMessage({ status: 404, message: 'Ese código venció.' })).toBe('Ese código venció.');
    expect(discountErrorMessage({ status: 404 })).toBe('Lo sentimos, ese descuento no es válido.');
    expect(discountErrorMessage({ status: 500, message: messages.common.genericError })).toBe(messages.discounts.invalid);
  });
});

describe('success texts (spec 8)', () => {
  it('reads a purchase for cash and a payment otherwise', () => {
    expect(checkoutSuccessMessage('cash')).toBe('¡Compra exitosa!');
    expect(checkoutSuccessMessage('card')).toBe('¡Pago exitoso!');
  });
});
