export type { SavedCardBrand, SavedCardFacts, SavedCardView, TokenisedCard } from './payment-sources.model.js';
export { removeCardQuestion, savedCardBody, savedCardsEnabled, savedCardText, savedCardView } from './saved-cards.rules.js';
export { removeCardFailureMessage, removedCardNotice, saveCardFailureMessage, savedCardNotice } from './notices.rules.js';
