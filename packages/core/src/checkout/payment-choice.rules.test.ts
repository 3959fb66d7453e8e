import { describe, expect, it } from 'vitest';
import { availableChoices, checkoutMethodFor, defaultPaymentChoice, findCardMethod, findCashMethod, methodKind, paymentMethodIdFor, type PaymentOptionsFacts } from './payment-choice.rules.js';

const CASH = { payment_method_id: 1, name: 'Efectivo' };
const CARD = { payment_method_id: 2, name: 'Tarjeta de crédito o débito' };
const OTHER = { payment_method_id: 3, name: 'Transferencia' };

const facts = (fields: Partial<PaymentOptionsFacts> = {}): PaymentOptionsFacts => ({
  cashCheckoutEnabled: false, methods: [CASH, CARD], cardAvailable: true, providerEnabled: false,
  paymentSourcesEnabled: false, savedCards: [], ...fields,
});

describe('payment methods by name (spec 3)', () => {
  it("finds cash as 'Efectivo' and card as a name containing 'tarjeta'", () => {
    expect(findCashMethod([OTHER, CARD, CASH])).toBe(CASH);
    expect(findCardMethod([OTHER, CASH, CARD])).toBe(CARD);
    expect(findCardMethod([{ payment_method_id: 9, name: 'Pago con TARJETA' }])?.payment_method_id).toBe(9);
    expect(findCashMethod([{ payment_method_id: 8, name: ' efectivo ' }])?.payment_method_id).toBe(8);
    expect(findCashMethod([OTHER])).toBeNull();
    expect(findCardMethod([CASH])).toBeNull();
  });
});

describe('payment methods by their stored kind (a studio names its own)', () => {
  const TRANSFER = { payment_method_id: 4, name: 'Transferencia', kind: 'cash' };
  const TERMINAL = { payment_method_id: 5, name: 'Pago con débito', kind: 'card' };

  it('reads the stored kind first, and the name only for a method without a kind the API knows', () => {
    expect(methodKind(TRANSFER)).toBe('cash');
    expect(methodKind(TERMINAL)).toBe('card');
    expect(methodKind({ payment_method_id: 6, name: 'Tarjeta en recepción', kind: 'cash' })).toBe('cash');
    expect(methodKind({ payment_method_id: 7, name: 'PayPal', kind: 'subscription_provider' })).toBe('subscription_provider');
    expect(methodKind(CASH)).toBe('cash');
    expect(methodKind({ ...CARD, kind: 'otro' })).toBe('card');
    expect(methodKind(OTHER)).toBeNull();
  });

  it("finds a cash and a card method by kind, 'Efectivo' and a 'tarjeta' name first among several", () => {
    expect(findCashMethod([TERMINAL, TRANSFER])).toBe(TRANSFER);
    expect(findCardMethod([TRANSFER, TERMINAL])).toBe(TERMINAL);
    const efectivo = { ...CASH, payment_method_id: 8, kind: 'cash' };
    expect(findCashMethod([TRANSFER, efectivo])).toBe(efectivo);
    const tarjeta = { ...CARD, payment_method_id: 9, kind: 'card' };
    expect(findCardMethod([TERMINAL, tarjeta])).toBe(tarjeta);
    expect(findCardMethod([{ payment_method_id: 6, name: 'Tarjeta en recepción', kind: 'cash' }])).toBeNull();
  });

  it("makes a studio whose only method is its 'Transferencia' default to cash, and offers it", () => {
    expect(defaultPaymentChoice({ cashCheckoutEnabled: false, methods: [TRANSFER] })).toBe('cash');
    expect(availableChoices(facts({ methods: [TRANSFER], cardAvailable: false }))).toEqual(['cash']);
    expect(paymentMethodIdFor('cash', [TRANSFER])).toBe(4);
    expect(checkoutMethodFor([TRANSFER, TERMINAL], 'cash', null)).toBe(TRANSFER);
    expect(checkoutMethodFor([TRANSFER, TERMINAL], 'card', 4)).toBeUndefined();
  });

  it('offers nothing to a studio without a method or a flag to pay with', () => {
    expect(availableChoices(facts({ methods: [], cardAvailable: false }))).toEqual([]);
  });
});

