import { toAppError } from '../shared/failures.js';
import { appError, type AppError } from '../shared/result.js';
import type { PaymentChoice, SavedCardLike } from './checkout.model.js';
import { checkoutErrorMessage, checkoutFlowOf, discountErrorMessage } from './errors.rules.js';
import { availableChoices, defaultPaymentChoice, paymentMethodIdFor, type PaymentOptionsFacts } from './payment-choice.rules.js';
import type { AttemptInput, CheckoutContext, CheckoutMachineInput } from './checkout.types.js';
import type { CardTokenRequest } from './card.rules.js';

/** The choice a checkout opens with: spec 4's default when it is on offer, else the first on offer. */
export function initialChoice(options: PaymentOptionsFacts, choices: readonly PaymentChoice[]): PaymentChoice | null {
  const preferred = defaultPaymentChoice(options);
  return choices.includes(preferred) ? preferred : (choices[0] ?? null);
}

/** The first saved card, preselected when the buyer picks 'saved' without naming one. */
export const firstSavedCard = (cards: readonly SavedCardLike[]): number | null => cards[0]?.payment_source_id ?? null;

/** A checkout's first context; the idempotency key is made here, once per checkout. */
export function initialCheckoutContext(input: CheckoutMachineInput): CheckoutContext {
  const { newId, signedIn, options, ...rest } = input;
  const choices = availableChoices(options);
  return {
    input: rest, newId, signedIn, options, choices,
    choice: initialChoice(options, choices),
    savedCardId: null, cardEmpty: true, termsAccepted: false, authMode: 'signin',
    discount: null, discountError: null,
    idempotencyKey: newId(),
    outcome: null, purchaseId: null, sessionUrl: null, error: null,
  };
}

/** The context after SIGNED_IN: saved cards may now be offered. */
export function signedInContext(context: CheckoutContext, savedCards?: readonly SavedCardLike[]): Partial<CheckoutContext> {
  const options = savedCards ? { ...context.options, savedCards } : context.options;
  const choices = availableChoices(options);
  const choice = context.choice !== null && choices.includes(context.choice) ? context.choice : initialChoice(options, choices);
  return { signedIn: true, options, choices, choice };
}

/** The attempt's input from the context and the PAY event's card. */
export function attemptInput(context: CheckoutContext, card: CardTokenRequest | null): AttemptInput {
  const choice = context.choice ?? 'card';
  return {
    packageId: context.input.packageId,
    choice,
    paymentMethodId: paymentMethodIdFor(choice, context.options.methods),
    paymentSourceId: choice === 'saved' ? context.savedCardId : null,
    discountCode: context.discount?.code ?? null,
    idempotencyKey: context.idempotencyKey,
    card: choice === 'card' ? card : null,
  };
}

/** Spec 8: a failed payment as the catalogue says it, keeping the server's code and status. */
export function paymentError(context: CheckoutContext, thrown: unknown): AppError {
  const failure = toAppError(thrown);
  const message = checkoutErrorMessage(failure, {
    flow: checkoutFlowOf(context.choice ?? 'card'),
    discountApplied: context.discount !== null,
  });
  return appError(failure.code, message, failure.status);
}

/** Spec 8 'Discounts': a refused code as the catalogue says it. */
export const discountError = (thrown: unknown): string => discountErrorMessage(toAppError(thrown));

/**
 * A refusal the server answered (4xx) charged nothing, so the next attempt
 * may be a new one with a new key. A network failure or a 5xx leaves the
 * outcome unknown: the retry keeps the key, and the server answers it with
 * whatever the first attempt did.
 */
export function keyAfterFailure(context: CheckoutContext, error: AppError): string {
  const answered = error.status !== undefined && error.status >= 400 && error.status < 500;
  return answered ? context.newId() : context.idempotencyKey;
}
