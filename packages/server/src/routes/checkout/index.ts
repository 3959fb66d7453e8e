import { attemptHandlers } from './attempt.js';
import { cardTokenHandlers } from './card-tokens.js';
import { paymentMethodHandlers } from './payment-methods.js';

/** The handlers of spec 7 'Purchases and payments' that buy: payment methods, the sandbox's card tokens, the attempt. */
export const checkoutHandlers = {
  ...paymentMethodHandlers,
  ...cardTokenHandlers,
  ...attemptHandlers,
};

export { chargeKeyOf } from './attempt.js';
export { onlineDays } from './grant.js';
