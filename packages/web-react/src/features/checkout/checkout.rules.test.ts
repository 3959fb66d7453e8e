import { describe, expect, it } from 'vitest';
import { availableChoices, defaultPaymentChoice, parseStudioConfig, type AttemptInput } from '@estudio/core';
import { demoPackages, demoPaymentMethods } from '@estudio/core/testing';
import { demoConfigEntries, type SettingsOverrides } from '../../testing/index.js';
import {
  appliedDiscount,
  attemptBody,
  checkoutMachineInput,
  choiceOptions,
  isChosen,
  isFreePackage,
  paymentOf,
  summaryLines,
  whatsappCheckoutLink,
} from './checkout.rules.js';

const config = (overrides: SettingsOverrides = {}) => parseStudioConfig(demoConfigEntries(overrides));
const pkg = (id: number) => {
  const found = demoPackages.find((p) => p.class_package_id === id);
  if (!found) throw new Error(`No demo package ${id}`);
  return found;
};
const terms = [{ page_id: 1, slug: 'terminos', title: 'Términos y Condiciones', content: '<p>…</p>', required: true }];
const facts = (id: number, overrides: SettingsOverrides = {}) => ({
  pkg: pkg(id), config: config(overrides), methods: demoPaymentMethods, requiredPages: terms, signedIn: true,
});

describe('checkoutMachineInput', () => {
  it("reads the studio's settings: cash by default with cash checkout on, card offered with a card method, terms required", () => {
    const input = checkoutMachineInput(facts(2), () => 'clave');
    expect(defaultPaymentChoice(input.options)).toBe('cash');
    expect(availableChoices(input.options)).toEqual(['cash', 'card']);
    expect(input).toMatchObject({ packageId: 2, termsRequired: true, discountsEnabled: true, checkoutDisabled: false, cardMode: 'elements', redirectUrl: null });
    expect(input.newId()).toBe('clave');
  });

  it('never offers the provider, which this build does not pay with; saved cards wait for SIGNED_IN', () => {
    const input = checkoutMachineInput(facts(2, { payment_sources_enabled: 'true', subscription_provider_enabled: 'true' }), () => 'k');
    expect(availableChoices(input.options)).toEqual(['cash', 'card']);
    const card = { payment_source_id: 1, card_type: 'visa', last_digits: '4242' };
    expect(availableChoices({ ...input.options, savedCards: [card] })).toEqual(['cash', 'card', 'saved']);
  });

  it('offers saved cards only with payment_sources_enabled, and never for a free package', () => {
    const card = { payment_source_id: 1, card_type: 'visa', last_digits: '4242' };
    const off = checkoutMachineInput(facts(2, { payment_sources_enabled: 'false' }), () => 'k');
    expect(availableChoices({ ...off.options, savedCards: [card] })).toEqual(['cash', 'card']);
    const free = checkoutMachineInput(facts(1, { payment_sources_enabled: 'true' }), () => 'k');
    expect(availableChoices({ ...free.options, savedCards: [card] })).toEqual(['cash']);
  });

  it('offers the card alone without cash checkout, and nothing but paying for a free package', () => {
    expect(availableChoices(checkoutMachineInput(facts(2, { cash_checkout_enabled: 'false' }), () => 'k').options)).toEqual(['card']);
    const free = checkoutMachineInput(facts(1, { cash_checkout_enabled: 'false' }), () => 'k');
    expect(availableChoices(free.options)).toEqual(['cash']);
    expect(free.discountsEnabled).toBe(false);
  });

  it('needs no terms without required pages, and carries checkout_disabled, the card mode and the redirect', () => {
    const input = checkoutMachineInput(
      { ...facts(2, { checkout_disabled: 'true', card_checkout_mode: 'session', checkout_redirect_url: '/avisos' }), requiredPages: [] },
      () => 'k',
    );
    expect(input).toMatchObject({ termsRequired: false, checkoutDisabled: true, cardMode: 'session', redirectUrl: '/avisos' });
  });
});

