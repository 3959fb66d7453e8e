import type { PaymentChoice, PaymentMethodLike, SavedCardLike } from './checkout.model.js';

/** The name of the cash method (spec 3 'Payment method'). */
export const CASH_METHOD_NAME = 'Efectivo';
/** A card method's name contains this word (spec 3 'Payment method'). */
export const CARD_METHOD_WORD = 'tarjeta';

const normalise = (name: string): string => name.trim().toLocaleLowerCase('es');

/** The kinds of studio method a checkout choice pays with. */
export type CheckoutMethodKind = 'cash' | 'card';

/** The kinds a studio payment method is stored with (the API's `PaymentMethodKind`). */
const STORED_KINDS: readonly string[] = ['cash', 'card', 'subscription_provider'];

/**
 * What a method is: its stored kind; for one without a kind the API knows
 * (a record of an older client, a fixture), what spec 3's names say
 * ('Efectivo' is cash, a name containing 'tarjeta' is card), else nothing.
 * So a studio's 'Transferencia' of kind cash is its cash method, and a
 * 'Terminal' of kind card its card method, whatever they are called.
 */
export const methodKind = (method: PaymentMethodLike): string | null => {
  if (method.kind !== undefined && STORED_KINDS.includes(method.kind)) return method.kind;
  const name = normalise(method.name);
  if (name === normalise(CASH_METHOD_NAME)) return 'cash';
  return name.includes(CARD_METHOD_WORD) ? 'card' : null;
};

/** The first method of a kind, the one whose name spec 3 gives that kind first. */
const firstOfKind = <M extends PaymentMethodLike>(methods: readonly M[], kind: CheckoutMethodKind, named: (name: string) => boolean): M | null => {
  const ofKind = methods.filter((method) => methodKind(method) === kind);
  return ofKind.find((method) => named(normalise(method.name))) ?? ofKind[0] ?? null;
};

/** The studio's cash method: of kind cash, 'Efectivo' (any case) first; or null. */
export const findCashMethod = <M extends PaymentMethodLike>(methods: readonly M[]): M | null =>
  firstOfKind(methods, 'cash', (name) => name === normalise(CASH_METHOD_NAME));

/** The studio's card method: of kind card, a name containing 'tarjeta' (any case) first; or null. */
export const findCardMethod = <M extends PaymentMethodLike>(methods: readonly M[]): M | null =>
  firstOfKind(methods, 'card', (name) => name.includes(CARD_METHOD_WORD));

/**
 * The method an attempt's purchase records (spec 7 'payment_method_id'):
 * the one the attempt named, when it is on offer and of the right kind
 * (else undefined: the attempt is refused); without one, the studio's
 * method of that kind as the web finds it (`findCashMethod`,
 * `findCardMethod`), else none (null).
 */
export const checkoutMethodFor = <M extends PaymentMethodLike & { readonly kind: string }>(
  methods: readonly M[],
  kind: CheckoutMethodKind,
  named: number | null | undefined,
): M | null | undefined => {
  if (named !== null && named !== undefined) {
    return methods.find((method) => method.payment_method_id === named && methodKind(method) === kind);
  }
  return kind === 'cash' ? findCashMethod(methods) : findCardMethod(methods);
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
