import { checkoutErrorMessage, messages, PROVIDER_ERROR, type CardFieldState } from '@estudio/core';
import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { createStripeCardProvider } from './stripe-card.js';

type Answer = Record<string, unknown>;

/** A stand-in for Stripe.js at its boundary: records what the adapter asks and answers as Stripe.js would. */
const fakeStripe = (answers: { confirm?: Answer; setup?: Answer; paymentMethod?: Answer } = {}) => {
  const calls: { method: string; args: unknown[] }[] = [];
  const handlers: ((event: Answer) => void)[] = [];
  const card = {
    on: (event: string, handler: (e: Answer) => void) => { if (event === 'change') handlers.push(handler); },
    mount: (target: unknown) => calls.push({ method: 'mount', args: [target] }),
    destroy: () => calls.push({ method: 'destroy', args: [] }),
  };
  const stripe = {
    elements: (options: unknown) => {
      calls.push({ method: 'elements', args: [options] });
      return { create: (type: string, opts: unknown) => { calls.push({ method: 'create', args: [type, opts] }); return card; } };
    },
    confirmCardPayment: (secret: string, data: Answer) => {
      calls.push({ method: 'confirmCardPayment', args: [secret, data] });
      return Promise.resolve(answers.confirm ?? { paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    },
    confirmCardSetup: (secret: string, data: Answer) => {
      calls.push({ method: 'confirmCardSetup', args: [secret, data] });
      return Promise.resolve(answers.setup ?? { setupIntent: { id: 'seti_1', status: 'succeeded' } });
    },
    createPaymentMethod: (data: Answer) => {
      calls.push({ method: 'createPaymentMethod', args: [data] });
      return Promise.resolve(answers.paymentMethod ?? { paymentMethod: { id: 'pm_1', card: { brand: 'visa', last4: '4242' } } });
    },
  };
  return { stripe: stripe as unknown as Stripe, calls, card, type: (event: Answer) => handlers.forEach((h) => h(event)) };
};

const mount = async (fake: ReturnType<typeof fakeStripe>, states: CardFieldState[] = []) => {
  const loads: string[] = [];
  const provider = createStripeCardProvider({ publishableKey: 'pk_test_1', load: (key) => { loads.push(key); return Promise.resolve(fake.stripe); } });
  const field = await provider.mountCard('target-node', (state) => states.push(state));
  if (!field.ok) throw new Error('mount failed');
  return { provider, field: field.value, loads };
};

describe('Stripe card provider', () => {
  it('mounts a card Element in Spanish, without the postal code, in the given node', async () => {
    const fake = fakeStripe();
    const { loads } = await mount(fake);
    expect(loads).toEqual(['pk_test_1']);
    expect(fake.calls).toEqual([
      { method: 'elements', args: [{ locale: 'es-419' }] },
      { method: 'create', args: ['card', { hidePostalCode: true }] },
      { method: 'mount', args: ['target-node'] },
    ]);
  });

  it('reports empty and complete as the customer types (the pay button waits on it)', async () => {
    const fake = fakeStripe();
    const states: CardFieldState[] = [];
    await mount(fake, states);
    fake.type({ empty: false, complete: false });
    fake.type({ empty: false, complete: true });
    expect(states).toEqual([{ empty: false, complete: false }, { empty: false, complete: true }]);
  });

  it('loads Stripe.js once for every field it mounts', async () => {
    const fake = fakeStripe();
    let loads = 0;
    const provider = createStripeCardProvider({ publishableKey: 'pk', load: () => { loads += 1; return Promise.resolve(fake.stripe); } });
    await provider.mountCard('a', () => undefined);
    await provider.mountCard('b', () => undefined);
    expect(loads).toBe(1);
  });

  it('confirms the server’s PaymentIntent with the mounted card', async () => {
    const fake = fakeStripe();
    const { field } = await mount(fake);
    const confirmed = await field.confirm('pi_1_secret_x');
    expect(confirmed).toEqual({ ok: true, value: { status: 'succeeded', paymentId: 'pi_1' } });
    expect(fake.calls.find((c) => c.method === 'confirmCardPayment')?.args).toEqual(['pi_1_secret_x', { payment_method: { card: fake.card } }]);
  });

  it('confirms a free trial’s SetupIntent with confirmCardSetup: the card is kept, nothing charged', async () => {
    const fake = fakeStripe();
    const { field } = await mount(fake);
    expect(await field.confirm('seti_1_secret_y')).toEqual({ ok: true, value: { status: 'succeeded', paymentId: 'seti_1' } });
    expect(fake.calls.find((c) => c.method === 'confirmCardSetup')?.args).toEqual(['seti_1_secret_y', { payment_method: { card: fake.card } }]);
    expect(fake.calls.some((c) => c.method === 'confirmCardPayment')).toBe(false);
    const declined = await mount(fakeStripe({ setup: { error: { type: 'card_error', code: 'card_declined', decline_code: 'stolen_card', message: 'x' } } }));
    const refused = await declined.field.confirm('seti_2_secret');
    expect(refused.ok ? null : checkoutErrorMessage(refused.error)).toBe(messages.checkout.lostOrStolen);
  });

  it('answers a processing payment as such: the webhook settles it', async () => {
    const { field } = await mount(fakeStripe({ confirm: { paymentIntent: { id: 'pi_2', status: 'processing' } } }));
    expect(await field.confirm('s')).toEqual({ ok: true, value: { status: 'processing', paymentId: 'pi_2' } });
  });

  it('words a card decline with spec 8’s text through core’s catalogue', async () => {
    const decline = { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } };
    const { field } = await mount(fakeStripe({ confirm: decline }));
    const confirmed = await field.confirm('s');
    expect(confirmed.ok).toBe(false);
    if (confirmed.ok) return;
    expect(confirmed.error.code).toBe('card_declined/insufficient_funds');
    expect(checkoutErrorMessage(confirmed.error)).toBe(messages.checkout.insufficientFunds);
  });

  it('words Stripe’s other failures as the provider’s error with its message', async () => {
    const { field } = await mount(fakeStripe({ confirm: { error: { type: 'api_connection_error', message: 'Sin conexión con Stripe' } } }));
    const confirmed = await field.confirm('s');
    if (confirmed.ok) throw new Error('expected a failure');
    expect(confirmed.error.code).toBe(PROVIDER_ERROR);
    expect(checkoutErrorMessage(confirmed.error)).toBe('Hubo un error al procesar tu compra: Sin conexión con Stripe');
  });

  it('refuses a payment Stripe left unpaid', async () => {
    const { field } = await mount(fakeStripe({ confirm: { paymentIntent: { id: 'pi_3', status: 'requires_payment_method' } } }));
    const confirmed = await field.confirm('s');
    expect(confirmed.ok ? null : checkoutErrorMessage(confirmed.error)).toBe(messages.checkout.declined);
  });

  it('tokenises the card for saving with its brand and last digits', async () => {
    const { field } = await mount(fakeStripe());
    expect(await field.tokenize()).toEqual({ ok: true, value: { token: 'pm_1', brand: 'visa', last4: '4242' } });
  });

  it('fails with the default text when Stripe.js cannot load (offline, blocked)', async () => {
    const provider = createStripeCardProvider({ publishableKey: 'pk', load: () => Promise.reject(new Error('blocked')) });
    const field = await provider.mountCard('x', () => undefined);
    expect(field.ok ? null : checkoutErrorMessage(field.error)).toBe(messages.checkout.default);
  });

  it('removes the Element on unmount', async () => {
    const fake = fakeStripe();
    const { field } = await mount(fake);
    field.unmount();
    expect(fake.calls.at(-1)?.method).toBe('destroy');
  });
});
