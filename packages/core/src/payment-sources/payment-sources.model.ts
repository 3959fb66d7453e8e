import type { DateInput } from '../format/format.rules.js';

/**
 * What the saved-card rules read of a card (spec 3 'Saved card'): both of
 * the spec's shapes satisfy it, the checkout's (GET /payment_sources,
 * card_type mastercard, visa or other) and the payment-method list's (GET
 * /metodosPago, amex, visa or mastercard, with its date).
 */
export interface SavedCardFacts {
  readonly payment_source_id: number;
  readonly card_type: string;
  readonly last_digits: string;
  readonly created_at?: DateInput | null;
}

/** A saved card as 'Mis Método de Pago' shows it. */
export interface SavedCardView {
  readonly id: number;
  /** 'Visa terminación 4242' (spec 3; messages.checkout.savedCard). */
  readonly label: string;
  /** 'Agregada el 05 mar 2026', or null without a readable date. */
  readonly addedOn: string | null;
}

/** What a card tokenised in the browser leaves: its one-time token, brand and last digits. */
export interface TokenisedCard {
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
}

/** The brands POST /metodosPago takes (spec 3, the payment-method list's shape). */
export type SavedCardBrand = 'amex' | 'visa' | 'mastercard';
