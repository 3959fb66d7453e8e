import type { PaymentSource, SavedCard } from '@estudio/core';
import type { paymentSources } from '../../db/schema/index.js';

/** A saved card as stored: the processor's source id and the last digits, never the number nor the one-time token. */
export type PaymentSourceRow = typeof paymentSources.$inferSelect;

const SAVED_BRANDS: readonly string[] = ['amex', 'visa', 'mastercard'] satisfies SavedCard['card_type'][];

/** True for a row whose brand the payment-method list can name (saving stores only these). */
export const hasSavedBrand = (row: PaymentSourceRow): row is PaymentSourceRow & { card_type: SavedCard['card_type'] } =>
  SAVED_BRANDS.includes(row.card_type);

/** Spec 3 'Saved card', the payment-method list's shape (GET /metodosPago). */
export const savedCardView = (row: PaymentSourceRow & { card_type: SavedCard['card_type'] }): SavedCard => ({
  payment_source_id: row.payment_source_id,
  customer_id: row.customer_id,
  token_id: row.token_id,
  card_type: row.card_type,
  last_digits: row.last_digits,
  source_id: row.source_id,
  created_at: row.created_at.toISOString(),
});

/** Spec 3 'Saved card', the checkout's shape (GET /payment_sources): mastercard, visa, or 'other' for any other brand. */
export const paymentSourceView = (row: PaymentSourceRow): PaymentSource => ({
  payment_source_id: row.payment_source_id,
  customer_id: row.customer_id,
  source_id: row.source_id,
  card_type: row.card_type === 'visa' || row.card_type === 'mastercard' ? row.card_type : 'other',
  last_digits: row.last_digits,
});
