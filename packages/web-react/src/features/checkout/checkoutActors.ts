import {
  appError,
  err,
  messages,
  ok,
  type ApiPort,
  type CheckoutActors,
  type ClassPackage,
} from '@estudio/core';
import { appliedDiscount, attemptBody, isFreePackage } from './checkout.rules.js';

/** Code of a step this build does not take (a provider's confirmation or capture). */
export const UNSUPPORTED = 'checkout/unsupported';

/**
 * The effects of a checkout over the ports (core's `CheckoutActors`). A card
 * typed in the form is tokenised by the sandbox processor first (spec 5: the
 * browser tokenises, the server charges the token); its refusals answer as
 * they come, so the machine words them with spec 8. This build pays in
 * place: a card provider's clientSecret (its Element) and the subscription
 * provider's button are not part of it, so confirming or capturing fails
 * with spec 8's default text instead of hanging.
 */
export const checkoutActors = (api: ApiPort, pkg: ClassPackage): CheckoutActors => {
  const free = isFreePackage(pkg);
  const unsupported = () => Promise.resolve(err(appError(UNSUPPORTED, messages.checkout.default)));
  return {
    validateDiscount: async ({ code, packageId }) => {
      const found = await api.discounts.byCode(code, packageId);
      return found.ok ? ok(appliedDiscount(found.value)) : found;
    },
    attempt: async (input) => {
      let token: string | null = null;
      if (!free && input.choice === 'card' && input.card) {
        const { number, exp_month, exp_year, cvc } = input.card;
        const made = await api.checkout.cardToken({ number, exp_month: Number(exp_month), exp_year: Number(exp_year), cvc });
        if (!made.ok) return made;
        token = made.value.token;
      }
      return api.checkout.attempt(attemptBody(input, free, token));
    },
    confirmCard: unsupported,
    capture: unsupported,
  };
};
