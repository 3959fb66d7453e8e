import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SingleClass } from '@estudio/core';
import { renderWithServices } from '../../../testing/index.js';
import { classAt, MONDAY_9AM, takenBy } from '../testing/classFixture.js';
import { ClassCard } from './ClassCard.js';
import { classCardModel, type CardContext } from './classCard.rules.js';

const context: CardContext = {
  now: MONDAY_9AM,
  zone: 'America/Mexico_City',
  timeframe: {},
  waitlistEnabled: true,
  guestsAllowed: false,
  showLocation: true,
  cancel: { cancelTimeframe: { value: 12, unit: 'hours' }, allowCancelReservations: true, allowCancelAfterThreshold: false },
};

const renderCard = (cls: SingleClass, extra: { checkoutAvailable?: boolean; busy?: boolean; ctx?: Partial<CardContext> } = {}) => {
  const handlers = { onReserve: vi.fn(), onAddGuest: vi.fn(), onCancel: vi.fn(), onLeaveWaitlist: vi.fn() };
  const model = classCardModel(cls, { ...context, ...extra.ctx });
  renderWithServices(<ClassCard model={model} checkoutAvailable={extra.checkoutAvailable ?? false} busy={extra.busy} {...handlers} />);
  return { ...handlers, card: screen.getByRole('article', { name: /Cycling/ }), model };
};

describe('ClassCard', () => {
  it("shows an available class: time, type, coach, location, places and 'Reservar'", async () => {
    const { card, onReserve } = renderCard(classAt(24, takenBy(9)));
    expect(card.textContent).toContain('09:00');
    expect(within(card).getByText('Ana López')).toBeTruthy();
    expect(within(card).getByText('Polanco')).toBeTruthy();
    expect(within(card).getByText('3 lugares')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Reservar Cycling, martes 7 a las 09:00' }));
    expect(onReserve).toHaveBeenCalledWith(41);
  });

  it("shows a spinner on 'Reservar' while the flow works on the class", () => {
    const { card } = renderCard(classAt(24), { busy: true });
    expect(within(card).getByRole('button', { name: /Reservar/ }).getAttribute('aria-busy')).toBe('true');
  });

  it('highlights a reserved class with the count, the guest and the spot, and cancels it', async () => {
    const mine = {
      reservations: [
        { class_reservation_id: 7, spot: '3', guest: null },
        { class_reservation_id: 8, spot: null, guest: 'Ana' },
      ],
      waitlist_id: null,
    };
    const { card, onCancel, model } = renderCard(classAt(24, { mine }));
    expect(within(card).getByText('Reservada')).toBeTruthy();
    expect(within(card).getByText('Tienes 2 lugares')).toBeTruthy();
    expect(within(card).getByText('+1 invitado')).toBeTruthy();
    expect(within(card).getByText('Lugar 3')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Reservar/ })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: /^Cancelar tu reservación de Cycling/ }));
    expect(onCancel).toHaveBeenCalledWith(model);
  });

  it("offers '+ Invitado' on a reserved class when guests are allowed, beside 'Cancelar'", async () => {
    const mine = { reservations: [{ class_reservation_id: 7, spot: null, guest: null }], waitlist_id: null };
    const { card, onAddGuest } = renderCard(classAt(24, { mine }), { ctx: { guestsAllowed: true } });
    await userEvent.click(within(card).getByRole('button', { name: 'Agregar un invitado a Cycling, martes 7 a las 09:00' }));
    expect(onAddGuest).toHaveBeenCalledWith(41);
    expect(within(card).getByRole('button', { name: /^Cancelar tu reservación/ })).toBeTruthy();
  });

  it('offers no cancel once the cancel window has passed', () => {
    const mine = { reservations: [{ class_reservation_id: 7, spot: null, guest: null }], waitlist_id: null };
    const { card } = renderCard(classAt(2, { mine }));
    expect(within(card).getByText('Reservada')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("shows Sold Out with 'Anotarme', which starts the reserve flow", async () => {
    const { card, onReserve } = renderCard(classAt(24, takenBy(12)));
    expect(within(card).getByText('Sold Out')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /^Anotarme a la lista de espera de Cycling/ }));
    expect(onReserve).toHaveBeenCalledWith(41);
  });

  it('shows Sold Out and nothing to do without the waitlist', () => {
    const { card } = renderCard(classAt(24, takenBy(12)), { ctx: { waitlistEnabled: false } });
    expect(within(card).getByText('Sold Out')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("shows 'En lista de espera' with a way off the list", async () => {
    const { card, onLeaveWaitlist } = renderCard(classAt(24, { ...takenBy(12), mine: { reservations: [], waitlist_id: 3 } }));
    expect(within(card).getByText('En lista de espera')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /^Salir de la lista de espera de Cycling/ }));
    expect(onLeaveWaitlist).toHaveBeenCalledTimes(1);
  });

  it("shows 'Comprar' disabled, with a short note, while the checkout does not exist", () => {
    const { card } = renderCard(classAt(24, { class_package_id: 6 }));
    const buy = within(card).getByRole('button', { name: /^Comprar Cycling/ });
    expect(buy.hasAttribute('disabled')).toBe(true);
    expect(within(card).getByText('Venta en línea próximamente')).toBeTruthy();
  });

  it("links 'Comprar' to /checkout/{class_package_id} once the checkout exists", () => {
    const { card } = renderCard(classAt(24, { class_package_id: 6 }), { checkoutAvailable: true });
    expect(within(card).getByRole('link', { name: /^Comprar Cycling/ }).getAttribute('href')).toBe('/checkout/6');
  });

  it('offers nothing for a class that began', () => {
    const { card } = renderCard(classAt(-2));
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByText(/lugar/)).toBeNull();
  });
});
