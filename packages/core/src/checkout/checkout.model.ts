import type { AppError } from '../shared/result.js';

/** The fields of a package the discount maths read (spec 3 'Class package'). */
export interface DiscountBaseFacts {
  readonly price: number;
  readonly sale_price: number | null;
  readonly allow_discount_over_sale_price: boolean;
}

/** A discount as the maths read it (spec 3 'Discount'): `amount` is a percent or MXN. */
export interface DiscountLike {
  readonly amount: number;
  readonly is_percent: boolean;
}

/** A discount that was validated for the package, as checkout keeps it. */
export interface AppliedDiscount extends DiscountLike {
  readonly code: string;
}

/** The four ways to pay (spec 4 'Checkout payment choice'). */
export type PaymentChoice = 'cash' | 'card' | 'provider' | 'saved';

/**
 * A studio-defined payment method (spec 3 'Payment method'): its kind
 * (cash, card, subscription_provider) when the API gives one, else found
 * by its name ('Efectivo', a name containing 'tarjeta').
 */
export interface PaymentMethodLike {
  readonly payment_method_id: number;
  readonly name: string;
  readonly kind?: string | undefined;
}

/** A saved card (spec 3 'Saved card'). */
export interface SavedCardLike {
  readonly payment_source_id: number;
  readonly card_type: string;
  readonly last_digits: string;
}

/** A card brand, inferred from the first digit (spec 5 'Card form'). */
export type CardBrand = 'amex' | 'visa' | 'mastercard';

/**
 * A failed checkout call as the catalogue reads it: the HTTP status when the
 * server answered, its code and message. A card decline's reason travels in
 * `decline_code`, or after the code as 'card_declined/insufficient_funds'
 * (an AppError has one code, so the HTTP adapter's errors use that form).
 */
export interface CheckoutFailure {
  readonly status?: number;
  readonly code?: string | null;
  readonly decline_code?: string | null;
  readonly message?: string | null;
}

/** Which part of spec 8 a failure belongs to: the member flow's attempt, or the card form's tokenising. */
export type CheckoutFlow = 'member' | 'card';

/** What the sign-up fee rule needs to know (spec 4 'Signup fee'). */
export interface SignupFeeFacts {
  /** The signup_fee setting: a package id, or null when there is none. */
  readonly signupFeePackageId: number | null;
  /**
   * The customer's purchases; null while signed out, when nobody knows what
   * was bought yet (the rule is read again after sign-in).
   */
  readonly purchases: readonly { readonly class_package_id: number; readonly status?: string | null }[] | null;
  /** The package being viewed. */
  readonly viewed: { readonly class_package_id: number; readonly is_trial: boolean; readonly class_amount: number; readonly limit_per_customer: number | null };
}

/** The 'Completar Inscripción' modal (spec 4 'Signup fee'). */
export interface SignupFeeNotice {
  readonly title: string;
  readonly text: string;
  readonly packageId: number;
  /** '/checkout/{signup_fee package}'. */
  readonly path: string;
}

/** What a successful checkout call answered, normalised (spec 7 'Purchases and payments'). */
export type CheckoutOutcome =
  | { readonly kind: 'paid'; readonly purchaseId: number }
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'confirm'; readonly clientSecret: string; readonly purchaseId: number | null }
  | { readonly kind: 'invalid'; readonly error: AppError };
