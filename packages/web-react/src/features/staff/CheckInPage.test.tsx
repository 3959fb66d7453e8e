import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTENDANCE_ERRORS, fill, messages } from '@estudio/core';
import { DEMO_RESERVATION_IDS, demoFixtures } from '@estudio/core/testing';
import { renderWithServices, type RenderWithServicesOptions } from '../../testing/index.js';
import { adminRoutes } from '../admin/routes.js';
import { backOfficeStubs } from '../admin/testing/deskStub.js';

const FIRST_LOAD = { timeout: 5000 } as const;
const DAY = 86_400_000;

const renderCheckIn = (id: number | string, options: RenderWithServicesOptions = {}) =>
  renderWithServices(null, {
    route: `/admin/reservations/${id}`, routes: adminRoutes, signedInAs: demoFixtures.accounts.admin.email, ...options,
    services: { ...backOfficeStubs(), ...options.services },
  });

const stored = (services: ReturnType<typeof renderCheckIn>['services'], id: number) =>
  services.fakes.api.state.reservations.find((r) => r.class_reservation_id === id);

describe('/admin/reservations/:id, the staff check-in page', () => {
  it('shows the customer, the class, the spot and the status', async () => {
    renderCheckIn(DEMO_RESERVATION_IDS.cashUnpaid);
    const customer = await screen.findByRole('region', { name: 'Cliente' }, FIRST_LOAD);
    expect(within(customer).getByText('Mariana Torres')).toBeTruthy();
    expect(within(customer).getByRole('link', { name: 'socia@estudio.test' }).getAttribute('href')).toBe('mailto:socia@estudio.test');
    expect(within(customer).getByRole('link', { name: '5512340001' }).getAttribute('href')).toBe('tel:5512340001');
    const single = screen.getByRole('region', { name: 'Clase' });
    expect(within(single).getByText('Cycling')).toBeTruthy();
    expect(within(single).getByText('vie 10 ene, 09:00')).toBeTruthy();
    expect(within(single).getByText('Carlos Méndez')).toBeTruthy();
    expect(within(single).getByText('Estudio Demo Condesa')).toBeTruthy();
    expect(within(single).getByText('3')).toBeTruthy();
    expect(screen.getByText(`Reservación #${DEMO_RESERVATION_IDS.cashUnpaid}`)).toBeTruthy();
    expect(screen.getByText('Pago en Efectivo Incompleto')).toBeTruthy();
  });

  it("marks attendance in one tap: 'Asistencia registrada.'", async () => {
    const { services } = renderCheckIn(DEMO_RESERVATION_IDS.upcoming);
    const panel = await screen.findByRole('region', { name: 'Asistencia' }, FIRST_LOAD);
    expect(within(panel).getByText('Sin registrar')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar asistencia' }));
    expect(await screen.findByText('Asistencia registrada.')).toBeTruthy();
    expect(within(panel).getByText('Asistió')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Marcar asistencia' })).toBeNull();
    expect(stored(services, DEMO_RESERVATION_IDS.upcoming)?.attend).toBe(true);
  });

  it("marks a no-show, and undoes a mark", async () => {
    const { services } = renderCheckIn(DEMO_RESERVATION_IDS.attended);
    const panel = await screen.findByRole('region', { name: 'Asistencia' }, FIRST_LOAD);
    expect(within(panel).getByText('Asistió')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'No asistió' }));
    expect(await screen.findByText('Inasistencia registrada.')).toBeTruthy();
    expect(stored(services, DEMO_RESERVATION_IDS.attended)?.attend).toBe(false);
    await userEvent.click(within(panel).getByRole('button', { name: 'Deshacer registro' }));
    expect(await screen.findByText('Registro de asistencia eliminado.')).toBeTruthy();
    expect(within(panel).getByText('Sin registrar')).toBeTruthy();
    expect(stored(services, DEMO_RESERVATION_IDS.attended)?.attend).toBeNull();
  });

  it("says until when a no-show can be corrected, describing the buttons that would; after that, why they are gone (issue 16)", async () => {
    renderCheckIn(DEMO_RESERVATION_IDS.noShow);
    const panel = await screen.findByRole('region', { name: 'Asistencia' }, FIRST_LOAD);
    const until = within(panel).getByText(/^Puedes corregir esta falta hasta el /);
    for (const name of ['Marcar asistencia', 'Deshacer registro']) {
      expect(within(panel).getByRole('button', { name, description: until.textContent ?? '' })).toBeTruthy();
    }
  });

  it("offers no correction of a no-show past its time: as the roster, it says why", async () => {
    renderCheckIn(DEMO_RESERVATION_IDS.noShow, { prepare: ({ clock }) => clock.advance(3 * DAY) });
    const panel = await screen.findByRole('region', { name: 'Asistencia' }, FIRST_LOAD);
    expect(within(panel).getByText(fill(messages.deskAttendance.noShowLocked, { hours: '72' }))).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Marcar asistencia' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Deshacer registro' })).toBeNull();
  });

  it("reads the reservation again when the server refuses a correction whose time ran out, and moves the focus to why", async () => {
    const refusal = fill(messages.deskAttendance.undoWindowClosed, { hours: '72' });
    const { services } = renderCheckIn(DEMO_RESERVATION_IDS.noShow, {
      prepare: ({ api }) => api.failNext('staff.update', { code: ATTENDANCE_ERRORS.undoWindowClosed.code, message: refusal, status: 409 }),
    });
    const panel = await screen.findByRole('region', { name: 'Asistencia' }, FIRST_LOAD);
    const button = within(panel).getByRole('button', { name: 'Marcar asistencia' });
    // The time runs out while the page is open.
    services.fakes.clock.advance(3 * DAY);
    await userEvent.click(button);
    expect(await screen.findByText(refusal)).toBeTruthy();
    const why = await screen.findByText(fill(messages.deskAttendance.noShowLocked, { hours: '72' }), {}, FIRST_LOAD);
    await waitFor(() => expect(document.activeElement).toBe(why));
    expect(screen.queryByRole('button', { name: 'Marcar asistencia' })).toBeNull();
    expect(stored(services, DEMO_RESERVATION_IDS.noShow)?.attend).toBe(false);
  });

  it("marks a cash booking paid: 'Pago registrado.'", async () => {
    const { services } = renderCheckIn(DEMO_RESERVATION_IDS.cashUnpaid);
    const panel = await screen.findByRole('region', { name: 'Asistencia' }, FIRST_LOAD);
    expect(within(panel).getByText('Pago en efectivo pendiente')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar pagado' }));
    expect(await screen.findByText('Pago registrado.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Marcar pagado' })).toBeNull();
    expect(stored(services, DEMO_RESERVATION_IDS.cashUnpaid)?.is_paid).toBe(true);
  });

  it('says a cancelled reservation is cancelled, and offers nothing', async () => {
    renderCheckIn(DEMO_RESERVATION_IDS.cancelled);
    const panel = await screen.findByRole('region', { name: 'Asistencia' }, FIRST_LOAD);
    expect(within(panel).getByText('Esta reservación está cancelada: no se puede registrar asistencia.')).toBeTruthy();
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
  });

  it("shows the server's message when an update is refused", async () => {
    renderCheckIn(DEMO_RESERVATION_IDS.upcoming, {
      prepare: ({ api }) => api.failNext('staff.update', { code: 'x', message: 'No pudimos guardar la asistencia.', status: 500 }),
    });
    const panel = await screen.findByRole('region', { name: 'Asistencia' }, FIRST_LOAD);
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar asistencia' }));
    expect(await screen.findByText('No pudimos guardar la asistencia.')).toBeTruthy();
    expect(within(panel).getByText('Sin registrar')).toBeTruthy();
  });

  it.each([9999, 'abc'])("reads 'No encontramos esta reservación.' for %j", async (id) => {
    renderCheckIn(id);
    expect(await screen.findByText('No encontramos esta reservación.', {}, FIRST_LOAD)).toBeTruthy();
  });
});
