import {
  ok,
  type CardFieldState,
  type CardProviderPort,
  type ProviderCardField,
  type ProviderCardToken,
  type Result,
  type SavedCardBody,
} from '@estudio/core';
import type { DemoPorts } from '@estudio/core/testing';
import type { PaymentProviders } from '../../../app/services.js';

/** An Amex as Stripe would tokenise it: a payment method id, its brand and last digits. */
export const STRIPE_AMEX: ProviderCardToken = { token: 'pm_amex_1', brand: 'amex', last4: '0005' };

/** What the stand-in saw: the field's change listener, each tokenise and each mount. */
export interface CardProviderSeen {
  change: ((state: CardFieldState) => void) | null;
  tokenised: number;
  mounts: number;
}

/**
 * Stripe's part, played by the test: a field the customer 'types' into
 * (`seen.change`) and Stripe's answer when the page tokenises the card.
 */
export const cardProviderStandIn = (answer: Result<ProviderCardToken> = ok(STRIPE_AMEX)) => {
  const seen: CardProviderSeen = { change: null, tokenised: 0, mounts: 0 };
  const field: ProviderCardField = {
    confirm: () => Promise.reject(new Error('Saving a card confirms no payment')),
    tokenize: () => {
      seen.tokenised += 1;
      return Promise.resolve(answer);
    },
    unmount: () => undefined,
  };
  const card: CardProviderPort = {
    name: 'stripe',
    mountCard: (_target, change) => {
      seen.change = change;
      seen.mounts += 1;
      return Promise.resolve(ok(field));
    },
  };
  const providers: PaymentProviders = { card, subscription: null };
  return { providers, seen };
};

/**
 * The server's side of Stripe, as the fake plays it: it knows the provider's
 * token (the fake's saves read a card's digits from its tokens), and the
 * test keeps every POST /metodosPago body.
 */
export const serverKnowsStripeToken = (bodies: SavedCardBody[], digits = '378282246310005') => ({ api }: DemoPorts) => {
  api.state.cardTokens[STRIPE_AMEX.token] = digits;
  const save = api.savedCards.save.bind(api.savedCards);
  Object.assign(api.savedCards, {
    save: (body: SavedCardBody) => {
      bodies.push(body);
      return save(body);
    },
  });
};

/** A server that takes no card (no Stripe, sandbox off): its GET /payment_methods names no card method. */
export const withoutCardMethod = ({ api }: DemoPorts) => {
  api.state.paymentMethods = api.state.paymentMethods.filter((method) => method.kind !== 'card');
};
