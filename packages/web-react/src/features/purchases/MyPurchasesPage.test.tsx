import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoPorts } from '@estudio/core/testing';
import { installViewport } from '../../testing/viewport.js';
import { FIRST_LOAD, NUEVA, renderMemberScreen } from '../reservations/testing/render.js';

const ROUTE = '/mystudio/membresias';
/** 10 Mar 2026, midday in Mexico City. */
const NOW = Date.parse('2026-03-10T18:00:00Z');
const SUBSCRIPTION_ID = 2;

/** Adds an active monthly subscription bought on 15 Feb 2026 to the socia's purchases. */
const withSubscription = ({ api }: DemoPorts) => {
  const [first] = api.state.purchases;
  if (!first) throw new Error('the demo socia has purchase #1');
  const at = '2026-02-15T18:00:00.000Z';
  api.state.purchases.push({
    ...first,
    purchase_id: SUBSCRIPTION_ID,
    title: 'Membresía mensual',
    total_payment: 1500,
    status: 'active',
    createdAt: at,
    created_at: at,
    updatedAt: at,
    subscription_id: 'sub_demo',
    subscription_period: 'month',
    subscription_interval: 1,
  });
};

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

const openCancel = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Cancelar Suscripción de Membresía mensual' }, FIRST_LOAD));
  return screen.findByRole('dialog', { name: 'Precaución' });
};

