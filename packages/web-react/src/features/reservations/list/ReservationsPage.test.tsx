import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_RESERVATION_IDS, demoCustomerIds, type DemoPorts } from '@estudio/core/testing';
import { installViewport } from '../../../testing/viewport.js';
import { FIRST_LOAD, NUEVA, renderMemberScreen } from '../testing/render.js';

const ROUTE = '/mystudio/reservaciones';

const heading = () => screen.findByRole('heading', { level: 1, name: 'Mis Reservaciones' }, FIRST_LOAD);

/** 120 more reservations for the socia: three pages. */
const manyReservations = ({ api }: DemoPorts) => {
  const model = api.state.reservations.find((r) => r.class_reservation_id === DEMO_RESERVATION_IDS.upcoming);
  if (!model) throw new Error('The demo lost its upcoming reservation');
  for (let i = 0; i < 120; i += 1) api.state.reservations.push({ ...model, class_reservation_id: 1000 + i });
};

describe('Mis Reservaciones: the top of the screen', () => {
  it('states the cancel rule and the limit of cancels per credit', async () => {
    renderMemberScreen(ROUTE);
    await heading();
    expect(screen.getByText('Puedes cancelar tu clase hasta 12 horas antes de que empiece.')).toBeTruthy();
    expect(screen.getByText('Solo puedes cancelar hasta 2 veces por cada crédito de clase.')).toBeTruthy();
  });

  it("reads 'Tus clases son transferibles y no son cancelables' when cancelling is off", async () => {
    renderMemberScreen(ROUTE, { config: { allow_cancel_reservations: 'false' } });
    await heading();
    expect(screen.getByText('Tus clases son transferibles y no son cancelables')).toBeTruthy();
    expect(screen.queryByText(/Solo puedes cancelar/)).toBeNull();
  });

  it("says 'vez' for a limit of one, and nothing without a limit", async () => {
    const { unmount } = renderMemberScreen(ROUTE, { config: { max_cancels_per_available_class: '1' } });
    await heading();
    expect(screen.getByText('Solo puedes cancelar hasta 1 vez por cada crédito de clase.')).toBeTruthy();
    unmount();
    renderMemberScreen(ROUTE, { config: { max_cancels_per_available_class: '' } });
    await heading();
    expect(screen.queryByText(/Solo puedes cancelar/)).toBeNull();
  });

  it("shows the classes left as 'Disponibles'", async () => {
    renderMemberScreen(ROUTE);
    const badge = await screen.findByRole('group', { name: 'Disponibles' }, FIRST_LOAD);
    expect(within(badge).getByText('7')).toBeTruthy();
  });

  it("shows an unlimited member as 'Ilimitadas' with 'Hasta el {date}'", async () => {
    renderMemberScreen(ROUTE, {
      prepare: ({ api }) => {
        const socia = api.state.customers.find((c) => c.customer_id === demoCustomerIds.socia);
        if (socia) Object.assign(socia, { has_unlimited: true, unlimited_membership_expiration: '2025-02-15' });
      },
    });
    const badge = await screen.findByRole('group', { name: 'Ilimitadas' }, FIRST_LOAD);
    expect(within(badge).getByText('Hasta el 15 feb 2025')).toBeTruthy();
  });

  it("offers 'Comprar Clases', which leads to the packages", async () => {
    renderMemberScreen(ROUTE);
    await heading();
    expect(screen.getByRole('link', { name: 'Comprar Clases' }).getAttribute('href')).toBe('/mystudio/paquetes');
  });

  it('links the screen from the navbar', async () => {
    renderMemberScreen(ROUTE);
    const nav = await screen.findByRole('navigation', { name: 'Navegación de tu cuenta' }, FIRST_LOAD);
    expect(within(nav).getByRole('link', { name: 'Mis Reservaciones' }).getAttribute('href')).toBe(ROUTE);
  });
});

describe('Mis Reservaciones on a desktop', () => {
  let undo: () => void;
  beforeEach(() => {
    undo = installViewport(1280);
  });
  afterEach(() => undo());

  const headers = async () => {
    const table = await screen.findByRole('table', { name: 'Tus reservaciones' }, FIRST_LOAD);
    return within(table).getAllByRole('columnheader').map((th) => th.textContent);
  };

  it('has every column with guests allowed and two locations', async () => {
    renderMemberScreen(ROUTE);
    expect(await headers()).toEqual(['Clase', 'Invitado', 'Coach', 'Fecha y Hora', 'Ubicación', 'Lugar', 'Estado', 'Acciones']);
  });

  it('drops Invitado without allow_class_guests', async () => {
    renderMemberScreen(ROUTE, { config: { allow_class_guests: 'false' } });
    expect(await headers()).not.toContain('Invitado');
  });

  it('drops Ubicación with a single location', async () => {
    renderMemberScreen(ROUTE, { prepare: ({ api }) => (api.state.locations = api.state.locations.slice(0, 1)) });
    await waitFor(async () => expect(await headers()).not.toContain('Ubicación'));
    expect(await headers()).toContain('Invitado');
  });

  it("writes each row's date as 'ddd DD MMM, HH:mm' in the studio's zone, with its status", async () => {
    renderMemberScreen(ROUTE);
    await screen.findByRole('table', {}, FIRST_LOAD);
    const row = screen.getByRole('row', { name: /mar 07 ene, 09:00/ });
    expect(within(row).getByText('Yoga')).toBeTruthy();
    expect(within(row).getByText('Ana López')).toBeTruthy();
    expect(within(row).getByText('Estudio Demo Polanco')).toBeTruthy();
    expect(within(row).getByText('Próxima')).toBeTruthy();
    const statuses = screen.getAllByRole('row').slice(1).map((r) => r.querySelector('[data-status]')?.textContent);
    expect(statuses).toEqual(['Pago en Efectivo Incompleto', 'Cancelada', 'Próxima', 'Próxima', 'Exitosa', 'No Asistí', 'Exitosa']);
  });

  it('offers QR, Cancelar and Calificar only where they apply', async () => {
    renderMemberScreen(ROUTE);
    await screen.findByRole('table', {}, FIRST_LOAD);
    expect(screen.getAllByRole('button', { name: /^QR: Código de Acceso de/ })).toHaveLength(6);
    expect(screen.getAllByRole('button', { name: /^Cancelar / })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Calificar / })).toHaveLength(1);
    expect(screen.getByText('Coach: 5 de 5 estrellas')).toBeTruthy();
    expect(screen.getByText('Clase: 4 de 5 estrellas')).toBeTruthy();
  });

  it('offers no QR button without qrcode_enabled', async () => {
    renderMemberScreen(ROUTE, { config: { qrcode_enabled: 'false' } });
    await screen.findByRole('table', {}, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: /^QR/ })).toBeNull();
  });
});

