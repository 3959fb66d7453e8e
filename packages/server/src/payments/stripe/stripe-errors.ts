import { CARD_CODES } from '@estudio/core';
import type { GatewayRefusal } from '../gateway.js';
import { ProviderUnavailable } from '../provider-error.js';
import { CARD_TOKEN_INVALID } from '../sandbox/test-cards.js';

/** The parts of a Stripe error we read (the SDK's StripeError and its subclasses carry them). */
interface StripeErrorLike {
  readonly type?: unknown;
  readonly code?: unknown;
  readonly decline_code?: unknown;
  readonly message?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A card refusal as core's `checkoutErrorMessage` reads it: a decline carries
 * its reason after the code ('card_declined/insufficient_funds'); Stripe's
 * other card codes (expired_card, incorrect_cvc, incorrect_number,
 * authentication_required) stand alone.
 */
export const cardCodeOf = (code: string, declineCode: string): string =>
  code === CARD_CODES.declined && declineCode !== '' ? `${code}/${declineCode}` : code || CARD_CODES.declined;

/**
 * What a Stripe failure means here: the customer's card refused (402 with its
 * code), a token or source Stripe does not know (402 `card/invalid_token`, as
 * the sandbox answers a token it never made), or anything else, which is not
 * the customer's doing: thrown as `ProviderUnavailable`.
 */
export const refusalOf = (error: unknown): GatewayRefusal => {
  const failure = (error ?? {}) as StripeErrorLike;
  const type = text(failure.type);
  if (type === 'StripeCardError') return { status: 402, code: cardCodeOf(text(failure.code), text(failure.decline_code)) };
  if (type === 'StripeInvalidRequestError' && text(failure.code) === 'resource_missing') return { status: 402, code: CARD_TOKEN_INVALID };
  throw new ProviderUnavailable('stripe', text(failure.message) || 'request failed', { cause: error });
};

/** Runs a Stripe call; a refusal of the customer's card comes back as a value, anything else throws. */
export const orRefusal = async <T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; refusal: GatewayRefusal }> => {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
};

/** Runs a Stripe call that no customer input can make fail: any failure is the provider's. */
export const orUnavailable = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw error;
    const message = text((error as StripeErrorLike | null)?.message) || 'request failed';
    throw new ProviderUnavailable('stripe', message, { cause: error });
  }
};
