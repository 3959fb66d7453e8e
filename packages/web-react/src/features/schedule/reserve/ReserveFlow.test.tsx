import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError } from '@estudio/core';
import { addDemoPenalty, DEMO_CLASS_IDS, demoCustomerIds, demoFixtures } from '@estudio/core/testing';
import { renderWithServices, type RenderWithServicesOptions } from '../../../testing/index.js';
import { FIRST_LOAD } from '../../reservations/testing/render.js';
import { CalendarBoard } from '../calendar/CalendarBoard.js';

const socia = demoFixtures.accounts.socia.email;

/** The demo calendar for socia (or whoever the options say), once its classes are in. */
const renderCalendar = async (options: RenderWithServicesOptions = {}) => {
  const result = renderWithServices(<CalendarBoard />, { signedInAs: socia, ...options });
  await screen.findAllByRole('article');
  return result;
};

const button = (name: string | RegExp) => screen.findByRole('button', { name });
// The reserve dialog's code is lazy: the first one opened waits for its chunk, which a loaded machine may take beyond the default wait for.
const dialog = (name: string) => screen.findByRole('dialog', { name }, FIRST_LOAD);

const YOGA_TUESDAY = 'Reservar Yoga, martes 7 a las 08:00';

describe('the reserve dialog', () => {
  // The file's first dialog pays for its lazy chunk: a loaded machine gets more than the default 5 s for it.
  it('shows the class, its time, coach and place, and reserves it', async () => {
    const { services } = await renderCalendar();
    await userEvent.click(await button(YOGA_TUESDAY));
    const reserve = await dialog('Reservar Clase');
    expect(reserve.textContent).toContain('Yoga');
    expect(reserve.textContent).toContain('martes 07 ene · 08:00');
    expect(reserve.textContent).toContain('Ana López');
    expect(reserve.textContent).toContain('Estudio Demo Polanco');
    await userEvent.click(within(reserve).getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('¡Reservación guardada con éxito!')).toBeTruthy();
    expect(await button('Cancelar tu reservación de Yoga, martes 7 a las 08:00')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const booked = services.fakes.api.state.reservations.filter((r) => r.customer_id === demoCustomerIds.socia && r.deletedAt === null);
    expect(booked.some((r) => r.single_class_id === 108)).toBe(true);
  }, 15_000);

  it('adds a guest with a name of at least 2 characters, booking a place for each', async () => {
    const { services } = await renderCalendar();
    await userEvent.click(await button(YOGA_TUESDAY));
    const reserve = await dialog('Reservar Clase');
    await userEvent.click(within(reserve).getByRole('checkbox', { name: 'Llevar un invitado' }));
    await userEvent.type(within(reserve).getByRole('textbox', { name: /Nombre de tu invitado/ }), 'A');
    await userEvent.click(within(reserve).getByRole('button', { name: 'Reservar' }));
    expect(within(reserve).getByText('Debes ingresar un nombre para tu invitado')).toBeTruthy();
    await userEvent.type(within(reserve).getByRole('textbox', { name: /Nombre de tu invitado/ }), 'na');
    await userEvent.click(within(reserve).getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('¡Reservación guardada con éxito!')).toBeTruthy();
    const places = services.fakes.api.state.reservations.filter((r) => r.single_class_id === 108 && r.customer_id === demoCustomerIds.socia);
    expect(places.map((r) => r.guest)).toEqual([null, 'Ana']);
    expect(await screen.findByText('+1 invitado')).toBeTruthy();
  });

  it("adds a guest to a place already booked, with '+ Invitado' on the reserved card", async () => {
    const { services } = await renderCalendar();
    await userEvent.click(await button(YOGA_TUESDAY));
    await userEvent.click(within(await dialog('Reservar Clase')).getByRole('button', { name: 'Reservar' }));
    await userEvent.click(await button('Agregar un invitado a Yoga, martes 7 a las 08:00'));
    const guest = await dialog('Agregar Invitado');
    expect(within(guest).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(guest).getByRole('button', { name: 'Reservar lugar' }));
    expect(within(guest).getByText('Debes ingresar un nombre para tu invitado')).toBeTruthy();
    await userEvent.type(within(guest).getByRole('textbox', { name: /Nombre de tu invitado/ }), 'Luisa');
    await userEvent.click(within(guest).getByRole('button', { name: 'Reservar lugar' }));
    expect(await screen.findByText('Lugar de tu invitado reservado.')).toBeTruthy();
    const places = services.fakes.api.state.reservations.filter((r) => r.single_class_id === 108 && r.customer_id === demoCustomerIds.socia && r.deletedAt === null);
    expect(places.map((r) => r.guest)).toEqual([null, 'Luisa']);
    expect(await screen.findByText('Tienes 2 lugares')).toBeTruthy();
  });

  it('offers no guest when allow_class_guests is off', async () => {
    await renderCalendar({ config: { allow_class_guests: 'false' } });
    await userEvent.click(await button(YOGA_TUESDAY));
    const reserve = await dialog('Reservar Clase');
    expect(within(reserve).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(reserve).getByRole('button', { name: 'Reservar' }));
    expect(await button('Cancelar tu reservación de Yoga, martes 7 a las 08:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Agregar un invitado/ })).toBeNull();
  });

  it('asks for a spot of the spot map, picked by keyboard, and reserves it', async () => {
    const { services } = await renderCalendar();
    await userEvent.click(await button('Reservar Cycling, martes 7 a las 07:00'));
    const reserve = await dialog('Reservar Clase');
    expect(within(reserve).getByRole('radio', { name: 'Lugar 1, ocupado' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(reserve).getByRole('button', { name: 'Reservar' }));
    expect(within(reserve).getByText('Elige tu lugar para continuar.')).toBeTruthy();
    within(reserve).getByRole('radio', { name: 'Lugar 2, disponible' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(within(reserve).getByRole('radio', { name: 'Lugar 7, disponible' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(within(reserve).getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('¡Reservación guardada con éxito!')).toBeTruthy();
    const mine = services.fakes.api.state.reservations.find((r) => r.single_class_id === DEMO_CLASS_IDS.spotMap && r.customer_id === demoCustomerIds.socia);
    expect(mine?.spot).toBe('7');
  });

  it('draws a custom spot map with its labels, leaving out places that cannot be chosen', async () => {
    await renderCalendar();
    await userEvent.click(await button('Reservar Pilates Reformer, miércoles 8 a las 18:00'));
    const reserve = await dialog('Reservar Clase');
    expect(within(reserve).getByRole('radio', { name: 'Lugar A1, ocupado' })).toBeTruthy();
    expect(within(reserve).queryByRole('radio', { name: /Lugar A3/ })).toBeNull();
    expect(within(reserve).getAllByRole('radio')).toHaveLength(9);
  });

  it('offers no spot map when spotmap_enabled is off', async () => {
    await renderCalendar({ config: { spotmap_enabled: 'false' } });
    await userEvent.click(await button('Reservar Cycling, martes 7 a las 07:00'));
    expect(within(await dialog('Reservar Clase')).queryByRole('radiogroup')).toBeNull();
  });

  it("keeps the dialog open with the server's message when the reservation is refused", async () => {
    const { services } = await renderCalendar();
    services.fakes.api.failNext('reservations.reserve', appError('schedule/class-full', 'Lo sentimos, esta clase ya no tiene lugares disponibles.', 409));
    await userEvent.click(await button(YOGA_TUESDAY));
    const reserve = await dialog('Reservar Clase');
    await userEvent.click(within(reserve).getByRole('button', { name: 'Reservar' }));
    expect(await within(reserve).findByText('Lo sentimos, esta clase ya no tiene lugares disponibles.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Reservar Clase' })).toBeTruthy();
  });
});

describe('the other branches of the reserve flow', () => {
  it('offers the waitlist for a full class, and joins it', async () => {
    const { services } = await renderCalendar({ prepare: ({ api }) => (api.state.waitlists = []) });
    await userEvent.click(await button('Anotarme a la lista de espera de Barre, martes 7 a las 18:00'));
    const offer = await dialog('Lista de Espera');
    expect(offer.textContent).toContain('Esta clase está llena.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Anotarme' }));
    expect(await screen.findByText('Anotada en lista de espera.')).toBeTruthy();
    expect(await screen.findByText('En lista de espera')).toBeTruthy();
    expect(services.fakes.api.state.waitlists.some((w) => w.single_class_id === DEMO_CLASS_IDS.full)).toBe(true);
  });

  it('shows the no-credits message with a link to the packages', async () => {
    await renderCalendar({ signedInAs: demoFixtures.accounts.nueva.email });
    await userEvent.click(await button(YOGA_TUESDAY));
    const notice = await dialog('Créditos agotados');
    expect(notice.textContent).toContain(
      'Lo sentimos. Has agotado todos tus créditos para reservar Clases Presenciales. Puedes comprar más en Paquetes.',
    );
    expect(within(notice).getByRole('link', { name: 'Comprar Paquetes' }).getAttribute('href')).toBe('/mystudio/paquetes');
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an active penalty with its reason and the date booking opens again', async () => {
    await renderCalendar({ prepare: ({ api }) => void addDemoPenalty(api) });
    await userEvent.click(await button(YOGA_TUESDAY));
    const notice = await dialog('Penalización');
    expect(notice.textContent).toContain('Lo sentimos, no puedes reservar clases porque cuentas con una penalización.');
    expect(notice.textContent).toContain('Motivo: 3 inasistencias consecutivas');
    expect(notice.textContent).toContain('Podrás reservar de nuevo a partir del 09 ene 2025.');
  });

  it("asks for pending profile fields ('Completar Información'), then goes on to the reserve dialog", async () => {
    const { services } = await renderCalendar({
      prepare: ({ api }) => {
        const customer = api.state.customers.find((c) => c.customer_id === demoCustomerIds.socia);
        if (customer) customer.phone = null;
      },
    });
    await userEvent.click(await button(YOGA_TUESDAY));
    const modal = await dialog('Completar Información');
    // The modal's form arrives with its lazy chunk and the profile form: wait for it, not for a fast machine.
    await userEvent.click(await within(modal).findByRole('button', { name: 'Guardar' }, FIRST_LOAD));
    expect(await within(modal).findByText('Debes llenar este campo.')).toBeTruthy();
    await userEvent.type(within(modal).getByRole('textbox', { name: /Teléfono/ }), '551 234 5678');
    await userEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await dialog('Reservar Clase')).toBeTruthy();
    expect(services.fakes.api.state.customers.find((c) => c.customer_id === demoCustomerIds.socia)?.phone).toBe('5512345678');
  });
});

describe('cancelling and leaving a waitlist from the calendar', () => {
  it("asks in the 'Precaución' dialog, cancels, and offers the class again", async () => {
    const { services } = await renderCalendar();
    await userEvent.click(await button('Cancelar tu reservación de Yoga, martes 7 a las 09:00'));
    const question = await dialog('Precaución');
    expect(question.textContent).toContain('Deseas cancelar tu clase de Yoga del 07 ene 2025 a las 09:00?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar Clase' }));
    expect(await screen.findByText('Reservación cancelada.')).toBeTruthy();
    expect(await button('Reservar Yoga, martes 7 a las 09:00')).toBeTruthy();
    expect(services.fakes.api.state.reservations.find((r) => r.single_class_id === DEMO_CLASS_IDS.upcoming)?.deletedAt).not.toBeNull();
  });

  it('warns that a late cancel keeps the credit, and keeps the reservation on Regresar', async () => {
    const { services } = await renderCalendar();
    await userEvent.click(await button('Cancelar tu reservación de Barre, lunes 6 a las 12:00'));
    const question = await dialog('Precaución');
    expect(question.textContent).toContain('no se te devolverá el crédito');
    await userEvent.click(within(question).getByRole('button', { name: 'Regresar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.fakes.api.state.reservations.find((r) => r.single_class_id === DEMO_CLASS_IDS.startingSoon)?.deletedAt).toBeNull();
  });

  it("shows the server's message when a cancel is refused", async () => {
    const { services } = await renderCalendar();
    services.fakes.api.failNext('reservations.cancel', appError('reservation/cancel-window-closed', 'Ya no puedes cancelar esta clase.', 412));
    await userEvent.click(await button('Cancelar tu reservación de Yoga, martes 7 a las 09:00'));
    await userEvent.click(within(await dialog('Precaución')).getByRole('button', { name: 'Cancelar Clase' }));
    expect(await screen.findByText('Ya no puedes cancelar esta clase.')).toBeTruthy();
  });

  it("leaves a waitlist after the 'Precaución' question", async () => {
    const { services } = await renderCalendar();
    await userEvent.click(await button('Salir de la lista de espera de Barre, martes 7 a las 18:00'));
    const question = await dialog('Precaución');
    expect(question.textContent).toContain('¿Deseas salir de la lista de espera de esta clase?');
    await userEvent.click(within(question).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Eliminada de lista de espera.')).toBeTruthy();
    expect(await button('Anotarme a la lista de espera de Barre, martes 7 a las 18:00')).toBeTruthy();
    expect(services.fakes.api.state.waitlists).toEqual([]);
  });
});

describe('a visitor who is not signed in', () => {
  it('is asked to sign in or sign up, and the flow resumes after signing in', async () => {
    await renderCalendar({ signedInAs: undefined });
    await userEvent.click(await button(YOGA_TUESDAY));
    const prompt = await dialog('Reserva tu clase');
    expect(prompt.textContent).toContain('Para reservar necesitas una cuenta.');
    expect(within(prompt).getByRole('button', { name: 'Crear cuenta' })).toBeTruthy();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Ingresar' }));
    const signIn = await dialog('Inicia sesión');
    await userEvent.type(await within(signIn).findByRole('textbox', { name: /Correo electrónico/ }), socia);
    await userEvent.type(within(signIn).getByLabelText(/^Contraseña/), demoFixtures.accounts.socia.password);
    await userEvent.click(within(signIn).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('dialog', { name: 'Reservar Clase' }, { timeout: 4000 })).toBeTruthy();
  });

  it("opens the sign-up form from 'Crear cuenta'", async () => {
    await renderCalendar({ signedInAs: undefined });
    await userEvent.click(await button(YOGA_TUESDAY));
    await userEvent.click(within(await dialog('Reserva tu clase')).getByRole('button', { name: 'Crear cuenta' }));
    const signUp = await dialog('Regístrate');
    expect(await within(signUp).findByRole('textbox', { name: /Nombre/ })).toBeTruthy();
  });

  it('goes to login from the landing page (origin home), coming back to the member calendar', async () => {
    const { location } = renderWithServices(<CalendarBoard origin="home" compact />, { routes: [{ path: '/entrar', element: <p>Pantalla de entrada</p> }] });
    await userEvent.click(await button('Reservar Barre, lunes 6 a las 12:00'));
    expect(await screen.findByText('Pantalla de entrada')).toBeTruthy();
    expect(`${location().pathname}${location().search}`).toBe('/entrar?next=%2Fmystudio');
  });
});
