import {
  checkoutOffer,
  checkoutTotal,
  discountBase,
  fill,
  findCardMethod,
  findCashMethod,
  formatCheckoutAmount,
  isFreePackage,
  messages,
  savedCardText,
  whatsappLink,
  type AppliedDiscount,
  type AttemptInput,
  type CheckoutAttemptBody,
  type CheckoutMachineInput,
  type CheckoutPayment,
  type ClassPackage,
  type Discount,
  type Page,
  type PaymentChoice,
  type PaymentMethod,
  type SavedCardLike,
  type StudioConfig,
} from '@estudio/core';

/** What a checkout screen knows before its machine starts. */
export interface CheckoutFacts {
  readonly pkg: ClassPackage;
  readonly config: StudioConfig;
  /** GET /payment_methods. */
  readonly methods: readonly PaymentMethod[];
  /** The legal pages a customer must accept (GET /pages, `required`). */
  readonly requiredPages: readonly Page[];
  readonly signedIn: boolean;
  /** The subscription provider's buttons can show (PayPal configured and switched on). */
  readonly providerAvailable?: boolean;
}

/** Nothing to pay (core's rule, checkout/free-package.rules.ts): read here by the checkout's screens and actors. */
export { isFreePackage };

/**
 * The checkout machine's input from what the screen loaded (spec 4
 * 'Checkout payment choice'; spec 5 'Checkout'). Card is on offer when the
 * studio has a card method (the sandbox processor answers for it in local
 * mode); the subscription provider (PayPal) when its buttons can show. What
 * a free package offers is core's `checkoutOffer`. Saved cards arrive with
 * SIGNED_IN once loaded (GET /payment_sources), so the machine starts
 * without them.
 */
export function checkoutMachineInput(facts: CheckoutFacts, newId: () => string): CheckoutMachineInput {
  const { pkg, config, methods, requiredPages, signedIn } = facts;
  const offer = checkoutOffer(isFreePackage(pkg), {
    cashCheckoutEnabled: config.commerce.cashCheckoutEnabled,
    methods,
    cardAvailable: findCardMethod(methods) !== null,
    providerAvailable: facts.providerAvailable ?? false,
    paymentSourcesEnabled: config.commerce.paymentSourcesEnabled,
    discountsEnabled: config.commerce.discountsEnabled,
  });
  return {
    packageId: pkg.class_package_id,
    price: pkg,
    signedIn,
    options: offer.options,
    discountsEnabled: offer.discountsEnabled,
    termsRequired: requiredPages.length > 0,
    checkoutDisabled: config.commerce.checkoutDisabled,
    cardMode: config.checkout.cardCheckoutMode,
    redirectUrl: config.checkout.redirectUrl,
    newId,
  };
}

const PAYMENTS: Record<PaymentChoice, CheckoutPayment> = { cash: 'cash', card: 'card', saved: 'saved_card', provider: 'provider' };

/** How POST /checkout/attempt names the choice; a free package is 'free' whatever was chosen. */
export const paymentOf = (choice: PaymentChoice, free: boolean): CheckoutPayment => (free ? 'free' : PAYMENTS[choice]);

/** The body of POST /checkout/attempt for the machine's attempt (spec 7), with the card's token when one was made. */
export const attemptBody = (input: AttemptInput, free: boolean, cardToken: string | null): CheckoutAttemptBody => ({
  class_package_id: input.packageId,
  discountCode: input.discountCode,
  payment_method: paymentOf(input.choice, free),
  payment_method_id: free ? null : input.paymentMethodId,
  payment_source_id: input.paymentSourceId,
  card_token: cardToken,
  idempotency_key: input.idempotencyKey,
});

/** A discount the server validated, as the machine keeps it. */
export const appliedDiscount = (discount: Discount): AppliedDiscount => ({
  code: discount.code,
  amount: discount.amount,
  is_percent: discount.is_percent,
});

/** One way to pay as the list shows it: the studio's own name and description where it has a method for it. */
export interface ChoiceOption {
  readonly choice: PaymentChoice;
  readonly label: string;
  readonly description: string | null;
  /** The saved card this option pays with (choice 'saved'). */
  readonly savedCardId?: number;
}

const methodFor = (choice: PaymentChoice, methods: readonly PaymentMethod[]): PaymentMethod | null =>
  choice === 'cash' ? findCashMethod(methods) : choice === 'card' ? findCardMethod(methods) : null;

/** Each saved card as its own option: 'Visa terminación 4242', described as 'Tarjeta guardada'. */
const savedCardOptions = (cards: readonly SavedCardLike[]): ChoiceOption[] =>
  cards.map((card) => ({ choice: 'saved', savedCardId: card.payment_source_id, label: savedCardText(card), description: messages.checkout.choices.saved }));

/** The choices on offer, labelled; a saved card is one option per card, so the buyer picks which. */
export const choiceOptions = (
  choices: readonly PaymentChoice[],
  methods: readonly PaymentMethod[],
  savedCards: readonly SavedCardLike[] = [],
): ChoiceOption[] =>
  choices.flatMap((choice) => {
    if (choice === 'saved') return savedCardOptions(savedCards);
    const method = methodFor(choice, methods);
    return [{ choice, label: method?.name ?? messages.checkout.choices[choice], description: method?.description?.trim() || null }];
  });

/** Whether an option is the one chosen: the choice, and for a saved card that very card. */
export const isChosen = (option: ChoiceOption, choice: PaymentChoice | null, savedCardId: number | null): boolean =>
  option.choice === choice && (option.savedCardId === undefined || option.savedCardId === savedCardId);

/** The summary's money lines: the base price, the discount taken off it, and the total. */
export interface SummaryLines {
  readonly subtotal: string;
  readonly discount: { readonly label: string; readonly amount: string } | null;
  readonly total: string;
}

/** Spec 5 'Discount maths' as the summary shows it: the subtotal, 'Descuento (BIENVENIDA)' '- $120.00', the total. */
export function summaryLines(pkg: ClassPackage, discount: AppliedDiscount | null): SummaryLines {
  const total = checkoutTotal(pkg, discount);
  // Without a code the subtotal is what is charged (the sale price); a code applies to spec 5's base.
  const base = discount ? discountBase(pkg) : total;
  return {
    subtotal: formatCheckoutAmount(base),
    discount: discount
      ? { label: fill(messages.checkoutPage.discountLine, { code: discount.code }), amount: `- ${formatCheckoutAmount(base - total)}` }
      : null,
    total: formatCheckoutAmount(total),
  };
}

/** The 'buy by WhatsApp' link (whatsapp_checkout_enabled): a message to the studio's number, prefix 52; null when off or without a number. */
export const whatsappCheckoutLink = (config: StudioConfig, pkg: Pick<ClassPackage, 'title'>): string | null =>
  config.commerce.whatsappCheckoutEnabled
    ? whatsappLink(config.contact.whatsapp, fill(messages.checkoutPage.whatsappMessage, { title: pkg.title }))
    : null;
