import { checkoutErrorMessage, err, messages, ok, appError, type ProviderApproval, type ProviderButtonsHandlers, type ProviderStart, type Result } from '@estudio/core';
import type { PayPalButtonsComponentOptions, PayPalNamespace, PayPalScriptOptions } from '@paypal/paypal-js';
import { describe, expect, it } from 'vitest';
import { createPayPalButtons } from './paypal-buttons.js';

/** A stand-in for the PayPal JS SDK at its boundary: keeps the button options so a test can play PayPal's part. */
const fakePayPal = (render: () => Promise<void> = () => Promise.resolve()) => {
  const seen: { script: PayPalScriptOptions[]; options: PayPalButtonsComponentOptions[]; targets: unknown[]; closed: number } = {
    script: [], options: [], targets: [], closed: 0,
  };
  const paypal = {
    Buttons: (options: PayPalButtonsComponentOptions) => {
      seen.options.push(options);
      return {
        render: (target: unknown) => { seen.targets.push(target); return render(); },
        close: () => { seen.closed += 1; return Promise.resolve(); },
      };
    },
  } as unknown as PayPalNamespace;
  const load = (script: PayPalScriptOptions) => { seen.script.push(script); return Promise.resolve(paypal); };
  return { seen, load };
};

const handlersFor = (start: Result<ProviderStart>) => {
  const events: { approved: ProviderApproval[]; failed: string[]; cancelled: number; starts: number } = { approved: [], failed: [], cancelled: 0, starts: 0 };
  const handlers: ProviderButtonsHandlers = {
    start: () => { events.starts += 1; return Promise.resolve(start); },
    approved: (approval) => events.approved.push(approval),
    failed: (message) => events.failed.push(message),
    cancelled: () => { events.cancelled += 1; },
  };
  return { handlers, events };
};

const order = ok<ProviderStart>({ orderID: 'ORDER-1', plan_id: null, purchase_id: 41 });
const plan = ok<ProviderStart>({ orderID: null, plan_id: 'P-PLAN', purchase_id: 42 });
const noActions = {} as never;

describe('PayPal buttons', () => {
  it('loads the SDK in MXN and Spanish for a captured order, and renders in the node', async () => {
    const fake = fakePayPal();
    const rendered = await createPayPalButtons({ clientId: 'cid', load: fake.load }).renderButtons('node', 'order', handlersFor(order).handlers);
    expect(rendered.ok).toBe(true);
    expect(fake.seen.script).toEqual([{ clientId: 'cid', currency: 'MXN', locale: 'es_MX', intent: 'capture' }]);
    expect(fake.seen.targets).toEqual(['node']);
  });

  it('hands PayPal the order our server opened, and reports the approval to capture', async () => {
    const fake = fakePayPal();
    const { handlers, events } = handlersFor(order);
    await createPayPalButtons({ clientId: 'cid', load: fake.load }).renderButtons('node', 'order', handlers);
    const options = fake.seen.options[0]!;
    expect(options.createSubscription).toBeUndefined();
    expect(await options.createOrder!({} as never, noActions)).toBe('ORDER-1');
    await options.onApprove!({ orderID: 'ORDER-1', subscriptionID: null }, noActions);
    expect(events.approved).toEqual([{ orderID: 'ORDER-1', subscriptionID: null }]);
  });

  it('subscribes to the plan our server named, with the vault and intent subscription', async () => {
    const fake = fakePayPal();
    const { handlers, events } = handlersFor(plan);
    await createPayPalButtons({ clientId: 'cid', load: fake.load }).renderButtons('node', 'subscription', handlers);
    expect(fake.seen.script[0]).toMatchObject({ intent: 'subscription', vault: true });
    const created: unknown[] = [];
    const actions = { subscription: { create: (body: unknown) => { created.push(body); return Promise.resolve('I-SUB'); } } };
    expect(await fake.seen.options[0]!.createSubscription!({}, actions as never)).toBe('I-SUB');
    expect(created).toEqual([{ plan_id: 'P-PLAN', custom_id: '42' }]);
    await fake.seen.options[0]!.onApprove!({ orderID: 'O', subscriptionID: 'I-SUB' }, noActions);
    expect(events.approved).toEqual([{ orderID: 'O', subscriptionID: 'I-SUB' }]);
  });

  it('closes PayPal’s window with our server’s words when the attempt is refused', async () => {
    const fake = fakePayPal();
    const refused = err<ProviderStart>(appError('http/409', messages.checkout.purchaseLimit, 409));
    await createPayPalButtons({ clientId: 'cid', load: fake.load }).renderButtons('node', 'order', handlersFor(refused).handlers);
    await expect(fake.seen.options[0]!.createOrder!({} as never, noActions)).rejects.toThrow(messages.checkout.purchaseLimit);
  });

  it('reports PayPal’s errors and a closed window', async () => {
    const fake = fakePayPal();
    const { handlers, events } = handlersFor(order);
    await createPayPalButtons({ clientId: 'cid', load: fake.load }).renderButtons('node', 'order', handlers);
    fake.seen.options[0]!.onError!({ message: 'x' } as never);
    fake.seen.options[0]!.onError!(new Error('Pago rechazado') as never);
    fake.seen.options[0]!.onCancel!({} as never, noActions);
    expect(events.failed).toEqual(['', 'Pago rechazado']);
    expect(events.cancelled).toBe(1);
  });

  it('fails with spec 8’s default text when the SDK cannot load or render', async () => {
    const offline = await createPayPalButtons({ clientId: 'cid', load: () => Promise.reject(new Error('offline')) })
      .renderButtons('node', 'order', handlersFor(order).handlers);
    expect(offline.ok ? null : checkoutErrorMessage(offline.error)).toBe(messages.checkout.default);
    const broken = await createPayPalButtons({ clientId: 'cid', load: fakePayPal(() => Promise.reject(new Error('Zoid error'))).load })
      .renderButtons('node', 'order', handlersFor(order).handlers);
    expect(broken.ok ? null : checkoutErrorMessage(broken.error)).toBe('Hubo un error al procesar tu compra: Zoid error');
  });

  it('closes its buttons', async () => {
    const fake = fakePayPal();
    const rendered = await createPayPalButtons({ clientId: 'cid', load: fake.load }).renderButtons('node', 'order', handlersFor(order).handlers);
    if (rendered.ok) rendered.value.close();
    expect(fake.seen.closed).toBe(1);
  });
});
