export { CARD_PROVIDER_UNAVAILABLE, createStripeCardProvider, type StripeCardOptions, type StripeLoader } from './stripe-card.js';
export { stripeFailure, type StripeErrorLike } from './stripe-errors.js';
