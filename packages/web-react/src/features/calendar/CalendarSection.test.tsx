import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, err, ok, type CalendarApi, type CalendarFeed } from '@estudio/core';
import { AXE_TIMEOUT, axeViolations } from '../../testing/axe.js';
import { FIRST_LOAD, renderMemberScreen } from '../reservations/testing/render.js';

const ROUTE = '/mystudio/informacion';
const OLD: CalendarFeed = { customer_id: 2, url: 'http://localhost/api/calendar/viejo.ics', created_at: '2030-01-01T00:00:00.000Z' };
const NEW: CalendarFeed = { customer_id: 2, url: 'http://localhost/api/calendar/nuevo.ics', created_at: '2030-01-02T00:00:00.000Z' };

/** A calendar port over one feed; `regenerateFeed` replaces it. */
const stubCalendar = (options: { failFirstRead?: boolean; none?: boolean } = {}) => {
  let current: CalendarFeed | null = options.none ? null : OLD;
  let reads = 0;
  return {
    reservationFile: vi.fn<CalendarApi['reservationFile']>(async () => err(appError('unused', 'unused'))),
    feed: vi.fn<CalendarApi['feed']>(async () => {
      reads += 1;
      return options.failFirstRead && reads === 1 ? err(appError('network', 'Sin conexión')) : ok(current);
    }),
    regenerateFeed: vi.fn<CalendarApi['regenerateFeed']>(async () => {
      current = NEW;
      return ok(current);
    }),
  };
};

const section = async () => within(await screen.findByRole('region', { name: 'Calendario' }, FIRST_LOAD));

describe("'Calendario' in Mi Información", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows her private address and copies it', async () => {
    const user = userEvent.setup();
    renderMemberScreen(ROUTE, { services: { calendar: stubCalendar() } });
    const card = await section();
    const address = await card.findByRole('textbox', { name: 'Dirección de tu calendario' });
    expect((address as HTMLInputElement).value).toBe(OLD.url);
    expect((address as HTMLInputElement).readOnly).toBe(true);
    await user.click(card.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Dirección copiada.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(OLD.url);
  });

  it('passes axe with the section on screen', { timeout: AXE_TIMEOUT + 10_000 }, async () => {
    renderMemberScreen(ROUTE, { services: { calendar: stubCalendar() } });
    await (await section()).findByDisplayValue(OLD.url);
    expect(await axeViolations()).toEqual([]);
  });

  it("asks 'Precaución' before a new address, keeps the old one when she cancels, and shows the new one when she accepts", async () => {
    const calendar = stubCalendar();
    renderMemberScreen(ROUTE, { services: { calendar } });
    const card = await section();
    await card.findByDisplayValue(OLD.url);

    await userEvent.click(card.getByRole('button', { name: 'Generar una dirección nueva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' }, FIRST_LOAD);
    expect(within(dialog).getByText(/La dirección actual dejará de funcionar/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calendar.regenerateFeed).not.toHaveBeenCalled();
    expect(card.getByDisplayValue(OLD.url)).toBeTruthy();

    await userEvent.click(card.getByRole('button', { name: 'Generar una dirección nueva' }));
    const again = await screen.findByRole('dialog', { name: 'Precaución' }, FIRST_LOAD);
    await userEvent.click(within(again).getByRole('button', { name: 'Generar' }));
    expect(await card.findByDisplayValue(NEW.url)).toBeTruthy();
    expect(calendar.regenerateFeed).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Generamos una dirección nueva. La anterior ya no funciona.')).toBeTruthy();
  });

  it("offers 'Crear mi dirección' while she has none, and shows the address it creates", async () => {
    const user = userEvent.setup();
    const calendar = stubCalendar({ none: true });
    renderMemberScreen(ROUTE, { services: { calendar } });
    const card = await section();
    expect(await card.findByText('Aún no tienes una dirección de calendario.')).toBeTruthy();
    expect(card.queryByRole('textbox', { name: 'Dirección de tu calendario' })).toBeNull();
    await user.click(card.getByRole('button', { name: 'Crear mi dirección' }));
    expect(await card.findByDisplayValue(NEW.url)).toBeTruthy();
    expect(calendar.regenerateFeed).toHaveBeenCalledTimes(1);
  });

  it("says so when the address cannot be read, and 'Reintentar' reads it again", async () => {
    renderMemberScreen(ROUTE, { services: { calendar: stubCalendar({ failFirstRead: true }) } });
    const card = await section();
    expect(await card.findByText('No pudimos cargar la dirección de tu calendario.')).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: 'Reintentar' }));
    expect(await card.findByDisplayValue(OLD.url)).toBeTruthy();
  });
});
