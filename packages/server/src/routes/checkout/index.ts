import { attemptHandlers } from './attempt.js';
import { captureHandlers } from './capture.js';
import { cardTokenHandlers } from './card-tokens.js';
import { paymentMethodHandlers } from './payment-methods.js';

/** The handlers of spec 7 'Purchases and payments' that buy: payment methods, the sandbox's card tokens, the attempt, the provider's capture. */
export const checkoutHandlers = {
  ...paymentMethodHandlers,
  ...cardTokenHandlers,
  ...attemptHandlers,
  ...captureHandlers,
};

export { mountStripeWebhook, STRIPE_WEBHOOK_PATH } from './stripe-webhook.js';
export { mountPayPalWebhook, PAYPAL_WEBHOOK_PATH } from './paypal-webhook.js';

export { chargeKeyOf } from './charge-key.js';
export { onlineDays } from './grant.js';
