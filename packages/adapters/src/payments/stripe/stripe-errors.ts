import { appError, messages, PROVIDER_ERROR, type AppError } from '@estudio/core';

/** The fields of a Stripe.js error this adapter reads (a `StripeError`). */
export interface StripeErrorLike {
  readonly type?: string;
  readonly code?: string;
  readonly decline_code?: string;
  readonly message?: string;
}

/**
 * A Stripe.js error as core's checkout reads it (spec 8). A card error keeps
 * Stripe's code and decline reason in one code ('card_declined/lost_card'),
 * the form core's error catalogue words; anything else (a field Stripe could
 * not validate, its network, its API) is the provider's own failure with
 * Stripe's message, which core words 'Hubo un error al procesar tu compra:
 * {message}' (`checkoutErrorMessage`).
 */
export const stripeFailure = (error: StripeErrorLike): AppError => {
  const message = error.message?.trim() ?? '';
  if (error.type === 'card_error' && error.code) {
    const code = error.decline_code ? `${error.code}/${error.decline_code}` : error.code;
    return appError(code, message || messages.checkout.declined, 402);
  }
  // Without Stripe's words core falls back to spec 8's default text.
  return appError(PROVIDER_ERROR, message);
};
