import { CHECKOUT_ERRORS } from '@estudio/core';
import type { PaymentGateway } from './gateway.js';

/** The name of the gateway a server without any card processor has. */
export const NO_CARD_GATEWAY_NAME = 'none';

/** The code of every card call on a server that takes no cards (no Stripe key, no sandbox). */
export const CARD_UNAVAILABLE = CHECKOUT_ERRORS.cardUnavailable.code;

/**
 * The card processor of a server that has none (no STRIPE_SECRET_KEY and
 * not in local mode): every charge and every card to keep is refused, so
 * no card is ever taken as paid. The checkout refuses 'card' before it
 * gets here (`takesCards`); this is the floor under it.
 */
export const noCardGateway = (): PaymentGateway => ({
  name: NO_CARD_GATEWAY_NAME,
  charge: () => Promise.resolve({ status: 'refused', refusal: { status: 402, code: CARD_UNAVAILABLE } }),
  saveCard: () => Promise.resolve({ ok: false, refusal: { status: 402, code: CARD_UNAVAILABLE } }),
  forgetCard: () => Promise.resolve(),
});

/** Whether the server can take a card at all: a real processor, or the sandbox in local mode. */
export const takesCards = (gateway: Pick<PaymentGateway, 'name'>): boolean => gateway.name !== NO_CARD_GATEWAY_NAME;
