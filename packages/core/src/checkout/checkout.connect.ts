import { messages } from '../messages/index.js';
import type { AppError } from '../shared/result.js';
import { afterPurchaseDestination, type CheckoutDestination } from './answer.rules.js';
import type { CardTokenRequest } from './card.rules.js';
import type { AppliedDiscount, PaymentChoice } from './checkout.model.js';
import { checkoutTotal, formatCheckoutAmount } from './discount.rules.js';
import type { CheckoutSnapshot } from './checkout.machine.js';
import type { CheckoutAuthMode, CheckoutEvent } from './checkout.types.js';

/** Where a checkout stands, for a view. */
export type CheckoutStatus = 'unavailable' | 'ready' | 'validatingDiscount' | 'failed' | 'paying' | 'paid' | 'redirecting';

/** A plain API over the checkout machine for any view (zag.js style). */
export interface CheckoutView {
  readonly status: CheckoutStatus;
  /** checkout_disabled: a notice instead of any way to pay. */
  readonly unavailable: boolean;
  readonly choices: readonly PaymentChoice[];
  readonly choice: PaymentChoice | null;
  readonly savedCardId: number | null;
  /** Spec 4: the sign-in and sign-up toggle shows only when not signed in. */
  readonly showAuthToggle: boolean;
  readonly authMode: CheckoutAuthMode;
  /** Spec 5: the discount form shows only to signed-in users when discounts are enabled. */
  readonly showDiscountForm: boolean;
  readonly discount: AppliedDiscount | null;
  readonly discountError: string | null;
  readonly discountBusy: boolean;
  readonly total: number;
  /** '$1,200.00'. */
  readonly totalText: string;
  readonly termsRequired: boolean;
  readonly termsAccepted: boolean;
  /** 'Pagar Ahora'. */
  readonly payLabel: string;
  /** The pay button is disabled: terms unticked, card field empty, signed out, or busy. */
  readonly payDisabled: boolean;
  /** The spinner of processing (spec 4). */
  readonly busy: boolean;
  readonly error: AppError | null;
  /** After a purchase: /gracias/{id}, or checkout_redirect_url when set. */
  readonly destination: CheckoutDestination | null;
  /** 'session' mode: the provider-hosted page to send the browser to. */
  readonly sessionUrl: string | null;
  /**
   * The key of the current attempt: the subscription provider's button opens
   * its payment outside the machine (PayPal asks for the order when clicked),
   * and must use the same key so a second click buys nothing twice.
   */
  readonly idempotencyKey: string;
  readonly choose: (choice: PaymentChoice, savedCardId?: number) => void;
  readonly setCardEmpty: (empty: boolean) => void;
  readonly setTermsAccepted: (accepted: boolean) => void;
  readonly setAuthMode: (mode: CheckoutAuthMode) => void;
  readonly applyDiscount: (code: string) => void;
  readonly clearDiscount: () => void;
  readonly pay: (card?: CardTokenRequest) => void;
  readonly providerApproved: (approval: unknown) => void;
  readonly providerFailed: (message: string) => void;
  readonly dismiss: () => void;
}

/** What `connectCheckout` reads of a snapshot. */
export type CheckoutSnapshotLike = Pick<CheckoutSnapshot, 'value' | 'context' | 'hasTag' | 'can'>;

function statusOf(snapshot: CheckoutSnapshotLike): CheckoutStatus {
  const value = snapshot.value;
  if (typeof value === 'object') return value.open ?? 'ready';
  if (value === 'unavailable' || value === 'paid' || value === 'redirecting') return value;
  return value === 'starting' ? 'ready' : 'paying';
}

/** Turns a checkout snapshot into derived flags and callbacks. */
export function connectCheckout(snapshot: CheckoutSnapshotLike, send: (event: CheckoutEvent) => void): CheckoutView {
  const { context } = snapshot;
  const total = checkoutTotal(context.input.price, context.discount);
  const busy = snapshot.hasTag('busy');
  const payable = snapshot.can({ type: 'PAY' });
  return {
    status: statusOf(snapshot),
    unavailable: snapshot.value === 'unavailable',
    choices: context.choices,
    choice: context.choice,
    savedCardId: context.savedCardId,
    showAuthToggle: !context.signedIn,
    authMode: context.authMode,
    showDiscountForm: context.signedIn && context.input.discountsEnabled,
    discount: context.discount,
    discountError: context.discountError,
    discountBusy: snapshot.hasTag('discountBusy'),
    total,
    totalText: formatCheckoutAmount(total),
    termsRequired: context.input.termsRequired,
    termsAccepted: context.termsAccepted,
    payLabel: messages.checkout.payNow,
    payDisabled: busy || !payable,
    busy,
    error: context.error,
    destination: context.purchaseId === null ? null : afterPurchaseDestination(context.purchaseId, context.input.redirectUrl),
    sessionUrl: context.sessionUrl,
    idempotencyKey: context.idempotencyKey,
    choose: (choice, savedCardId) => send(savedCardId === undefined ? { type: 'CHOOSE', choice } : { type: 'CHOOSE', choice, savedCardId }),
    setCardEmpty: (empty) => send({ type: 'CARD_INPUT', empty }),
    setTermsAccepted: (accepted) => send({ type: 'TERMS', accepted }),
    setAuthMode: (mode) => send({ type: 'AUTH_MODE', mode }),
    applyDiscount: (code) => send({ type: 'APPLY_DISCOUNT', code }),
    clearDiscount: () => send({ type: 'CLEAR_DISCOUNT' }),
    pay: (card) => send(card ? { type: 'PAY', card } : { type: 'PAY' }),
    providerApproved: (approval) => send({ type: 'PROVIDER_APPROVED', approval }),
    providerFailed: (message) => send({ type: 'PROVIDER_FAILED', message }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}
