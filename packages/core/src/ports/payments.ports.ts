import type { Result } from '../shared/result.js';
import type { CardBrand } from '../checkout/checkout.model.js';

/**
 * The payment providers' browser scripts, as ports (spec 7: 'A card payment
 * is confirmed in the browser through the card provider's client script
 * using the clientSecret. A subscription payment provider script is loaded at
 * checkout.'). The sandbox processor needs neither: its card form is ours.
 * Adapters: `@estudio/adapters/stripe` (Stripe.js and its card Element) and
 * `@estudio/adapters/paypal` (the PayPal JS SDK's buttons). A mount target is
 * `unknown` here because core knows no DOM; the web passes an element.
 */

/** What a provider's card field reports as the customer types (spec 4: 'Pagar Ahora' waits while it is empty). */
export interface CardFieldState {
  readonly empty: boolean;
  readonly complete: boolean;
}

/** A card typed in the provider's field, tokenised for saving (spec 3 'Saved card'). */
export interface ProviderCardToken {
  readonly token: string;
  readonly brand: CardBrand;
  readonly last4: string;
}

/** The provider's answer to a confirmation: paid, or still settling (the server hears it by webhook). */
export interface CardConfirmation {
  readonly status: 'succeeded' | 'processing';
  readonly paymentId: string;
}

/** A card field the provider's script mounted in the page. */
export interface ProviderCardField {
  /** Confirms the payment the server opened (its clientSecret) with the card typed in this field. */
  confirm(clientSecret: string): Promise<Result<CardConfirmation>>;
  /** Tokenises the typed card, to save it (POST /metodosPago). */
  tokenize(): Promise<Result<ProviderCardToken>>;
  /** Removes the field from the page. */
  unmount(): void;
}

/** The card provider's script (Stripe.js). */
export interface CardProviderPort {
  /** A short name for docs and logs ('stripe'). */
  readonly name: string;
  /** Loads the script once and mounts its card field in `target`; `onChange` hears every keystroke's state. */
  mountCard(target: unknown, onChange: (state: CardFieldState) => void): Promise<Result<ProviderCardField>>;
}

/** What the provider's window approved: an order to capture, or a subscription. */
export interface ProviderApproval {
  readonly orderID: string | null;
  readonly subscriptionID: string | null;
}

/** What starting a provider payment gives: our attempt's order or plan (POST /checkout/attempt). */
export interface ProviderStart {
  readonly orderID: string | null;
  readonly plan_id: string | null;
  /** The pending purchase the attempt opened: a subscription carries it to PayPal as its custom_id. */
  readonly purchase_id: number | null;
}

/** What the provider's buttons call back. */
export interface ProviderButtonsHandlers {
  /** Opens the payment on our server (the checkout attempt with payment_method 'provider'). */
  start(): Promise<Result<ProviderStart>>;
  /** The buyer approved in the provider's window: capture it (POST /checkout/capture). */
  approved(approval: ProviderApproval): void;
  /** The provider's script failed; `message` is the provider's own (spec 8 words it). */
  failed(message: string): void;
  /** The buyer closed the provider's window. */
  cancelled(): void;
}

/** Buttons the provider renders. */
export interface ProviderButtons {
  /** Removes the buttons from the page. */
  close(): void;
}

/** The subscription payment provider's script (PayPal). */
export interface SubscriptionProviderPort {
  readonly name: string;
  /** Loads the script once and renders its buttons in `target`; `kind` picks a one-off order or a subscription. */
  renderButtons(
    target: unknown,
    kind: 'order' | 'subscription',
    handlers: ProviderButtonsHandlers,
  ): Promise<Result<ProviderButtons>>;
}
