import { act, render, screen, waitFor } from '@testing-library/react';
import {
  appError, err, ok, type CardFieldState, type CardProviderPort, type ProviderButtonsHandlers, type ProviderCardField as Field,
  type Result, type SubscriptionProviderPort,
} from '@estudio/core';
import { describe, expect, it, vi } from 'vitest';
import { ProviderButtons } from './ProviderButtons.js';
import { ProviderCardField } from './ProviderCardField.js';

/** A card provider whose mount the test resolves, holding the change callback to play the customer typing. */
const cardProvider = () => {
  let resolve: (field: Result<Field>) => void = () => undefined;
  const seen: { target: unknown; change: ((state: CardFieldState) => void) | null; unmounted: number } = { target: null, change: null, unmounted: 0 };
  const field: Field = {
    confirm: () => Promise.resolve(ok({ status: 'succeeded', paymentId: 'pi' })),
    tokenize: () => Promise.resolve(ok({ token: 'pm', brand: 'visa', last4: '4242' })),
    unmount: () => { seen.unmounted += 1; },
  };
  const provider: CardProviderPort = {
    name: 'stand-in',
    mountCard: (target, change) => {
      seen.target = target;
      seen.change = change;
      return new Promise((r) => { resolve = r; });
    },
  };
  return { provider, field, seen, mounted: (result: Result<Field> = ok(field)) => act(async () => resolve(result)) };
};

describe('ProviderCardField', () => {
  it('mounts the provider’s field in its frame, says it is loading, then hands the field over', async () => {
    const { provider, field, seen, mounted } = cardProvider();
    const onField = vi.fn();
    render(<ProviderCardField provider={provider} onEmptyChange={() => undefined} onField={onField} />);
    expect(screen.getByRole('status').textContent).toBe('Cargando el pago seguro...');
    const frame = screen.getByRole('group', { name: 'Datos de tu tarjeta' });
    expect(seen.target).toBe(frame);
    await mounted();
    expect(onField).toHaveBeenLastCalledWith(field);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(/el estudio nunca ve su número/)).toBeTruthy();
  });

  it('reports whether the card is empty as the customer types', async () => {
    const { provider, seen, mounted } = cardProvider();
    const onEmpty = vi.fn();
    render(<ProviderCardField provider={provider} onEmptyChange={onEmpty} onField={() => undefined} />);
    await mounted();
    seen.change?.({ empty: false, complete: false });
    seen.change?.({ empty: true, complete: false });
    expect(onEmpty.mock.calls).toEqual([[false], [true]]);
  });

  it('reads spec 8’s default text when the provider’s script cannot load', async () => {
    const { provider, mounted } = cardProvider();
    render(<ProviderCardField provider={provider} onEmptyChange={() => undefined} onField={() => undefined} />);
    await mounted(err(appError('checkout/card-provider-unavailable', 'Hubo un error al procesar tu compra. Inténtalo más tarde.')));
    expect(screen.getByRole('alert').textContent).toBe('Hubo un error al procesar tu compra. Inténtalo más tarde.');
  });

  it('removes the field when it leaves the page, even if it mounts late', async () => {
    const early = cardProvider();
    const first = render(<ProviderCardField provider={early.provider} onEmptyChange={() => undefined} onField={() => undefined} />);
    await early.mounted();
    first.unmount();
    expect(early.seen.unmounted).toBe(1);
    const late = cardProvider();
    const second = render(<ProviderCardField provider={late.provider} onEmptyChange={() => undefined} onField={() => undefined} />);
    second.unmount();
    await late.mounted();
    expect(late.seen.unmounted).toBe(1);
  });
});

/** A subscription provider that renders at once and keeps the handlers, to play PayPal's part. */
const buttonsProvider = (rendered: Result<{ close: () => void }> = ok({ close: () => undefined })) => {
  const seen: { kind: string | null; handlers: ProviderButtonsHandlers | null } = { kind: null, handlers: null };
  const provider: SubscriptionProviderPort = {
    name: 'stand-in',
    renderButtons: (_target, kind, handlers) => {
      seen.kind = kind;
      seen.handlers = handlers;
      return Promise.resolve(rendered);
    },
  };
  return { provider, seen };
};

describe('ProviderButtons', () => {
  const start = () => Promise.resolve(ok({ orderID: 'O-1', plan_id: null, purchase_id: 5 }));

  it('renders the buttons for the kind asked and passes the approval on', async () => {
    const { provider, seen } = buttonsProvider();
    const onApproved = vi.fn();
    render(<ProviderButtons provider={provider} kind="subscription" start={start} onApproved={onApproved} onFailed={() => undefined} disabled={false} />);
    await waitFor(() => expect(screen.getByText(/ventana de PayPal/)).toBeTruthy());
    expect(seen.kind).toBe('subscription');
    expect(await seen.handlers!.start()).toEqual(ok({ orderID: 'O-1', plan_id: null, purchase_id: 5 }));
    seen.handlers!.approved({ orderID: 'O-1', subscriptionID: 'I-1' });
    expect(onApproved).toHaveBeenCalledWith({ orderID: 'O-1', subscriptionID: 'I-1' });
  });

  it('passes PayPal’s failures on, and says so when the buyer closes its window', async () => {
    const { provider, seen } = buttonsProvider();
    const onFailed = vi.fn();
    render(<ProviderButtons provider={provider} kind="order" start={start} onApproved={() => undefined} onFailed={onFailed} disabled={false} />);
    await waitFor(() => expect(seen.handlers).not.toBeNull());
    seen.handlers!.failed('Pago rechazado');
    expect(onFailed).toHaveBeenCalledWith('Pago rechazado');
    act(() => seen.handlers!.cancelled());
    expect(screen.getByRole('status').textContent).toMatch(/Cerraste la ventana de PayPal/);
  });

  it('hides the buttons while paying is not allowed (terms unticked)', async () => {
    const { provider } = buttonsProvider();
    const { container } = render(<ProviderButtons provider={provider} kind="order" start={start} onApproved={() => undefined} onFailed={() => undefined} disabled />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container.querySelector('[hidden]')).not.toBeNull();
    expect(screen.queryByText(/ventana de PayPal/)).toBeNull();
  });

  it('reads spec 8’s text when PayPal cannot load', async () => {
    const { provider } = buttonsProvider(err(appError('checkout/provider-unavailable', 'Hubo un error al procesar tu compra. Inténtalo más tarde.')));
    render(<ProviderButtons provider={provider} kind="order" start={start} onApproved={() => undefined} onFailed={() => undefined} disabled={false} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Hubo un error al procesar tu compra. Inténtalo más tarde.');
  });
});
