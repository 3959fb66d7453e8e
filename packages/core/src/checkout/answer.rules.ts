import { INVALID_CHECKOUT_ANSWER } from '../api/errors/checkout.codes.js';
import { appError, type AppError } from '../shared/result.js';
import { messages } from '../messages/index.js';
import type { CheckoutOutcome } from './checkout.model.js';

export { INVALID_CHECKOUT_ANSWER } from '../api/errors/checkout.codes.js';

/**
 * A successful checkout call's body as spec 7 names its parts: POST
 * /checkout/attempt reads clientSecret, purchase_id or session.url; POST
 * /checkout reads payment_id; POST /checkout/capture reads purchase_id.
 */
export interface CheckoutAnswer {
  readonly purchase_id?: number | null;
  readonly payment_id?: number | null;
  readonly clientSecret?: string | null;
  readonly session?: { readonly url?: string | null } | null;
}

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

const idOf = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

const invalid = (): AppError => appError(INVALID_CHECKOUT_ANSWER, messages.checkout.default);

/**
 * What to do after a checkout call answered (spec 4 'Checkout payment
 * choice'): go to the provider-hosted page of 'session' mode; confirm a card
 * payment in the browser with its clientSecret; or show the purchase (its
 * purchase_id, else payment_id). A session URL that is not http(s) is
 * refused, so an answer can never send the browser to a script link.
 */
export function readCheckoutAnswer(answer: CheckoutAnswer | null | undefined): CheckoutOutcome {
  const url = answer?.session?.url?.trim() ?? '';
  if (url !== '') return HTTP_URL.test(url) ? { kind: 'redirect', url } : { kind: 'invalid', error: invalid() };
  const purchaseId = idOf(answer?.purchase_id) ?? idOf(answer?.payment_id);
  const secret = answer?.clientSecret?.trim() ?? '';
  if (secret !== '') return { kind: 'confirm', clientSecret: secret, purchaseId };
  return purchaseId === null ? { kind: 'invalid', error: invalid() } : { kind: 'paid', purchaseId };
}

/** '/gracias/{purchase_id}' (spec 2). */
export const thanksPath = (purchaseId: number): string => `/gracias/${purchaseId}`;

/** Where a finished purchase goes: an internal path or an external page. */
export type CheckoutDestination =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string };

/**
 * Issue 4 'checkout_redirect_url': a finished purchase goes there when it is
 * set (a path of this site or an http(s) page), else to /gracias/{id}.
 */
export function afterPurchaseDestination(purchaseId: number, redirectUrl: string | null | undefined): CheckoutDestination {
  const url = redirectUrl?.trim() ?? '';
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'internal', path: url };
  if (HTTP_URL.test(url)) return { kind: 'external', url };
  return { kind: 'internal', path: thanksPath(purchaseId) };
}
