import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTENDANCE_ERRORS, appError, fill, messages, type AdminClassReservation, type DeskCustomerApi, type Roster } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { customerSummary, deskCredit, deskCustomer, deskReservation, deskRoster, reservationCustomer, rosterWaitlistEntry } from '../testing/deskFixtures.js';
import { answered, deskCustomersStub, deskStub, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';

const lucia = (overrides: Partial<AdminClassReservation> = {}) => deskReservation(overrides);
const ana = (overrides: Partial<AdminClassReservation> = {}) =>
  deskReservation({ class_reservation_id: 82, customer_id: 3, customer: reservationCustomer(3, 'Ana', 'Gómez'), is_cash: true, is_paid: false, spot: '3', guest: 'Marta', ...overrides });
const gone = deskReservation({ class_reservation_id: 83, customer_id: 4, customer: reservationCustomer(4, 'Eva', 'Luna'), deletedAt: '2026-11-25T18:00:00.000Z' });
const carla = rosterWaitlistEntry(5, 'Carla', 'Soto');

/** The 07:00 Yoga's roster at /admin/clases/101, with `answers` for the desk's marks. */
const renderRoster = (roster: () => ReturnType<DeskCustomerApi['roster']>, answers: Partial<DeskCustomerApi> = {}, route = '/admin/clases/101') =>
  renderAdmin(route, { deskCustomers: deskCustomersStub({ roster, ...answers }) });
const rosterOf = (value: Roster) => () => answered(value);
const opened = () => screen.findByRole('heading', { level: 1, name: /^Yoga, .* a las 07:00$/ }, FIRST_LOAD);
/** A mark answered as the server would: the reservation with the body applied. */
const applying = (base: (id: number) => AdminClassReservation): DeskCustomerApi['updateReservation'] => (id, body) =>
  answered({ ...base(id), ...body } as AdminClassReservation);
const byId = (id: number) => (id === 82 ? ana() : lucia());
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe("a class's roster", SLOW, () => {
  it('lists who is booked, the class facts, the cancelled apart, and the waitlist', async () => {
    const { deskCustomers } = renderRoster(rosterOf(deskRoster([lucia(), ana(), gone], [carla])));
    await opened();
    expect(deskCustomers.calls.roster).toEqual([[101]]);
    expect(screen.getByText('Sofía Ramos · Roma · 2 de 12 lugares · 1 en lista de espera')).toBeTruthy();
    const live = screen.getByRole('region', { name: 'Reservaciones' });
    const rows = within(live).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Lucía Martínez' }).getAttribute('href')).toBe('/admin/clientes/2');
    expect(within(rows[0] as HTMLElement).getByText('Con créditos')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Lugar 3')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Invitado: Marta')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Efectivo pendiente')).toBeTruthy();
    expect(screen.getByText('Canceladas (1)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Eva Luna asistió' })).toBeNull();
    const waitlist = screen.getByRole('region', { name: 'Lista de espera' });
    expect(within(waitlist).getByText('Carla Soto')).toBeTruthy();
  });

  it('says when nobody is booked or waiting, with nothing to mark', async () => {
    renderRoster(rosterOf(deskRoster([])));
    await opened();
    expect(screen.getByText('Aún no hay reservaciones para esta clase.')).toBeTruthy();
    expect(screen.getByText('Nadie en lista de espera.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Marcar todos como asistidos' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows skeletons while loading', async () => {
    renderRoster(() => never());
    const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('reports a failure and asks again with Reintentar', async () => {
    let calls = 0;
    const { deskCustomers } = renderRoster(() => (++calls === 1 ? failed() : answered(deskRoster([lucia()]))));
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await opened();
    expect(deskCustomers.calls.roster).toHaveLength(2);
  });

  it("reads 'No encontramos esta clase.' for a class that does not exist", async () => {
    renderRoster(() => failed(appError('http/404', 'No encontrada', 404)), {}, '/admin/clases/999');
    expect(await screen.findByText('No encontramos esta clase.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it("'Asistió' and 'No asistió' are toggles: each tap sends attend true, false or null", async () => {
    const { deskCustomers } = renderRoster(rosterOf(deskRoster([lucia(), ana()])), { updateReservation: applying(byId) });
    await opened();
    expect(pressed('Lucía Martínez asistió')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Lucía Martínez asistió' }));
    expect(await screen.findByText('Asistencia registrada.')).toBeTruthy();
    await waitFor(() => expect(pressed('Lucía Martínez asistió')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Lucía Martínez no asistió' }));
    await waitFor(() => expect(pressed('Lucía Martínez no asistió')).toBe('true'));
    expect(pressed('Lucía Martínez asistió')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Lucía Martínez no asistió' }));
    await waitFor(() => expect(pressed('Lucía Martínez no asistió')).toBe('false'));
    expect(await screen.findByText('Registro de asistencia eliminado.')).toBeTruthy();
    expect(deskCustomers.calls.updateReservation).toEqual([[81, { attend: true }], [81, { attend: false }], [81, { attend: null }]]);
    expect(deskCustomers.calls.roster).toHaveLength(1);
  });

  it('marks the cash of a booking as paid', async () => {
    const { deskCustomers } = renderRoster(rosterOf(deskRoster([lucia(), ana()])), { updateReservation: applying(byId) });
    await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar pagado el efectivo de Ana Gómez' }));
    expect(await screen.findByText('Efectivo pagado')).toBeTruthy();
    expect(deskCustomers.calls.updateReservation).toEqual([[82, { is_paid: true }]]);
    expect(screen.queryByRole('button', { name: 'Marcar pagado el efectivo de Ana Gómez' })).toBeNull();
  });

  it("'Marcar todos como asistidos' marks everyone unmarked at once", async () => {
    const { deskCustomers } = renderRoster(rosterOf(deskRoster([lucia(), ana({ attend: false })])), {
      attendAll: () => answered([lucia({ attend: true })]),
    });
    await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todos como asistidos' }));
    expect(await screen.findByText('Asistencia registrada para 1 personas.')).toBeTruthy();
    expect(deskCustomers.calls.attendAll).toEqual([[101]]);
    expect(pressed('Lucía Martínez asistió')).toBe('true');
    expect(pressed('Ana Gómez no asistió')).toBe('true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Marcar todos como asistidos' }).hasAttribute('disabled')).toBe(true));
  });

  it("keeps the waitlist out of a full class: 'Pasar a la clase' is disabled and says why", async () => {
    renderRoster(rosterOf(deskRoster([lucia(), ana()], [carla], { capacity: 2 })));
    await opened();
    expect(screen.getByText('La clase está llena: libera un lugar para pasar a alguien de la lista de espera.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pasar a Carla Soto a la clase' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves someone from the waitlist into a class with room, then reads the roster again', async () => {
    const { deskCustomers } = renderRoster(rosterOf(deskRoster([lucia()], [carla])), {
      promote: () => answered(deskReservation({ class_reservation_id: 84, customer_id: 105, customer: carla.customer })),
    });
    await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Pasar a Carla Soto a la clase' }));
    expect(await screen.findByText('¡Carla Soto pasó a la clase!')).toBeTruthy();
    expect(deskCustomers.calls.promote).toEqual([[5]]);
    await waitFor(() => expect(deskCustomers.calls.roster).toHaveLength(2));
  });

  it("shows the server's refusal of a mark and leaves the row as it was", async () => {
    const { deskCustomers } = renderRoster(rosterOf(deskRoster([lucia()])), { updateReservation: () => failed(appError('http/409', 'La reservación cambió.', 409)) });
    await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Lucía Martínez asistió' }));
    expect(await screen.findByText('La reservación cambió.')).toBeTruthy();
    expect(pressed('Lucía Martínez asistió')).toBe('false');
    expect(deskCustomers.calls.updateReservation).toHaveLength(1);
  });

  it('says until when a no-show can be corrected, and once that time is over, why there is nothing to tap (issue 16)', async () => {
    // Lucía's no-show was recorded today at 09:00; Ana's four days ago, past the 72 hours.
    const open = lucia({ attend: false, no_show_at: '2026-11-26T15:00:00.000Z' });
    const past = ana({ attend: false, no_show_at: '2026-11-22T15:00:00.000Z' });
    renderRoster(rosterOf(deskRoster([open, past])));
    await opened();
    const [first, second] = within(screen.getByRole('region', { name: 'Reservaciones' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const until = within(first).getByText('Puedes corregir esta falta hasta el 29 nov 2026 a las 09:00.');
    // The text describes the marks that would correct it.
    for (const name of ['Lucía Martínez asistió', 'Lucía Martínez no asistió']) {
      expect(screen.getByRole('button', { name, description: until.textContent ?? '' })).toBeTruthy();
    }
    expect(pressed('Lucía Martínez no asistió')).toBe('true');
    expect(pressed('Lucía Martínez asistió')).toBe('false');
    expect(within(second).getByText(fill(messages.deskAttendance.noShowLocked, { hours: '72' }))).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'Ana Gómez asistió' })).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Ana Gómez no asistió' })).toBeNull();
    // Her cash can still be marked paid.
    expect(within(second).getByRole('button', { name: 'Marcar pagado el efectivo de Ana Gómez' })).toBeTruthy();
  });

  it("reads the roster again when the server refuses a correction whose time ran out, so the row says why", async () => {
    const refusal = fill(messages.deskAttendance.undoWindowClosed, { hours: '72' });
    let loads = 0;
    const { deskCustomers } = renderRoster(
      () => answered(deskRoster([lucia({ attend: false, no_show_at: ++loads === 1 ? '2026-11-26T15:00:00.000Z' : '2026-11-22T15:00:00.000Z' })])),
      { updateReservation: () => failed(appError(ATTENDANCE_ERRORS.undoWindowClosed.code, refusal, 409)) },
    );
    await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Lucía Martínez asistió' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    const why = await screen.findByText(fill(messages.deskAttendance.noShowLocked, { hours: '72' }));
    expect(screen.queryByRole('button', { name: 'Lucía Martínez asistió' })).toBeNull();
    // The button she tapped is gone: the focus stays in her row, on why.
    await waitFor(() => expect(document.activeElement).toBe(why));
    expect(deskCustomers.calls.updateReservation).toEqual([[81, { attend: true }]]);
    expect(deskCustomers.calls.roster).toHaveLength(2);
  });

  it('has no serious axe violation', async () => {
    renderRoster(rosterOf(deskRoster([lucia({ attend: true }), ana(), gone, deskReservation({ class_reservation_id: 86, customer_id: 6, customer: reservationCustomer(6, 'Rosa', 'Díaz'), attend: false, no_show_at: '2026-11-26T15:00:00.000Z' })], [carla], { capacity: 2 })));
    await opened();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});

describe("a roster's 'Agregar cliente' (a walk-in)", SLOW, () => {
  const paola = deskCustomer({ customer_id: 9, uid: 'paola', name: 'Paola', last_name: 'Ruiz', email: 'paola@ejemplo.mx', phone: '5511112222' });

  /** Opens the panel, finds Paola and picks her; her credits answer `credits`. */
  const pickPaola = async (credits: number, answers: Partial<DeskCustomerApi> = {}) => {
    const desk = deskStub({ search: () => answered([paola]) });
    const deskCustomers = deskCustomersStub({
      roster: () => answered(deskRoster([lucia()])),
      summary: () => answered(customerSummary({ credits: credits > 0 ? [deskCredit({ customer_id: 9, available_classes: credits })] : [] })),
      reserve: () => answered(deskReservation({ class_reservation_id: 85, customer_id: 9 })),
      ...answers,
    });
    renderAdmin('/admin/clases/101', { desk, deskCustomers });
    await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar cliente' }));
    const panel = await screen.findByRole('dialog', { name: 'Agregar cliente a la clase' });
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Buscar cliente' }), 'pao');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Elegir a Paola Ruiz' }, { timeout: 2000 }));
    expect(desk.calls.search.at(-1)).toEqual(['pao', 10]);
    return { panel, deskCustomers };
  };

  it('books her with her own credit, then reads the roster again', async () => {
    const { panel, deskCustomers } = await pickPaola(3);
    expect(await within(panel).findByText('Créditos disponibles: 3')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText(/^Lugar/), '7');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reservar con su crédito' }));
    expect(await screen.findByText('¡Paola Ruiz está en la clase!')).toBeTruthy();
    expect(deskCustomers.calls.reserve).toEqual([[{ single_class_id: 101, customer_id: 9, spot: '7', guest: null }]]);
    expect(deskCustomers.calls.sell).toHaveLength(0);
    await waitFor(() => expect(deskCustomers.calls.roster).toHaveLength(2));
  });

  it('without credits, sells her a package and books her', async () => {
    const { panel, deskCustomers } = await pickPaola(0, { sell: () => answered({ purchase_id: 100 }) });
    expect(await within(panel).findByText('No tiene créditos disponibles.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Reservar con su crédito' })).toBeNull();
    const packages = within(panel).getByLabelText(/^Paquete/);
    await waitFor(() => expect(within(packages).getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.selectOptions(packages, '2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Vender paquete y reservar' }));
    expect(await screen.findByText('¡Paola Ruiz está en la clase!')).toBeTruthy();
    expect(deskCustomers.calls.sell).toEqual([[{ class_package_id: 2, customer_id: 9, payment_method_id: 1, discountCode: null, paid: true }]]);
    expect(deskCustomers.calls.reserve).toHaveLength(1);
  });
});
