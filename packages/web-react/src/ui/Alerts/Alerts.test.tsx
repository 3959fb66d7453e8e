import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AlertsProvider, useAlerts, type AlertsApi } from './Alerts.js';

let api: AlertsApi;
const Grab = () => {
  api = useAlerts();
  return null;
};

const renderAlerts = () =>
  render(
    <AlertsProvider>
      <Grab />
    </AlertsProvider>,
  );

describe('Alerts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows an error as an alert and hides it after 5000 ms', () => {
    renderAlerts();
    act(() => api.error('Hubo un error al procesar tu compra. Inténtalo más tarde.'));
    expect(screen.getByRole('alert').textContent).toContain('Hubo un error al procesar tu compra.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a success as a status and hides it after 3000 ms', () => {
    renderAlerts();
    act(() => api.success('¡Pago exitoso!'));
    expect(screen.getByRole('status').textContent).toContain('¡Pago exitoso!');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is dismissable', () => {
    renderAlerts();
    act(() => api.error('Falló'));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('suppresses texts containing 401 or 400', () => {
    renderAlerts();
    act(() => {
      api.error('Request failed with status code 401');
      api.error('Error 400');
      api.success('400 guardados');
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lives in a labelled live region', () => {
    renderAlerts();
    const region = screen.getByRole('region', { name: 'Notificaciones' });
    expect(region.getAttribute('aria-live')).toBe('polite');
  });
});