describe('Mis Compras', () => {
  it('lists the purchases newest first on a desktop, with total, badge, next charge and the cancel button', async () => {
    undo = installViewport(1280);
    renderMemberScreen(ROUTE, { now: NOW, prepare: withSubscription });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Compras' }, FIRST_LOAD)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tus compras' }, FIRST_LOAD);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Paquete',
      'Fecha de compra',
      'Total',
      'Estado',
      'Próximo cobro',
      'Acciones',
    ]);
    const [, newest, older] = within(table).getAllByRole('row');
    expect(newest && within(newest).getByText('Paquete 10 clases')).toBeTruthy();
    expect(newest && within(newest).getByText('$1,200')).toBeTruthy();
    expect(newest && within(newest).getByText('Completada').dataset.status).toBe('completed');
    expect(newest && within(newest).queryByRole('button')).toBeNull();
    expect(older && within(older).getByText('Membresía mensual')).toBeTruthy();
    expect(older && within(older).getByText('15 feb 2026')).toBeTruthy();
    expect(older && within(older).getByText('Activa').dataset.status).toBe('active');
    expect(older && within(older).getByText('15 mar 2026')).toBeTruthy();
    expect(older && within(older).getByRole('button', { name: 'Cancelar Suscripción de Membresía mensual' })).toBeTruthy();
  });

  it('shows cards on a phone', async () => {
    renderMemberScreen(ROUTE, { now: NOW, prepare: withSubscription });
    const list = await screen.findByRole('list', { name: 'Tus compras' }, FIRST_LOAD);
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('article', { name: 'Membresía mensual' });
    expect(within(card).getByText('Próximo cobro')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancelar Suscripción de Membresía mensual' })).toBeTruthy();
    expect(within(within(list).getByRole('article', { name: 'Paquete 10 clases' })).queryByText('Próximo cobro')).toBeNull();
  });

  it("reads 'No has hecho ninguna compra.' with none, and leads to the packages", async () => {
    renderMemberScreen(ROUTE, { signedInAs: NUEVA });
    expect(await screen.findByText('No has hecho ninguna compra.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver paquetes' }).getAttribute('href')).toBe('/mystudio/paquetes');
  });

  it("links 'Mis Cargos' and the saved cards, each only with its flag", async () => {
    const first = renderMemberScreen(ROUTE);
    expect((await screen.findByRole('link', { name: 'Ver mis cargos' }, FIRST_LOAD)).getAttribute('href')).toBe('/mystudio/pagos');
    expect(screen.getByRole('link', { name: 'Mis métodos de pago' }).getAttribute('href')).toBe('/mystudio/metodos');
    first.unmount();
    renderMemberScreen(ROUTE, { config: { subscriptions_enabled: 'false', payment_sources_enabled: 'false' } });
    await screen.findByRole('heading', { level: 1, name: 'Mis Compras' }, FIRST_LOAD);
    expect(screen.queryByRole('link', { name: 'Ver mis cargos' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mis métodos de pago' })).toBeNull();
  });

  it('shows the load error text when the purchases cannot be read', async () => {
    renderMemberScreen(ROUTE, {
      prepare: ({ api }) => api.failNext('purchases.mine', { code: 'network', message: 'Sin conexión', status: 0 }),
    });
    expect(await screen.findByText('Lo sentimos, hubo un error al mostrar este contenido.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('refuses to cancel without a reason, sending nothing', async () => {
    const { services } = renderMemberScreen(ROUTE, { now: NOW, prepare: withSubscription });
    const dialog = await openCancel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Suscripción' }));
    const reason = within(dialog).getByRole('textbox', { name: /Motivo de cancelación/ });
    expect(within(dialog).getByText('Debes indicar un motivo de cancelación.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(services.fakes.api.state.purchases.find((p) => p.purchase_id === SUBSCRIPTION_ID)?.status).toBe('active');
  });

  it("cancels with a reason: '¡Suscripción cancelada!' and the list shows it cancelled", async () => {
    const { services } = renderMemberScreen(ROUTE, { now: NOW, prepare: withSubscription });
    const dialog = await openCancel();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo de cancelación/ }), 'Me mudo de ciudad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Suscripción' }));
    expect(await screen.findByText('¡Suscripción cancelada!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await screen.findByRole('article', { name: 'Membresía mensual' });
    expect(await within(card).findByText('Cancelada el 10 mar 2026')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(services.fakes.api.state.purchases.find((p) => p.purchase_id === SUBSCRIPTION_ID)?.status).toBe('cancelled');
  });

  it("shows the server's message when the cancel is refused", async () => {
    renderMemberScreen(ROUTE, {
      now: NOW,
      prepare: (ports) => {
        withSubscription(ports);
        ports.api.failNext('purchases.cancel', { code: 'purchase/not-cancellable', message: 'Esta suscripción ya no se puede cancelar.', status: 409 });
      },
    });
    const dialog = await openCancel();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo de cancelación/ }), 'Ya no voy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Suscripción' }));
    expect(await screen.findByText('Esta suscripción ya no se puede cancelar.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Precaución' })).toBeTruthy();
  });

  it("links a paid package's content, in the table and on the phone's cards", async () => {
    const program = { name: 'Programa 8 semanas.pdf', url: '/files/programa.pdf' };
    const withContent = (ports: DemoPorts) => {
      withSubscription(ports);
      const bought = ports.api.state.purchases.find((p) => p.purchase_id === SUBSCRIPTION_ID);
      if (bought) Object.assign(bought, { download: program });
    };
    undo = installViewport(1280);
    const desktop = renderMemberScreen(ROUTE, { now: NOW, prepare: withContent });
    const link = await screen.findByRole('link', { name: 'Descargar Programa 8 semanas.pdf' }, FIRST_LOAD);
    expect(link.getAttribute('href')).toBe(program.url);
    expect(screen.getAllByRole('link', { name: /^Descargar/ })).toHaveLength(1);
    desktop.unmount();
    undo();
    undo = installViewport(375);
    renderMemberScreen(ROUTE, { now: NOW, prepare: withContent });
    const card = await screen.findByRole('article', { name: 'Membresía mensual' }, FIRST_LOAD);
    expect(within(card).getByRole('link', { name: 'Descargar Programa 8 semanas.pdf' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancelar Suscripción de Membresía mensual' })).toBeTruthy();
  });
});
