import type { PaymentChoice, PaymentMethodLike, SavedCardLike } from './checkout.model.js';

/** The name of the cash method (spec 3 'Payment method'). */
export const CASH_METHOD_NAME = 'Efectivo';
/** A card method's name contains this word (spec 3 'Payment method'). */
export const CARD_METHOD_WORD = 'tarjeta';

const normalise = (name: string): string => name.trim().toLocaleLowerCase('es');

/** The studio's cash method, found by its name 'Efectivo' (any case), or null. */
export const findCashMethod = <M extends PaymentMethodLike>(methods: readonly M[]): M | null =>
  methods.find((method) => normalise(method.name) === normalise(CASH_METHOD_NAME)) ?? null;

/** The studio's card method, the first whose name contains 'tarjeta' (any case), or null. */
export const findCardMethod = <M extends PaymentMethodLike>(methods: readonly M[]): M | null =>
  methods.find((method) => normalise(method.name).includes(CARD_METHOD_WORD)) ?? null;

/** The kinds of studio method a checkout choice pays with. */
export type CheckoutMethodKind = 'cash' | 'card';

/**
 * The method an attempt's purchase records (spec 7 'payment_method_id'):
 * the one the attempt named, when it is on offer and of the right kind
 * (else undefined: the attempt is refused); without one, the studio's
 * method found by name as the web finds it ('Efectivo' for cash, a name
 * containing 'tarjeta' for card), else the first of that kind, else none (null).
 */
export const checkoutMethodFor = <M extends PaymentMethodLike & { readonly kind: string }>(
  methods: readonly M[],
  kind: CheckoutMethodKind,
  named: number | null | undefined,
): M | null | undefined => {
  if (named !== null && named !== undefined) {
    return methods.find((method) => method.payment_method_id === named && method.kind === kind);
  }
  const byName = kind === 'cash' ? findCashMethod(methods) : findCardMethod(methods);
  return byName ?? methods.find((method) => method.kind === kind) ?? null;
};

/** What decides which ways to pay a checkout offers (spec 3 'Commerce flags'; spec 4). */
export interface PaymentOptionsFacts {
  readonly cashCheckoutEnabled: boolean;
  readonly methods: readonly PaymentMethodLike[];
  /** A card processor is set up (the sandbox in local mode, or a provider key). */
  readonly cardAvailable: boolean;
  /** The subscription payment provider's flag. */
  readonly providerEnabled: boolean;
  /** payment_sources_enabled: saved cards are offered only then (and only with `cardAvailable`). */
  readonly paymentSourcesEnabled: boolean;
  readonly savedCards: readonly SavedCardLike[];
}

/**
 * Spec 4 'Checkout payment choice', the default: cash when cash checkout is
 * enabled, or when a cash method exists without a card method; otherwise card.
 */
export function defaultPaymentChoice(facts: Pick<PaymentOptionsFacts, 'cashCheckoutEnabled' | 'methods'>): 'cash' | 'card' {
  if (facts.cashCheckoutEnabled) return 'cash';
  return findCashMethod(facts.methods) && !findCardMethod(facts.methods) ? 'cash' : 'card';
}

/**
 * The ways to pay on offer, in the order a checkout lists them. Cash is
 * offered whenever it is the default (so the default is always on offer);
 * card when a processor is set up; the provider when its flag is on; a
 * saved card only with payment_sources_enabled, at least one card, and a
 * processor to charge it (a server that takes no card refuses saved ones too).
 */
export function availableChoices(facts: PaymentOptionsFacts): PaymentChoice[] {
  const choices: PaymentChoice[] = [];
  if (defaultPaymentChoice(facts) === 'cash') choices.push('cash');
  if (facts.cardAvailable) choices.push('card');
  if (facts.providerEnabled) choices.push('provider');
  if (facts.cardAvailable && facts.paymentSourcesEnabled && facts.savedCards.length > 0) choices.push('saved');
  return choices;
}

/**
 * The studio payment method an attempt names (spec 7: POST /checkout/attempt
 * carries payment_method): the cash method for cash, the card method for a
 * card typed or saved, none for the provider (it has its own call).
 */
export function paymentMethodIdFor(choice: PaymentChoice, methods: readonly PaymentMethodLike[]): number | null {
  if (choice === 'cash') return findCashMethod(methods)?.payment_method_id ?? null;
  if (choice === 'card' || choice === 'saved') return findCardMethod(methods)?.payment_method_id ?? null;
  return null;
}
