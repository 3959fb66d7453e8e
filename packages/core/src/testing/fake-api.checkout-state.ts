import type { CheckoutAttemptResponse, Invoice, PaymentMethod, Purchase, SavedCard } from '../api/schemas/purchases.schemas.js';

/** A purchase as the fake stores it: the wire shape plus its owner, as the server's row keeps it. */
export interface FakePurchase extends Purchase {
  customer_id: number;
}

/** A charge as the fake stores it: the wire shape plus its owner. */
export interface FakeInvoice extends Invoice {
  customer_id: number;
}

/** A saved card as the fake stores it (spec 3 'Saved card'): the list's shape plus its owner. */
export interface FakeSavedCard extends SavedCard {
  customer_id: number;
}

/** The checkout data a fake API starts from; every list defaults to empty. */
export interface FakeCheckoutSeed {
  /** The studio's ways to pay (GET /payment_methods). */
  readonly paymentMethods?: readonly PaymentMethod[];
  readonly purchases?: readonly FakePurchase[];
  readonly invoices?: readonly FakeInvoice[];
  /** Customers' saved cards (GET /metodosPago, GET /payment_sources). */
  readonly savedCards?: readonly FakeSavedCard[];
  /** Sandbox tokens known from the start (token → card digits), e.g. the token a seeded saved card charges. */
  readonly cardTokens?: Readonly<Record<string, string>>;
}

/** The checkout data the fake API holds now. */
export interface FakeCheckoutState {
  paymentMethods: PaymentMethod[];
  purchases: FakePurchase[];
  invoices: FakeInvoice[];
  savedCards: FakeSavedCard[];
  /** The sandbox's tokens: token → the card's digits (what a charge reads). */
  cardTokens: Record<string, string>;
  /**
   * Answered attempts by '{customer_id}:{idempotency_key}': a retry with the
   * same key answers the same purchase instead of buying again.
   */
  attempts: Record<string, CheckoutAttemptResponse>;
  /**
   * Purchases paid through the subscription provider, by purchase_id: the
   * order or plan its window approves. POST /checkout/capture pays one
   * still pending.
   */
  providerPurchases: Record<number, string>;
}

const copy = <T>(list: readonly T[] | undefined): T[] => JSON.parse(JSON.stringify(list ?? [])) as T[];

/** The checkout state of a seed: deep copies, so the seed (often shared demo data) never changes. */
export const checkoutStateFromSeed = (seed: FakeCheckoutSeed): FakeCheckoutState => ({
  paymentMethods: copy(seed.paymentMethods),
  purchases: copy(seed.purchases),
  invoices: copy(seed.invoices),
  savedCards: copy(seed.savedCards),
  cardTokens: { ...seed.cardTokens },
  attempts: {},
  providerPurchases: {},
});
