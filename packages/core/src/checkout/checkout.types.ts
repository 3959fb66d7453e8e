import type { CardCheckoutMode } from '../config/config.model.js';
import type { AppError, Result } from '../shared/result.js';
import type { CheckoutAnswer } from './answer.rules.js';
import type { CardTokenRequest } from './card.rules.js';
import type { AppliedDiscount, CheckoutOutcome, DiscountBaseFacts, PaymentChoice, SavedCardLike } from './checkout.model.js';
import type { PaymentOptionsFacts } from './payment-choice.rules.js';

/** How the buyer identifies on a signed-out checkout (spec 4: the sign-in and sign-up toggle). */
export type CheckoutAuthMode = 'signin' | 'signup';

/** What a checkout starts with, gathered by the view from the package, the settings and the session. */
export interface CheckoutMachineInput {
  readonly packageId: number;
  /** The package's price facts, for the total. */
  readonly price: DiscountBaseFacts;
  readonly signedIn: boolean;
  readonly options: PaymentOptionsFacts;
  /** discounts_enabled. */
  readonly discountsEnabled: boolean;
  /** Required legal pages exist: 'Pagar Ahora' waits for the terms checkbox (spec 5 'Checkout'). */
  readonly termsRequired: boolean;
  /** checkout_disabled: no purchase is possible. */
  readonly checkoutDisabled: boolean;
  /** The card provider's checkout mode: 'session' pays on a provider-hosted page. */
  readonly cardMode: CardCheckoutMode;
  /** checkout_redirect_url, where a finished purchase goes when set. */
  readonly redirectUrl: string | null;
  /**
   * Makes the idempotency key of an attempt (the browser's crypto.randomUUID
   * at the composition root: core reads no randomness itself).
   */
  readonly newId: () => string;
}

/** What POST /checkout/attempt is called with (spec 7), plus the card the sandbox tokenises. */
export interface AttemptInput {
  readonly packageId: number;
  readonly choice: PaymentChoice;
  /** The studio method found by name ('Efectivo', '…tarjeta…'); null when there is none. */
  readonly paymentMethodId: number | null;
  /** A saved card's payment_source_id when paying with one. */
  readonly paymentSourceId: number | null;
  readonly discountCode: string | null;
  /** The same for every retry of this checkout, so nothing is bought or charged twice. */
  readonly idempotencyKey: string;
  /** The card typed in the sandbox form, to tokenise in the browser; null otherwise. */
  readonly card: CardTokenRequest | null;
}

/** What the subscription provider's approval is captured with (POST /checkout/capture). */
export interface CaptureInput {
  readonly packageId: number;
  /** The provider's approval data, passed through as the provider gave it. */
  readonly approval: unknown;
  readonly discountCode: string | null;
  readonly idempotencyKey: string;
}

/** The effects of a checkout, provided by the composition root over the payment ports. */
export interface CheckoutActors {
  /** GET /discounts/code/{code}?class_package_id=. */
  readonly validateDiscount: (input: { readonly code: string; readonly packageId: number }) => Promise<Result<AppliedDiscount>>;
  readonly attempt: (input: AttemptInput) => Promise<Result<CheckoutAnswer>>;
  /** Confirms a card payment in the browser with the provider's client script and the clientSecret. */
  readonly confirmCard: (input: { readonly clientSecret: string; readonly purchaseId: number | null }) => Promise<Result<CheckoutAnswer>>;
  readonly capture: (input: CaptureInput) => Promise<Result<CheckoutAnswer>>;
}

/** What a checkout remembers. */
export interface CheckoutContext {
  readonly input: Omit<CheckoutMachineInput, 'newId' | 'signedIn' | 'options'>;
  readonly newId: () => string;
  readonly signedIn: boolean;
  readonly options: PaymentOptionsFacts;
  readonly choices: readonly PaymentChoice[];
  readonly choice: PaymentChoice | null;
  readonly savedCardId: number | null;
  /** Spec 4: the card pay button is disabled while the card field is empty. */
  readonly cardEmpty: boolean;
  readonly termsAccepted: boolean;
  readonly authMode: CheckoutAuthMode;
  readonly discount: AppliedDiscount | null;
  readonly discountError: string | null;
  readonly idempotencyKey: string;
  readonly outcome: CheckoutOutcome | null;
  readonly purchaseId: number | null;
  /** The provider-hosted page of 'session' mode. */
  readonly sessionUrl: string | null;
  readonly error: AppError | null;
}

/** Events of a checkout. */
export type CheckoutEvent =
  | { readonly type: 'CHOOSE'; readonly choice: PaymentChoice; readonly savedCardId?: number }
  | { readonly type: 'CARD_INPUT'; readonly empty: boolean }
  | { readonly type: 'TERMS'; readonly accepted: boolean }
  | { readonly type: 'AUTH_MODE'; readonly mode: CheckoutAuthMode }
  | { readonly type: 'SIGNED_IN'; readonly savedCards?: readonly SavedCardLike[] }
  | { readonly type: 'APPLY_DISCOUNT'; readonly code: string }
  | { readonly type: 'CLEAR_DISCOUNT' }
  | { readonly type: 'PAY'; readonly card?: CardTokenRequest }
  | { readonly type: 'PROVIDER_APPROVED'; readonly approval: unknown }
  | { readonly type: 'PROVIDER_FAILED'; readonly message: string }
  | { readonly type: 'DISMISS' };
