import type { SavedCardBody } from '../api/schemas/purchases.schemas.js';
import type { StudioConfig } from '../config/config.model.js';
import { formatDate } from '../format/format.rules.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import { fill, messages } from '../messages/index.js';
import type { SavedCardBrand, SavedCardFacts, SavedCardView, TokenisedCard } from './payment-sources.model.js';

const BRANDS: readonly SavedCardBrand[] = ['amex', 'visa', 'mastercard'];

const isBrand = (value: string): value is SavedCardBrand => (BRANDS as readonly string[]).includes(value);

/**
 * Spec 3 'Saved card' as a customer reads it: '{brand} terminación
 * {digits}' ('Visa terminación 4242'). A brand the processor does not name
 * (the checkout shape's 'other') reads 'Tarjeta terminación 4242' rather
 * than the code.
 */
export function savedCardText(card: Pick<SavedCardFacts, 'card_type' | 'last_digits'>): string {
  const type = card.card_type.trim().toLowerCase();
  const brand = isBrand(type) ? messages.checkout.cardBrands[type] : messages.myPaymentMethods.otherBrand;
  return fill(messages.checkout.savedCard, { brand, digits: card.last_digits });
}

/** A saved card as the list shows it: its label and the day it was added in the studio's zone. */
export function savedCardView(card: SavedCardFacts, zone: string = DEFAULT_TIME_ZONE): SavedCardView {
  const date = formatDate(card.created_at ?? null, zone);
  return {
    id: card.payment_source_id,
    label: savedCardText(card),
    addedOn: date === '' ? null : fill(messages.myPaymentMethods.addedOn, { date }),
  };
}

/**
 * POST /metodosPago's body from a card tokenised in the browser (spec 7:
 * {token_id, card_type, last_digits, saveCard}). The brand is the
 * processor's; one it does not name is read by spec 5's first-digit rule's
 * fallback, mastercard.
 */
export function savedCardBody(card: TokenisedCard): SavedCardBody {
  const brand = card.brand.trim().toLowerCase();
  return {
    token_id: card.token,
    card_type: isBrand(brand) ? brand : 'mastercard',
    last_digits: card.last4,
    saveCard: true,
  };
}

/**
 * Whether saved cards exist for a studio (payment_sources_enabled, spec 3
 * 'Commerce flags'): the checkout offers them and /mystudio/metodos is
 * linked only then.
 */
export const savedCardsEnabled = (config: Pick<StudioConfig, 'commerce'>): boolean => config.commerce.paymentSourcesEnabled;

/** The question of spec 2's 'delete payment method' modal, naming the card as the list does. */
export const removeCardQuestion = (card: Pick<SavedCardView, 'label'>): string =>
  fill(messages.myPaymentMethods.removeQuestion, { card: card.label });
