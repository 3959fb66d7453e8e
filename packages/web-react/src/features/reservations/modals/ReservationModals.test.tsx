import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_RESERVATION_IDS, type DemoPorts } from '@estudio/core/testing';
import { installViewport } from '../../../testing/viewport.js';
import { FIRST_LOAD, renderMemberScreen } from '../testing/render.js';

const ROUTE = '/mystudio/reservaciones';

// jsdom has no CSS.escape, which user-event needs to walk a radio group with the arrow keys.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', { configurable: true, value: { escape: (text: string) => text.replace(/["\\]/g, '\\$&') } });
}

let undo: () => void;
beforeEach(() => {
  undo = installViewport(1280);
});
afterEach(() => undo());

const open = async (name: RegExp, options: Parameters<typeof renderMemberScreen>[1] = {}) => {
  const rendered = renderMemberScreen(ROUTE, options);
  await userEvent.click(await screen.findByRole('button', { name }, FIRST_LOAD));
  return rendered;
};

const withGuest = ({ api }: DemoPorts) => {
  const upcoming = api.state.reservations.find((r) => r.class_reservation_id === DEMO_RESERVATION_IDS.upcoming);
  if (upcoming) upcoming.guest = 'Sofía';
};

describe("'Cancelar Clase'", () => {
  it('asks, cancels, and shows the reservation as Cancelada', async () => {
    const { services } = await open(/^Cancelar Yoga, mar 07 ene, 09:00/);
    const dialog = screen.getByRole('dialog', { name: 'Cancelar Clase' });
    expect(within(dialog).getByText('Deseas cancelar tu clase de Yoga del 07 ene 2025 a las 09:00?')).toBeTruthy();
    expect(within(dialog).queryByText(/no se te devolverá el crédito/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Clase' }));
    expect(await screen.findByText('Reservación cancelada.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await screen.findByRole('row', { name: /mar 07 ene, 09:00/ });
    await waitFor(() => expect(within(row).getByText('Cancelada')).toBeTruthy());
    const cancelled = services.fakes.api.state.reservations.find((r) => r.class_reservation_id === DEMO_RESERVATION_IDS.upcoming);
    expect(cancelled?.deletedAt).not.toBeNull();
  });

  it('warns that a cancel past the window keeps the credit (allow_cancel_after_treshold)', async () => {
    await open(/^Cancelar Barre, lun 06 ene, 12:00/);
    const dialog = screen.getByRole('dialog', { name: 'Cancelar Clase' });
    expect(within(dialog).getByText('Deseas cancelar tu clase de Barre del 06 ene 2025 a las 12:00?')).toBeTruthy();
    expect(
      within(dialog).getByText('Ya pasó el límite para cancelar con reembolso: si cancelas ahora, no se te devolverá el crédito de esta clase.'),
    ).toBeTruthy();
  });

  it("closes on 'Regresar' and cancels nothing", async () => {
    const { services } = await open(/^Cancelar Yoga/);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regresar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.fakes.api.state.reservations.find((r) => r.class_reservation_id === DEMO_RESERVATION_IDS.upcoming)?.deletedAt).toBeNull();
  });

  it("shows the server's message when the cancel is refused", async () => {
    await open(/^Cancelar Yoga/, {
      prepare: ({ api }) =>
        api.failNext('reservations.cancel', { code: 'reservation/cancel-limit', message: 'Ya alcanzaste el máximo de cancelaciones para este crédito de clase.', status: 412 }),
    });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar Clase' }));
    expect(await screen.findByText('Ya alcanzaste el máximo de cancelaciones para este crédito de clase.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered without a cancel window left and allow_cancel_after_treshold off', async () => {
    renderMemberScreen(ROUTE, { config: { allow_cancel_after_treshold: 'false' } });
    await screen.findByRole('table', {}, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: /^Cancelar Barre, lun 06 ene/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Cancelar Yoga, mar 07 ene/ })).toBeTruthy();
  });
});

describe("'Calificar Clase'", () => {
  it('shows the comment box and Calificar only once the coach has stars', async () => {
    await open(/^Calificar Yoga, dom 05 ene/);
    const dialog = screen.getByRole('dialog', { name: 'Calificar Clase' });
    expect(within(dialog).getByRole('radiogroup', { name: 'Califica la clase' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Calificar' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    await userEvent.click(within(within(dialog).getByRole('radiogroup', { name: 'Califica la clase' })).getByRole('radio', { name: '4 de 5 estrellas' }));
    expect(within(dialog).queryByRole('button', { name: 'Calificar' })).toBeNull();
    await userEvent.click(within(within(dialog).getByRole('radiogroup', { name: 'Califica al coach' })).getByRole('radio', { name: '5 de 5 estrellas' }));
    expect(within(dialog).getByRole('textbox', { name: 'Comentario' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Calificar' })).toBeTruthy();
  });

  it('rates by keyboard, saves, and shows the stars instead of the button', async () => {
    const { services } = await open(/^Calificar Yoga, dom 05 ene/);
    const dialog = screen.getByRole('dialog', { name: 'Calificar Clase' });
    const coach = within(within(dialog).getByRole('radiogroup', { name: 'Califica al coach' })).getAllByRole('radio');
    coach[0]?.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect((coach[2] as HTMLInputElement).checked).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comentario' }), '  Muy buena  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calificar' }));
    expect(await screen.findByText('¡Gracias por calificar tu clase!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Coach: 3 de 5 estrellas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Calificar/ })).toBeNull();
    const rated = services.fakes.api.state.reservations.find((r) => r.class_reservation_id === DEMO_RESERVATION_IDS.attended);
    expect(rated).toMatchObject({ coach_stars: 3, class_stars: null, comment: 'Muy buena' });
  });

  it("shows the server's message when the rating is refused", async () => {
    await open(/^Calificar/, {
      prepare: ({ api }) => api.failNext('reservations.rate', { code: 'reservation/cannot-rate', message: 'Esta reservación no se puede calificar.', status: 412 }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Calificar Clase' });
    await userEvent.click(within(within(dialog).getByRole('radiogroup', { name: 'Califica al coach' })).getByRole('radio', { name: '2 de 5 estrellas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calificar' }));
    expect(await screen.findByText('Esta reservación no se puede calificar.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Calificar Clase' })).toBeTruthy();
  });

  it('is not offered with reservation ratings off', async () => {
    renderMemberScreen(ROUTE, { config: { reservation_rating_enabled: 'false' } });
    await screen.findByRole('table', {}, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: /^Calificar/ })).toBeNull();
  });
});

describe("'Código de Acceso'", () => {
  it("opens a QR of the reservation's check-in page, and returns focus on close", async () => {
    await open(/^QR: Código de Acceso de Yoga, mar 07 ene/);
    const dialog = screen.getByRole('dialog', { name: 'Código de Acceso' });
    const image = await within(dialog).findByRole('img', { name: 'Código QR de tu reservación de Yoga, mar 07 ene, 09:00' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('data-url')).toBe(`${window.location.origin}/admin/reservations/${DEMO_RESERVATION_IDS.upcoming}`);
    expect(within(dialog).getByText('Muestra este código al llegar al estudio para registrar tu asistencia.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement?.outerHTML.slice(0, 300)).toMatch(/QR: Código de Acceso de Yoga, mar 07 ene/));
  });
});

describe("the guest's name", () => {
  it("renames the guest: 'Nombre actualizado.'", async () => {
    const { services } = await open(/^Editar el nombre de tu invitado en Yoga/, { prepare: withGuest });
    const dialog = screen.getByRole('dialog', { name: 'Nombre del invitado' });
    const field = within(dialog).getByRole('textbox', { name: /Nombre de tu invitado/ });
    expect((field as HTMLInputElement).value).toBe('Sofía');
    await userEvent.clear(field);
    await userEvent.type(field, 'Valeria{Enter}');
    expect(await screen.findByText('Nombre actualizado.')).toBeTruthy();
    expect(await screen.findByText('Valeria')).toBeTruthy();
    expect(services.fakes.api.state.reservations.find((r) => r.class_reservation_id === DEMO_RESERVATION_IDS.upcoming)?.guest).toBe('Valeria');
  });

  it('asks for at least 2 characters', async () => {
    const { services } = await open(/^Editar el nombre de tu invitado/, { prepare: withGuest });
    const dialog = screen.getByRole('dialog', { name: 'Nombre del invitado' });
    const field = within(dialog).getByRole('textbox', { name: /Nombre de tu invitado/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'V');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Debes ingresar un nombre para tu invitado')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(services.fakes.api.state.reservations.find((r) => r.class_reservation_id === DEMO_RESERVATION_IDS.upcoming)?.guest).toBe('Sofía');
  });
});
