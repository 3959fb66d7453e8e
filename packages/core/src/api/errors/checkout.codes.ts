/**
 * Code of a payment provider's own failure, reported by its script in the
 * browser (the card tokeniser, the card provider's confirmation, the
 * subscription provider's button), never by our server: spec 8 'A provider
 * error' wraps its message.
 */
export const PROVIDER_ERROR = 'checkout/provider-error';

/** Code of a checkout answer that has none of the parts spec 7 names (the browser's, never the server's). */
export const INVALID_CHECKOUT_ANSWER = 'checkout/invalid-answer';