describe('the attempt', () => {
  const input: AttemptInput = {
    packageId: 2, choice: 'card', paymentMethodId: 2, paymentSourceId: null, discountCode: 'BIENVENIDA', idempotencyKey: 'clave-1', card: null,
  };

  it('names each choice as POST /checkout/attempt does, and a free package as free', () => {
    expect([paymentOf('cash', false), paymentOf('card', false), paymentOf('saved', false), paymentOf('provider', false)]).toEqual([
      'cash', 'card', 'saved_card', 'provider',
    ]);
    expect(paymentOf('cash', true)).toBe('free');
  });

  it('carries the key, the code, the method and the card token', () => {
    expect(attemptBody(input, false, 'tok_1')).toEqual({
      class_package_id: 2, discountCode: 'BIENVENIDA', payment_method: 'card', payment_method_id: 2,
      payment_source_id: null, card_token: 'tok_1', idempotency_key: 'clave-1',
    });
    expect(attemptBody({ ...input, choice: 'cash' }, true, null)).toMatchObject({ payment_method: 'free', payment_method_id: null, card_token: null });
  });

  it('keeps what the maths need of a validated discount', () => {
    expect(appliedDiscount({ discount_id: 1, code: 'FIJO100', amount: 100, is_percent: false, first_invoice_only: false, max_uses: null, uses: 0, expires_at: null, class_package_ids: [] }))
      .toEqual({ code: 'FIJO100', amount: 100, is_percent: false });
  });
});

describe('what the checkout shows', () => {
  it("labels the choices with the studio's method names and descriptions", () => {
    expect(choiceOptions(['cash', 'card'], demoPaymentMethods)).toEqual([
      { choice: 'cash', label: 'Efectivo', description: 'Paga en recepción o por transferencia.' },
      { choice: 'card', label: 'Tarjeta de crédito o débito', description: 'Visa, Mastercard y American Express.' },
    ]);
    expect(choiceOptions(['card'], [])).toEqual([{ choice: 'card', label: 'Tarjeta de crédito o débito', description: null }]);
  });

  it("offers each saved card as its own choice, 'Visa terminación 4242', and knows which is chosen", () => {
    const cards = [
      { payment_source_id: 1, card_type: 'visa', last_digits: '4242' },
      { payment_source_id: 2, card_type: 'other', last_digits: '0005' },
    ];
    const options = choiceOptions(['card', 'saved'], demoPaymentMethods, cards);
    expect(options.slice(1)).toEqual([
      { choice: 'saved', savedCardId: 1, label: 'Visa terminación 4242', description: 'Tarjeta guardada' },
      { choice: 'saved', savedCardId: 2, label: 'Tarjeta terminación 0005', description: 'Tarjeta guardada' },
    ]);
    const [card, first, second] = options;
    expect(card && isChosen(card, 'card', null)).toBe(true);
    expect(first && isChosen(first, 'saved', 1)).toBe(true);
    expect(second && isChosen(second, 'saved', 1)).toBe(false);
    expect(first && isChosen(first, 'card', null)).toBe(false);
    expect(choiceOptions(['saved'], demoPaymentMethods, [])).toEqual([]);
  });

  it('shows the sale price, then the base a code applies to, the discount and the total, with 2 decimals', () => {
    expect(summaryLines(pkg(3), null)).toEqual({ subtotal: '$1,200.00', discount: null, total: '$1,200.00' });
    expect(summaryLines(pkg(3), { code: 'BIENVENIDA', amount: 10, is_percent: true })).toEqual({
      subtotal: '$1,200.00', discount: { label: 'Descuento (BIENVENIDA)', amount: '- $120.00' }, total: '$1,080.00',
    });
    expect(summaryLines(pkg(2), { code: 'FIJO100', amount: 100, is_percent: false }).total).toBe('$650.00');
  });

  it('knows a free package', () => {
    expect(isFreePackage(pkg(1))).toBe(true);
    expect(isFreePackage(pkg(2))).toBe(false);
  });

  it("links 'Comprar por WhatsApp' only with whatsapp_checkout_enabled, to the studio's number with prefix 52", () => {
    const link = whatsappCheckoutLink(config({ whatsapp_checkout_enabled: 'true', whatsapp: '55 1234 5678' }), pkg(2));
    expect(link).toBe(`https://wa.me/525512345678?text=${encodeURIComponent('Hola, quiero comprar el paquete Paquete 5 clases.')}`);
    expect(whatsappCheckoutLink(config({ whatsapp_checkout_enabled: 'false' }), pkg(2))).toBeNull();
    expect(whatsappCheckoutLink(config({ whatsapp_checkout_enabled: 'true', whatsapp: '' }), pkg(2))).toBeNull();
  });
});