describe('the default payment choice (spec 4)', () => {
  it('is cash when cash checkout is enabled', () => {
    expect(defaultPaymentChoice({ cashCheckoutEnabled: true, methods: [CARD] })).toBe('cash');
  });

  it('is cash when a cash method exists without a card method', () => {
    expect(defaultPaymentChoice({ cashCheckoutEnabled: false, methods: [CASH, OTHER] })).toBe('cash');
  });

  it('is card otherwise', () => {
    expect(defaultPaymentChoice({ cashCheckoutEnabled: false, methods: [CASH, CARD] })).toBe('card');
    expect(defaultPaymentChoice({ cashCheckoutEnabled: false, methods: [] })).toBe('card');
  });
});

describe('the choices on offer', () => {
  it('lists cash, card, provider and saved cards by their flags', () => {
    expect(availableChoices(facts())).toEqual(['card']);
    expect(availableChoices(facts({ cashCheckoutEnabled: true, providerEnabled: true }))).toEqual(['cash', 'card', 'provider']);
    expect(availableChoices(facts({ methods: [CASH], cardAvailable: false }))).toEqual(['cash']);
  });

  it('offers saved cards only with payment_sources_enabled, a card, and a processor to charge it', () => {
    const saved = [{ payment_source_id: 5, card_type: 'visa', last_digits: '4242' }];
    expect(availableChoices(facts({ savedCards: saved }))).toEqual(['card']);
    expect(availableChoices(facts({ paymentSourcesEnabled: true }))).toEqual(['card']);
    expect(availableChoices(facts({ paymentSourcesEnabled: true, savedCards: saved }))).toEqual(['card', 'saved']);
    expect(availableChoices(facts({ methods: [CASH], cardAvailable: false, paymentSourcesEnabled: true, savedCards: saved }))).toEqual(['cash']);
  });

  it('names the studio method an attempt carries', () => {
    expect(paymentMethodIdFor('cash', [CASH, CARD])).toBe(1);
    expect(paymentMethodIdFor('card', [CASH, CARD])).toBe(2);
    expect(paymentMethodIdFor('saved', [CASH, CARD])).toBe(2);
    expect(paymentMethodIdFor('provider', [CASH, CARD])).toBeNull();
    expect(paymentMethodIdFor('cash', [CARD])).toBeNull();
  });
});

describe('the method an attempt records (spec 7 payment_method_id)', () => {
  const methods = [
    { payment_method_id: 1, name: 'Efectivo', kind: 'cash' },
    { payment_method_id: 2, name: 'Tarjeta de crédito o débito', kind: 'card' },
    { payment_method_id: 3, name: 'Transferencia', kind: 'cash' },
  ];

  it('takes the method named when it is on offer and of the kind chosen, else undefined (refused)', () => {
    expect(checkoutMethodFor(methods, 'cash', 3)?.payment_method_id).toBe(3);
    expect(checkoutMethodFor(methods, 'cash', 2)).toBeUndefined();
    expect(checkoutMethodFor(methods, 'card', 99)).toBeUndefined();
  });

  it('without one, finds it by name as the web does, else the first of its kind, else none', () => {
    expect(checkoutMethodFor(methods, 'cash', null)?.payment_method_id).toBe(1);
    expect(checkoutMethodFor(methods, 'card', undefined)?.payment_method_id).toBe(2);
    expect(checkoutMethodFor([{ payment_method_id: 5, name: 'Terminal', kind: 'card' }], 'card', null)?.payment_method_id).toBe(5);
    expect(checkoutMethodFor(methods.slice(0, 1), 'card', null)).toBeNull();
  });
});
