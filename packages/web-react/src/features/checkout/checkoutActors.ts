import {
  appError,
  err,
  messages,
  ok,
  type ApiPort,
  type CheckoutActors,
  type ClassPackage,
  type ProviderCardField,
} from '@estudio/core';
import { appliedDiscount, attemptBody, isFreePackage } from './checkout.rules.js';
import { approvalOf } from './providers/approval.js';

/** Code of a confirmation asked for while no provider card field is on the page. */
export const NO_CARD_FIELD = 'checkout/no-card-field';

/** Code of a provider approval that names no purchase, order or subscription. */
export const INVALID_APPROVAL = 'checkout/invalid-approval';

/** Where the actors find the card provider's field: the one the page mounted, or none (the sandbox form). */
export type CardFieldSource = () => ProviderCardField | null;

/**
 * The effects of a checkout over the ports (core's `CheckoutActors`).
 * - A card typed in the sandbox form is tokenised by the sandbox processor
 *   first (spec 5: the browser tokenises, the server charges the token); its
 *   refusals answer as they come, so the machine words them with spec 8.
 * - With a card provider's field on the page (Stripe), nothing is tokenised
 *   here: the server opens a PaymentIntent and answers its clientSecret,
 *   which `confirmCard` confirms with the field (spec 7); the purchase is
 *   the one the attempt opened.
 * - The subscription provider's approval (PayPal) is captured with the
 *   pending purchase its button opened (POST /checkout/capture).
 */
export const checkoutActors = (api: ApiPort, pkg: ClassPackage, cardField: CardFieldSource = () => null): CheckoutActors => {
  const free = isFreePackage(pkg);
  return {
    validateDiscount: async ({ code, packageId }) => {
      const found = await api.discounts.byCode(code, packageId);
      return found.ok ? ok(appliedDiscount(found.value)) : found;
    },
    attempt: async (input) => {
      let token: string | null = null;
      if (!free && input.choice === 'card' && input.card && !cardField()) {
        const { number, exp_month, exp_year, cvc } = input.card;
        const made = await api.checkout.cardToken({ number, exp_month: Number(exp_month), exp_year: Number(exp_year), cvc });
        if (!made.ok) return made;
        token = made.value.token;
      }
      return api.checkout.attempt(attemptBody(input, free, token));
    },
    confirmCard: async ({ clientSecret, purchaseId }) => {
      const field = cardField();
      if (!field) return err(appError(NO_CARD_FIELD, messages.checkout.default));
      const confirmed = await field.confirm(clientSecret);
      return confirmed.ok ? ok({ purchase_id: purchaseId }) : confirmed;
    },
    capture: async ({ approval }) => {
      const body = approvalOf(approval);
      if (!body) return err(appError(INVALID_APPROVAL, messages.checkout.default));
      return api.checkout.capture(body);
    },
  };
};
