import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { messages } from '../messages/index.js';
import { appError, err, ok, type Result } from '../shared/result.js';
import type { CheckoutAnswer } from './answer.rules.js';
import { connectCheckout } from './checkout.connect.js';
import { createCheckoutMachine } from './checkout.machine.js';
import type { AttemptInput, CheckoutActors, CheckoutMachineInput } from './checkout.types.js';

const CASH = { payment_method_id: 1, name: 'Efectivo' };
const CARD = { payment_method_id: 2, name: 'Tarjeta de crédito o débito' };
const SAVED = [{ payment_source_id: 31, card_type: 'visa', last_digits: '4242' }, { payment_source_id: 32, card_type: 'mastercard', last_digits: '4444' }];
const TOKEN = { number: '4242424242424242', name: 'Ana', exp_month: '12', exp_year: '2030', cvc: '123' };

const baseInput = (fields: Partial<CheckoutMachineInput> = {}): CheckoutMachineInput => {
  let n = 0;
  return {
    packageId: 20,
    price: { price: 1500, sale_price: 1200, allow_discount_over_sale_price: true },
    signedIn: true,
    options: {
      cashCheckoutEnabled: false, methods: [CASH, CARD], cardAvailable: true, providerEnabled: true,
      paymentSourcesEnabled: true, savedCards: SAVED,
    },
    discountsEnabled: true,
    termsRequired: false,
    checkoutDisabled: false,
    cardMode: 'elements',
    redirectUrl: null,
    newId: () => `key-${(n += 1)}`,
    ...fields,
  };
};