describe('Mis Reservaciones on a phone', () => {
  it("shows a card per reservation, dated 'DD MMM'", async () => {
    renderMemberScreen(ROUTE);
    const list = await screen.findByRole('list', { name: 'Tus reservaciones' }, FIRST_LOAD);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(7);
    const upcoming = cards.find((card) => within(card).queryByText('07 ene'));
    expect(upcoming && within(upcoming).getByRole('heading', { name: 'Yoga' })).toBeTruthy();
    expect(upcoming && within(upcoming).getByText('Próxima')).toBeTruthy();
  });
});

describe('filters and pages', () => {
  it('keeps the filter in the URL and shows only its reservations', async () => {
    const { location } = renderMemberScreen(ROUTE);
    await screen.findByRole('list', { name: 'Tus reservaciones' }, FIRST_LOAD);
    const group = screen.getByRole('group', { name: 'Filtrar reservaciones' });
    expect(within(group).getByRole('button', { name: 'Todas' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(group).getByRole('button', { name: 'Canceladas' }));
    expect(location().search).toBe('?filter=cancelled');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('Cancelada')).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Canceladas' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens on the filter and page of the URL', async () => {
    renderMemberScreen(`${ROUTE}?filter=past`);
    await screen.findByRole('list', { name: 'Tus reservaciones' }, FIRST_LOAD);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Pasadas' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('pages by 50 (pages = ceil(max/50)) and back to page 1 on a new filter', async () => {
    const { location } = renderMemberScreen(ROUTE, { prepare: manyReservations });
    const pager = await screen.findByRole('navigation', { name: 'Páginas de reservaciones' }, FIRST_LOAD);
    expect(within(pager).getAllByRole('button', { name: /^Página/ })).toHaveLength(3);
    expect(screen.getAllByRole('article')).toHaveLength(50);
    await userEvent.click(within(pager).getByRole('button', { name: 'Página 3' }));
    expect(location().search).toBe('?page=3');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(27));
    expect(within(pager).getByRole('button', { name: 'Página 3' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(pager).getByRole('button', { name: 'Anterior' }));
    expect(location().search).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Próximas' }));
    expect(location().search).toBe('?filter=upcoming');
  });

  it('goes to the last page from a page past it', async () => {
    const { location } = renderMemberScreen(`${ROUTE}?page=9`, { prepare: manyReservations });
    await waitFor(() => expect(location().search).toBe('?page=3'), FIRST_LOAD);
  });

  it('shows no pager with a single page', async () => {
    renderMemberScreen(ROUTE);
    await screen.findByRole('list', { name: 'Tus reservaciones' }, FIRST_LOAD);
    expect(screen.queryByRole('navigation', { name: 'Páginas de reservaciones' })).toBeNull();
  });
});

describe('empty and loading', () => {
  it("reads 'Aún no has reservado clases.' with 'Ir a Reservar' to /mystudio", async () => {
    renderMemberScreen(ROUTE, { signedInAs: NUEVA });
    expect(await screen.findByText('Aún no has reservado clases.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Reservar' }).getAttribute('href')).toBe('/mystudio');
    expect(within(screen.getByRole('group', { name: 'Disponibles' })).getByText('0')).toBeTruthy();
  });

  it('says when a filter has nothing', async () => {
    renderMemberScreen(`${ROUTE}?filter=cancelled`, { signedInAs: NUEVA });
    expect(await screen.findByText('No tienes reservaciones en esta lista.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('shows skeletons, announced once, while the list loads', async () => {
    renderMemberScreen(ROUTE, { pending: ['reservations.mine'] });
    await heading();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Cargando tus reservaciones');
  });

  it("sends a load failure to the alert display", async () => {
    renderMemberScreen(ROUTE, {
      prepare: ({ api }) => api.failNext('reservations.mine', { code: 'x', message: 'No pudimos cargar tus reservaciones.', status: 500 }),
    });
    expect(await screen.findByText('No pudimos cargar tus reservaciones.', {}, FIRST_LOAD)).toBeTruthy();
  });
});
