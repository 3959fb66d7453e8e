import { checkoutErrorMessage } from '../checkout/errors.rules.js';
import type { CheckoutFailure } from '../checkout/checkout.model.js';
import { messages } from '../messages/index.js';

/** A message worth showing as the server's own: present, and not the HTTP adapter's generic fallback. */
const serverMessage = (failure: CheckoutFailure): string | null => {
  const text = failure.message?.trim() ?? '';
  return text === '' || text === messages.common.genericError ? null : text;
};

/**
 * Why a card was not saved. A refusal of the processor, at tokenising or
 * when the server asks it for a reusable source, reads spec 8's card text
 * ('Lo sentimos. Tu tarjeta ha sido rechazada por tu banco…'), whatever its
 * status. Anything else is the server's message (a 412 says saved cards are
 * off), else 'No pudimos guardar tu tarjeta. Inténtalo de nuevo.': the
 * checkout's texts about a purchase or a package would be wrong here.
 */
export function saveCardFailureMessage(failure: CheckoutFailure): string {
  // Without status or message the catalogue answers only what it knows of the card's code.
  const cardText = checkoutErrorMessage({ code: failure.code ?? null, decline_code: failure.decline_code ?? null }, { flow: 'card' });
  if (cardText !== messages.checkout.default) return cardText;
  return serverMessage(failure) ?? messages.myPaymentMethods.saveFailed;
}

/** Spec 8 'Payment methods': '¡Método de Pago guardado con éxito!'. */
export const savedCardNotice = (): string => messages.paymentMethods.savedCard;

/** Spec 8 'Payment methods': 'Metodo de Pago eliminado con éxito.' (spelling as the spec has it). */
export const removedCardNotice = (): string => messages.paymentMethods.deletedCard;

/**
 * Spec 8 'Other': a failed delete reads 'Hubo un error al agregar este
 * método de pago.', whatever the server said (the spec's wording, kept as is).
 */
export const removeCardFailureMessage = (): string => messages.paymentMethods.deleteFailed;