/** A deferred answer, to see the machine while a call is pending. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const actorsWith = (overrides: Partial<CheckoutActors> = {}) => {
  const attempts: AttemptInput[] = [];
  const actors: CheckoutActors = {
    validateDiscount: async ({ code }) =>
      code === 'BIENVENIDA' ? ok({ code, amount: 10, is_percent: true }) : err(appError('not-found', messages.discounts.invalid, 404)),
    attempt: async (input) => {
      attempts.push(input);
      return ok({ purchase_id: 41 });
    },
    confirmCard: async () => ok({}),
    capture: async () => ok({ purchase_id: 77 }),
    ...overrides,
  };
  return { actors, attempts };
};

const start = (actors: CheckoutActors, input: CheckoutMachineInput = baseInput()) => {
  const actor = createActor(createCheckoutMachine(actors), { input }).start();
  const view = () => connectCheckout(actor.getSnapshot(), actor.send);
  return { actor, view };
};

const until = (actor: ReturnType<typeof start>['actor'], predicate: (value: unknown) => boolean) =>
  waitFor(actor, (snapshot) => predicate(snapshot.value), { timeout: 2000 });

describe('the payment choice (spec 4)', () => {
  it('opens on card when cash is not enabled and a card method exists', () => {
    const { view } = start(actorsWith().actors);
    expect(view().choice).toBe('card');
    expect(view().choices).toEqual(['card', 'provider', 'saved']);
  });

  it('opens on cash when cash checkout is enabled', () => {
    const input = baseInput();
    const { view } = start(actorsWith().actors, { ...input, options: { ...input.options, cashCheckoutEnabled: true } });
    expect(view().choice).toBe('cash');
  });

  it('shows a notice instead of any way to pay when checkout is disabled', () => {
    const { view, actor } = start(actorsWith().actors, baseInput({ checkoutDisabled: true }));
    expect(view().unavailable).toBe(true);
    actor.send({ type: 'PAY' });
    expect(view().status).toBe('unavailable');
  });

  it('shows the same notice when the studio offers nothing to pay with, never a dead pay button', () => {
    const input = baseInput();
    const nothing = { ...input.options, methods: [], cardAvailable: false, providerEnabled: false };
    const { view, actor } = start(actorsWith().actors, { ...input, options: nothing });
    expect(view()).toMatchObject({ unavailable: true, choices: [] });
    actor.send({ type: 'PAY' });
    expect(view().status).toBe('unavailable');
    // Its 'Transferencia' (kind cash) is a way to pay: the checkout opens on it.
    const transfer = { ...nothing, methods: [{ payment_method_id: 4, name: 'Transferencia', kind: 'cash' }] };
    expect(start(actorsWith().actors, { ...input, options: transfer }).view()).toMatchObject({ unavailable: false, choice: 'cash', choices: ['cash'] });
  });

  it('ignores a choice not on offer, and picks the first saved card by default', () => {
    const { view } = start(actorsWith().actors);
    view().choose('cash');
    expect(view().choice).toBe('card');
    view().choose('saved');
    expect(view()).toMatchObject({ choice: 'saved', savedCardId: 31 });
    view().choose('saved', 32);
    expect(view().savedCardId).toBe(32);
    view().choose('saved', 99);
    expect(view().savedCardId).toBe(32);
  });
});

describe("'Pagar Ahora'", () => {
  it('stays disabled while the card field is empty', () => {
    const { view } = start(actorsWith().actors);
    expect(view().payDisabled).toBe(true);
    view().setCardEmpty(false);
    expect(view().payDisabled).toBe(false);
    expect(view().payLabel).toBe('Pagar Ahora');
  });

  it("needs no card field in 'session' mode", () => {
    const { view } = start(actorsWith().actors, baseInput({ cardMode: 'session' }));
    expect(view().payDisabled).toBe(false);
  });

  it('waits for the terms checkbox when legal pages are required', () => {
    const { view } = start(actorsWith().actors, baseInput({ termsRequired: true }));
    view().setCardEmpty(false);
    expect(view().payDisabled).toBe(true);
    view().setTermsAccepted(true);
    expect(view().payDisabled).toBe(false);
    view().setTermsAccepted(false);
    expect(view().payDisabled).toBe(true);
  });

  it('is left to the provider’s own button when paying with the provider', () => {
    const { view } = start(actorsWith().actors);
    view().choose('provider');
    expect(view().payDisabled).toBe(true);
  });
});

describe('signed out', () => {
  it('shows the sign-in and sign-up toggle and no discount form, and cannot pay', () => {
    const { view, actor } = start(actorsWith().actors, baseInput({ signedIn: false }));
    view().setCardEmpty(false);
    expect(view()).toMatchObject({ showAuthToggle: true, authMode: 'signin', showDiscountForm: false, payDisabled: true });
    view().setAuthMode('signup');
    expect(view().authMode).toBe('signup');
    view().applyDiscount('BIENVENIDA');
    expect(view().status).toBe('ready');
    actor.send({ type: 'SIGNED_IN' });
    expect(view()).toMatchObject({ showAuthToggle: false, showDiscountForm: true, payDisabled: false });
    view().setAuthMode('signin');
    expect(view().authMode).toBe('signup');
  });

  it('offers saved cards once signed in', () => {
    const input = baseInput({ signedIn: false });
    const { view, actor } = start(actorsWith().actors, { ...input, options: { ...input.options, savedCards: [] } });
    expect(view().choices).not.toContain('saved');
    actor.send({ type: 'SIGNED_IN', savedCards: SAVED });
    expect(view().choices).toContain('saved');
  });
});

describe('discounts', () => {
  it('applies a code with a spinner and updates the total', async () => {
    const gate = deferred<Result<{ code: string; amount: number; is_percent: boolean }>>();
    const { view, actor } = start(actorsWith({ validateDiscount: () => gate.promise }).actors);
    expect(view().totalText).toBe('$1,200.00');
    view().applyDiscount(' BIENVENIDA ');
    expect(view()).toMatchObject({ discountBusy: true, payDisabled: true });
    gate.resolve(ok({ code: 'BIENVENIDA', amount: 10, is_percent: true }));
    await until(actor, (value) => JSON.stringify(value) === '{"open":"ready"}');
    expect(view()).toMatchObject({ discountBusy: false, total: 1080, totalText: '$1,080.00' });
    view().clearDiscount();
    expect(view().total).toBe(1200);
  });

  it('clears the spinner on failure with the catalogue text', async () => {
    const { view, actor } = start(actorsWith().actors);
    view().applyDiscount('NOEXISTE');
    await until(actor, (value) => JSON.stringify(value) === '{"open":"ready"}');
    expect(view()).toMatchObject({ discountBusy: false, discount: null, discountError: 'Lo sentimos, ese descuento no es válido.' });
  });

  it('names an exhausted code', async () => {
    const validateDiscount = async () => err(appError('exhausted', 'x', 412));
    const { view, actor } = start(actorsWith({ validateDiscount }).actors);
    view().applyDiscount('BIENVENIDA');
    await until(actor, (value) => JSON.stringify(value) === '{"open":"ready"}');
    expect(view().discountError).toBe('Lo sentimos, ya has agotado este descuento.');
  });

  it('offers no discount form when discounts are disabled', () => {
    const { view } = start(actorsWith().actors, baseInput({ discountsEnabled: false }));
    expect(view().showDiscountForm).toBe(false);
    view().applyDiscount('BIENVENIDA');
    expect(view().discountBusy).toBe(false);
  });
});

describe('paying', () => {
  it('shows the spinner, sends one attempt for a double click, and goes to /gracias/{id}', async () => {
    const gate = deferred<Result<CheckoutAnswer>>();
    const attempt = vi.fn((_: AttemptInput) => gate.promise);
    const { view, actor } = start(actorsWith({ attempt }).actors);
    view().setCardEmpty(false);
    view().pay(TOKEN);
    view().pay(TOKEN);
    expect(view()).toMatchObject({ busy: true, payDisabled: true, status: 'paying' });
    gate.resolve(ok({ purchase_id: 41 }));
    await until(actor, (value) => value === 'paid');
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(view()).toMatchObject({ busy: false, destination: { kind: 'internal', path: '/gracias/41' } });
  });

  it('sends the attempt with its idempotency key, method, discount and card', async () => {
    const { actors, attempts } = actorsWith();
    const { view, actor } = start(actors);
    view().applyDiscount('BIENVENIDA');
    await until(actor, (value) => JSON.stringify(value) === '{"open":"ready"}');
    view().setCardEmpty(false);
    view().pay(TOKEN);
    await until(actor, (value) => value === 'paid');
    expect(attempts).toEqual([
      { packageId: 20, choice: 'card', paymentMethodId: 2, paymentSourceId: null, discountCode: 'BIENVENIDA', idempotencyKey: 'key-1', card: TOKEN },
    ]);
  });

  it('pays with a saved card and with cash without a card', async () => {
    const { actors, attempts } = actorsWith();
    const { view, actor } = start(actors);
    view().choose('saved', 32);
    view().pay(TOKEN);
    await until(actor, (value) => value === 'paid');
    expect(attempts[0]).toMatchObject({ choice: 'saved', paymentMethodId: 2, paymentSourceId: 32, card: null });

    const input = baseInput();
    const cash = start(actors, { ...input, options: { ...input.options, cashCheckoutEnabled: true } });
    cash.view().pay();
    await until(cash.actor, (value) => value === 'paid');
    expect(attempts[1]).toMatchObject({ choice: 'cash', paymentMethodId: 1, paymentSourceId: null, card: null });
  });

  it('goes to checkout_redirect_url when set', async () => {
    const { view, actor } = start(actorsWith().actors, baseInput({ redirectUrl: '/mystudio' }));
    view().setCardEmpty(false);
    view().pay(TOKEN);
    await until(actor, (value) => value === 'paid');
    expect(view().destination).toEqual({ kind: 'internal', path: '/mystudio' });
  });

  it("sends the browser to the provider-hosted page in 'session' mode", async () => {
    const attempt = async () => ok({ session: { url: 'https://pay.example.test/s/1' } });
    const { view, actor } = start(actorsWith({ attempt }).actors, baseInput({ cardMode: 'session' }));
    view().pay();
    await until(actor, (value) => value === 'redirecting');
    expect(view()).toMatchObject({ status: 'redirecting', sessionUrl: 'https://pay.example.test/s/1', destination: null });
  });

  it('confirms a card payment with its clientSecret, then shows the purchase', async () => {
    const confirmCard = vi.fn(async () => ok<CheckoutAnswer>({}));
    const attempt = async () => ok({ clientSecret: 'pi_secret', purchase_id: 55 });
    const { view, actor } = start(actorsWith({ attempt, confirmCard }).actors);
    view().setCardEmpty(false);
    view().pay();
    await until(actor, (value) => value === 'paid');
    expect(confirmCard).toHaveBeenCalledWith({ clientSecret: 'pi_secret', purchaseId: 55 });
    expect(actor.getSnapshot().context.purchaseId).toBe(55);
  });

  it('fails on an answer without a purchase', async () => {
    const attempt = async () => ok({});
    const { view, actor } = start(actorsWith({ attempt }).actors);
    view().setCardEmpty(false);
    view().pay();
    await until(actor, (value) => JSON.stringify(value) === '{"open":"failed"}');
    expect(view().error?.message).toBe(messages.checkout.default);
  });
});

describe('failures (spec 8)', () => {
  it('shows the catalogue text and takes a new key after a refusal', async () => {
    let calls = 0;
    const { actors, attempts } = actorsWith();
    const attempt: CheckoutActors['attempt'] = async (input) => {
      calls += 1;
      return calls === 1 ? err(appError('card_declined/insufficient_funds', 'x', 402)) : actors.attempt(input);
    };
    const { view, actor } = start({ ...actors, attempt });
    view().setCardEmpty(false);
    view().pay(TOKEN);
    await until(actor, (value) => JSON.stringify(value) === '{"open":"failed"}');
    expect(view()).toMatchObject({
      status: 'failed',
      busy: false,
      error: { code: 'card_declined/insufficient_funds', status: 402, message: 'Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.' },
    });
    view().pay(TOKEN);
    await until(actor, (value) => value === 'paid');
    expect(attempts[0]?.idempotencyKey).toBe('key-2');
  });

  it('keeps the key after a lost answer, so a retry cannot charge twice', async () => {
    const keys: string[] = [];
    let calls = 0;
    const attempt: CheckoutActors['attempt'] = async (input) => {
      keys.push(input.idempotencyKey);
      calls += 1;
      return calls === 1 ? err(appError('network', messages.common.networkError)) : ok({ purchase_id: 41 });
    };
    const { view, actor } = start(actorsWith({ attempt }).actors);
    view().setCardEmpty(false);
    view().pay(TOKEN);
    await until(actor, (value) => JSON.stringify(value) === '{"open":"failed"}');
    expect(view().error?.message).toBe(messages.common.networkError);
    view().pay(TOKEN);
    await until(actor, (value) => value === 'paid');
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('uses the card form texts when paying by card with a discount', async () => {
    const attempt = async () => err(appError('discount', 'x', 412));
    const { view, actor } = start(actorsWith({ attempt }).actors);
    view().applyDiscount('BIENVENIDA');
    await until(actor, (value) => JSON.stringify(value) === '{"open":"ready"}');
    view().setCardEmpty(false);
    view().pay(TOKEN);
    await until(actor, (value) => JSON.stringify(value) === '{"open":"failed"}');
    expect(view().error?.message).toBe('Lo sentimos. No puedes usar este descuento');
    view().dismiss();
    expect(view()).toMatchObject({ status: 'ready', error: null });
  });
});

describe('the subscription provider', () => {
  it('captures the approval and shows the purchase', async () => {
    const capture = vi.fn(async () => ok<CheckoutAnswer>({ purchase_id: 77 }));
    const { view, actor } = start(actorsWith({ capture }).actors);
    view().choose('provider');
    view().providerApproved({ orderID: 'O-1' });
    await until(actor, (value) => value === 'paid');
    expect(capture).toHaveBeenCalledWith({ packageId: 20, approval: { orderID: 'O-1' }, discountCode: null, idempotencyKey: 'key-1' });
    expect(view().destination).toEqual({ kind: 'internal', path: '/gracias/77' });
  });

  it('ignores an approval for another choice, and shows the provider’s own error', () => {
    const { view } = start(actorsWith().actors);
    view().providerApproved({ orderID: 'O-1' });
    expect(view().status).toBe('ready');
    view().providerFailed('Ventana cerrada');
    expect(view().error?.message).toBe('Hubo un error al procesar tu compra: Ventana cerrada');
  });
});
