import { CHECKOUT_ERRORS, errorOf } from '../api/errors.js';
import { SavedCardBody, type PaymentSource, type SavedCard } from '../api/schemas/purchases.schemas.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { cardBrand } from '../checkout/card.rules.js';
import { parseStudioConfig } from '../config/config.parse.js';
import type { SavedCardsApi } from '../ports/commerce.ports.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import { answer, parsedInput, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import type { FakeSavedCard } from './fake-api.checkout-state.js';
import { savableCard } from './fake-api.sandbox.js';
import { clone } from './fake-api.store.js';

/** The refusals of the saved-card routes and of paying with a saved card, with the server's codes. */
export const savedCardErrors = {
  /** payment_sources_enabled is off: a 412 whose sentence says so (the web shows a 412's message). */
  disabled: (): AppError => errorOf(CHECKOUT_ERRORS.savedCardsDisabled),
  /** An attempt naming a card that is not hers. */
  notFound: (): AppError => errorOf(CHECKOUT_ERRORS.savedCardNotFound),
  /** Deleting a card that does not exist or is someone else's (ids reveal nothing). */
  missing: (): AppError => errorOf(CHECKOUT_ERRORS.savedCardMissing),
};

const enabled = (ctx: FakeApiContext): boolean => parseStudioConfig(ctx.state.config).commerce.paymentSourcesEnabled;

/** The wire shape of a stored card: its owner stays on the server. */
const listed = (card: FakeSavedCard): SavedCard => {
  const { customer_id: _owner, ...rest } = clone(card);
  return rest;
};

/** Spec 3: the checkout's shape names mastercard, visa or other (an amex is 'other' there). */
export const paymentSourceOf = (card: SavedCard): PaymentSource => ({
  payment_source_id: card.payment_source_id,
  source_id: card.source_id,
  card_type: card.card_type === 'amex' ? 'other' : card.card_type,
  last_digits: card.last_digits,
});

const oldestFirst = (a: SavedCard, b: SavedCard) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.payment_source_id - b.payment_source_id;

/** The caller's saved cards, oldest first, as the server lists them. */
export const savedCardsOf = (ctx: FakeApiContext, customer: Customer): SavedCard[] =>
  ctx.state.savedCards.filter((card) => card.customer_id === customer.customer_id).map(listed).sort(oldestFirst);

const nextId = (ctx: FakeApiContext): number => ctx.state.savedCards.reduce((max, card) => Math.max(max, card.payment_source_id), 0) + 1;

/**
 * Keeps a sandbox token as one of her cards, as the server's sandbox does:
 * the token is the reusable source (so `token_id` stays null), a card that
 * would decline is refused with its 402 and never kept, and the same source
 * kept again answers the card already kept. Brand and last digits are the
 * processor's, not the body's.
 */
export function keepCard(ctx: FakeApiContext, customer: Customer, token: string): Result<FakeSavedCard> {
  const digits = savableCard(ctx.state.cardTokens, token);
  if (!digits.ok) return digits;
  const kept = ctx.state.savedCards.find((card) => card.customer_id === customer.customer_id && card.source_id === token);
  if (kept) return ok(kept);
  const card: FakeSavedCard = {
    payment_source_id: nextId(ctx),
    customer_id: customer.customer_id,
    token_id: null,
    card_type: cardBrand(digits.value),
    last_digits: digits.value.slice(-4),
    source_id: token,
    created_at: new Date(ctx.clock.now()).toISOString(),
  };
  ctx.state.savedCards.push(card);
  return ok(card);
}

/** POST /metodosPago: payment_sources_enabled only; then the card is kept as `keepCard` says. */
function save(ctx: FakeApiContext, input: unknown): Result<SavedCard> {
  if (!enabled(ctx)) return err(savedCardErrors.disabled());
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  const parsed = parsedInput(SavedCardBody, input);
  if (!parsed.ok) return parsed;
  const card = keepCard(ctx, customer.value, parsed.value.token_id);
  return card.ok ? ok(listed(card.value)) : card;
}

/** DELETE /metodosPago/{id}: only one of her own cards, whatever the flag; anyone else's is 404, as if it did not exist. */
function remove(ctx: FakeApiContext, id: number): Result<void> {
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  const index = ctx.state.savedCards.findIndex((card) => card.payment_source_id === id && card.customer_id === customer.value.customer_id);
  if (index < 0) return err(savedCardErrors.missing());
  ctx.state.savedCards.splice(index, 1);
  return ok(undefined);
}

/**
 * The token a saved card charges (POST /checkout/attempt with
 * payment_method 'saved_card'): saved cards enabled and the card hers; its
 * token, else its source (what the sandbox kept), as the server reads it.
 */
export function savedCardToken(ctx: FakeApiContext, customer: Customer, id: number | null | undefined): Result<string> {
  if (!enabled(ctx)) return err(savedCardErrors.disabled());
  const card = ctx.state.savedCards.find((c) => c.payment_source_id === id && c.customer_id === customer.customer_id);
  return card ? ok(card.token_id ?? card.source_id) : err(savedCardErrors.notFound());
}

/** GET /payment_sources: her saved cards in the checkout's shape. */
export const paymentSources = (ctx: FakeApiContext): Result<PaymentSource[]> => {
  const customer = storedCustomer(ctx);
  return customer.ok ? ok(savedCardsOf(ctx, customer.value).map(paymentSourceOf)) : customer;
};

/** The customer's payment-method list (GET, POST, DELETE /metodosPago) over the fake's state. */
export const createFakeSavedCardsApi = (ctx: FakeApiContext): SavedCardsApi => ({
  list: () =>
    answer(ctx, 'savedCards.list', () => {
      const customer = storedCustomer(ctx);
      return customer.ok ? ok(savedCardsOf(ctx, customer.value)) : customer;
    }),
  save: (body) => answer(ctx, 'savedCards.save', () => save(ctx, body)),
  remove: (id) => answer(ctx, 'savedCards.remove', () => remove(ctx, id)),
});
