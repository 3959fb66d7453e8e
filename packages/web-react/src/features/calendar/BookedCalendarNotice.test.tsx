import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, err, ok, type CalendarApi } from '@estudio/core';
import { demoCustomerIds, demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { FIRST_LOAD } from '../reservations/testing/render.js';
import { CalendarBoard } from '../schedule/calendar/CalendarBoard.js';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const YOGA_TUESDAY = 'Reservar Yoga, martes 7 a las 08:00';

const stubCalendar = () => ({
  reservationFile: vi.fn<CalendarApi['reservationFile']>(async () => ok({ filename: 'clase-yoga.ics', content: ICS })),
  feed: vi.fn<CalendarApi['feed']>(async () => err(appError('unused', 'unused'))),
  regenerateFeed: vi.fn<CalendarApi['regenerateFeed']>(async () => err(appError('unused', 'unused'))),
});

describe("'Agregar a mi calendario' after a booking", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('offers the class just booked beside the success message, downloads it, and closes', async () => {
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: vi.fn(() => 'blob:estudio/1'), revokeObjectURL: vi.fn() }));
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calendar = stubCalendar();
    const { services } = renderWithServices(<CalendarBoard />, { signedInAs: demoFixtures.accounts.socia.email, services: { calendar } });
    await screen.findAllByRole('article', undefined, FIRST_LOAD);
    expect(screen.queryByText(/Agrégala a tu calendario/)).toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: YOGA_TUESDAY }));
    const reserve = await screen.findByRole('dialog', { name: 'Reservar Clase' });
    await userEvent.click(within(reserve).getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('¡Reservación guardada con éxito!')).toBeTruthy();
    const text = await screen.findByText('Tu clase quedó reservada. Agrégala a tu calendario para no olvidarla.', undefined, FIRST_LOAD);
    const band = text.closest('[role="status"]');
    expect(band).toBeTruthy();

    const booked = services.fakes.api.state.reservations.find((r) => r.customer_id === demoCustomerIds.socia && r.single_class_id === 108 && r.deletedAt === null);
    await userEvent.click(within(band as HTMLElement).getByRole('button', { name: 'Agregar a mi calendario' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(calendar.reservationFile).toHaveBeenCalledWith(booked?.class_reservation_id);

    await userEvent.click(within(band as HTMLElement).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByText(/Agrégala a tu calendario/)).toBeNull());
  });
});
