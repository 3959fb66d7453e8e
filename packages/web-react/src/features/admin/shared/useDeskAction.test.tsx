import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { appError, err, ok, type Result } from '@estudio/core';
import { AlertsProvider } from '../../../ui/Alerts/index.js';
import { useDeskAction, type DeskAction } from './useDeskAction.js';

/** A call the test answers when it wants. */
const pending = <T,>() => {
  let answer: (result: Result<T>) => void = () => undefined;
  const call = vi.fn(() => new Promise<Result<T>>((resolve) => (answer = resolve)));
  return { call, answer: (result: Result<T>) => act(() => answer(result)) };
};

let action: DeskAction<string>;
let unmount: () => void = () => undefined;
const Probe = ({ inForm }: { inForm: boolean }) => {
  action = useDeskAction<string>({ inForm });
  return null;
};
/** The hook under the app's alert display, and a way to unmount the hook alone. */
const Screen = ({ inForm }: { inForm: boolean }) => {
  const [shown, setShown] = useState(true);
  unmount = () => setShown(false);
  return <AlertsProvider>{shown ? <Probe inForm={inForm} /> : null}</AlertsProvider>;
};
const renderHookOnScreen = (inForm = false) => render(<Screen inForm={inForm} />);

describe('useDeskAction', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is busy while the call runs, then shows the success text and runs `then` with the answer', async () => {
    renderHookOnScreen();
    const { call, answer } = pending<{ purchase_id: number }>();
    const then = vi.fn();
    let sent: Promise<unknown> = Promise.resolve();
    act(() => void (sent = action.run(call, (sold) => `¡Compra exitosa! Orden #${sold.purchase_id}`, then, 'sale')));
    expect(action.busy).toBe(true);
    expect(action.isBusy('sale')).toBe(true);
    expect(action.isBusy('other')).toBe(false);
    await answer(ok({ purchase_id: 99 }));
    expect(await sent).toEqual(ok({ purchase_id: 99 }));
    expect(action.busy).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('¡Compra exitosa! Orden #99');
    expect(then).toHaveBeenCalledWith({ purchase_id: 99 });
  });

  it("shows a refusal in the server's words, without the success or `then`", async () => {
    renderHookOnScreen();
    const then = vi.fn();
    await act(() => action.run(() => Promise.resolve(err(appError('http/409', 'La clase está llena.', 409))), 'Reservación registrada.', then));
    expect(screen.getByRole('alert').textContent).toContain('La clase está llena.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(then).not.toHaveBeenCalled();
    expect(action.busy).toBe(false);
  });

  it("reads a call that throws as 'Lo sentimos, ocurrió un error…' and is no longer busy", async () => {
    renderHookOnScreen();
    await act(() => action.run(() => Promise.reject(new Error('red')), 'Listo.'));
    expect(screen.getByRole('alert').textContent).toContain('Lo sentimos, ocurrió un error. Inténtalo de nuevo.');
    expect(action.busy).toBe(false);
  });

  it('in a form, hands the refusal back to the form instead of the alerts', async () => {
    renderHookOnScreen(true);
    const refused = err(appError('http/409', 'Ya existe un cliente con ese correo.', 409));
    expect(await act(() => action.run(() => Promise.resolve(refused), 'Listo.'))).toEqual(refused);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing more for the same key while it runs; another key goes ahead', async () => {
    renderHookOnScreen();
    const first = pending<string>();
    act(() => void action.run(first.call, 'Uno.', undefined, 'row-1'));
    let again: Promise<unknown> = Promise.resolve();
    act(() => void (again = action.run(first.call, 'Uno.', undefined, 'row-1')));
    expect(await again).toBeUndefined();
    expect(first.call).toHaveBeenCalledTimes(1);
    await act(() => action.run(() => Promise.resolve(ok('b')), 'Dos.', undefined, 'row-2'));
    expect(action.isBusy('row-1')).toBe(true);
    await first.answer(ok('a'));
    expect(action.busy).toBe(false);
    act(() => void action.run(first.call, 'Uno.', undefined, 'row-1'));
    expect(first.call).toHaveBeenCalledTimes(2);
  });

  it('still reports the outcome and runs `then` when its screen unmounted meanwhile, without a warning', async () => {
    const warnings = vi.spyOn(console, 'error');
    renderHookOnScreen();
    const { call, answer } = pending<string>();
    const then = vi.fn();
    act(() => void action.run(call, 'Reservación cancelada.', then));
    act(() => unmount());
    await answer(ok('hecho'));
    expect(screen.getByRole('status').textContent).toContain('Reservación cancelada.');
    expect(then).toHaveBeenCalledWith('hecho');
    expect(warnings).not.toHaveBeenCalled();
  });
});
