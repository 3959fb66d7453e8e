import { SavedCardBody, type PaymentSource, type SavedCard } from '../api/schemas/purchases.schemas.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { cardBrand } from '../checkout/card.rules.js';
import { parseStudioConfig } from '../config/config.parse.js';
import { messages } from '../messages/index.js';
import type { SavedCardsApi } from '../ports/commerce.ports.js';
import { appError, err, ok, type AppError, type Result } from '../shared/result.js';
import { answer, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import type { FakeSavedCard } from './fake-api.checkout-state.js';
import { chargeRefusal } from './fake-api.sandbox.js';
import { apiErrors, clone } from './fake-api.store.js';

/** The refusals of the saved-card routes and of paying with a saved card, with the server's codes. */
export const savedCardErrors = {
  /** payment_sources_enabled is off: a 412 whose sentence says so (the web shows a 412's message). */
  disabled: (): AppError => appError('checkout/saved-cards-disabled', messages.checkoutApi.savedCardsDisabled, 412),
  /** An attempt naming a card that is not hers. */
  notFound: (): AppError => appError('checkout/saved-card-not-found', messages.checkoutApi.savedCardNotFound, 400),
  /** A token the sandbox never made. */
  tokenInvalid: (): AppError => appError('sandbox/card-token-invalid', messages.checkoutApi.cardTokenInvalid, 400),
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

const newestFirst = (a: SavedCard, b: SavedCard) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.payment_source_id - a.payment_source_id;

/** The caller's saved cards, newest first. */
export const savedCardsOf = (ctx: FakeApiContext, customer: Customer): SavedCard[] =>
  ctx.state.savedCards.filter((card) => card.customer_id === customer.customer_id).map(listed).sort(newestFirst);

const nextId = (ctx: FakeApiContext): number => ctx.state.savedCards.reduce((max, card) => Math.max(max, card.payment_source_id), 0) + 1;

/**
 * POST /metodosPago, as the server runs it with the sandbox: the token must
 * be one the sandbox made, and a card that would decline is refused with
 * its 402 and never saved (a card network checks a card before keeping
 * it). Brand and last digits are the processor's, not the body's.
 */
function save(ctx: FakeApiContext, input: unknown): Result<SavedCard> {
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  if (!enabled(ctx)) return err(savedCardErrors.disabled());
  const parsed = SavedCardBody.safeParse(input);
  if (!parsed.success) return err(apiErrors.invalidBody(parsed.error));
  const digits = ctx.state.cardTokens[parsed.data.token_id];
  if (digits === undefined) return err(savedCardErrors.tokenInvalid());
  const refusal = chargeRefusal(digits);
  if (refusal) return err(refusal);
  const id = nextId(ctx);
  const card: FakeSavedCard = {
    payment_source_id: id,
    customer_id: customer.value.customer_id,
    token_id: parsed.data.token_id,
    card_type: cardBrand(digits),
    last_digits: digits.slice(-4),
    source_id: `card_fake_${id}`,
    created_at: new Date(ctx.clock.now()).toISOString(),
  };
  ctx.state.savedCards.push(card);
  return ok(listed(card));
}

/** DELETE /metodosPago/{id}: only one of her own cards; anyone else's is 404, as if it did not exist. */
function remove(ctx: FakeApiContext, id: number): Result<void> {
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  const index = ctx.state.savedCards.findIndex((card) => card.payment_source_id === id && card.customer_id === customer.value.customer_id);
  if (index < 0) return err(apiErrors.notFound());
  ctx.state.savedCards.splice(index, 1);
  return ok(undefined);
}

/**
 * The digits a saved card charges (POST /checkout/attempt with
 * payment_method 'saved_card'): the card must be hers and saved cards
 * enabled; then the charge answers by its number, like a typed card.
 */
export function savedCardDigits(ctx: FakeApiContext, customer: Customer, id: number | null | undefined): Result<string> {
  if (!enabled(ctx)) return err(savedCardErrors.disabled());
  const card = ctx.state.savedCards.find((c) => c.payment_source_id === id && c.customer_id === customer.customer_id);
  const digits = card?.token_id ? ctx.state.cardTokens[card.token_id] : undefined;
  return digits === undefined ? err(savedCardErrors.notFound()) : ok(digits);
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
