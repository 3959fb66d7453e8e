import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RESERVATION_ERRORS, appError, err, messages, ok, type ReservationLink, type ReservationLinkApi } from '@estudio/core';
import { renderWithServices } from '../../testing/index.js';
import { AXE_TIMEOUT, axeViolations } from '../../testing/axe.js';
import { memberRoutes } from '../member/routes.js';

const t = messages.bookingNotices;
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MSJ9.firma';

const LINK: ReservationLink = {
  class_reservation_id: 41, class_name: 'Indoor Cycling', class_date: '2026-03-05T13:00:00.000Z', location: 'Sala Norte, Av. Reforma 1',
  coaches: ['Mariana López'], guest: null, cancelled: false, cancel: { allowed: true, refunds_credit: true, refusal: null },
};

/** A link API over one reservation: `read` answers it as it is, `cancel` cancels it once. */
const stubLinkApi = (link: ReservationLink = LINK) => {
  let current = link;
  const api: ReservationLinkApi = {
    read: vi.fn(async () => ok(current)),
    cancel: vi.fn(async () => {
      if (current.cancelled) return err(appError(RESERVATION_ERRORS.alreadyCancelled.code, RESERVATION_ERRORS.alreadyCancelled.message, 409));
      current = { ...current, cancelled: true, cancel: { allowed: false, refunds_credit: false, refusal: null } };
      return ok({ reservation_link: current, refunded_credit: link.cancel.refunds_credit });
    }),
  };
  return api;
};

/** The page as the app routes it: /mystudio/cancelar#{token}, outside the member gate (no session). */
const renderLink = (api: ReservationLinkApi, token = TOKEN) =>
  renderWithServices(null, { route: `/mystudio/cancelar#${token}`, routes: memberRoutes, services: { reservationLink: api } });

describe('/mystudio/cancelar#{token}', () => {
  it('shows the class without a session and cancels nothing until she taps, then cancels once and says her credit is back', async () => {
    const api = stubLinkApi();
    renderLink(api);
    expect(await screen.findByRole('heading', { name: t.pageTitle })).toBeTruthy();
    expect(await screen.findByText(/Indoor Cycling del 05 mar 2026 a las 07:00/)).toBeTruthy();
    expect(screen.getByText('Lugar: Sala Norte, Av. Reforma 1')).toBeTruthy();
    expect(screen.getByText(t.pageRefund)).toBeTruthy();
    expect(api.read).toHaveBeenCalledWith(TOKEN);
    expect(api.cancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: t.pageConfirm }));
    expect(await screen.findByText(`${t.pageDone} ${t.pageDoneRefunded}`)).toBeTruthy();
    expect(api.cancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: t.pageConfirm })).toBeNull();
    expect(screen.getByRole('link', { name: t.pageToMember }).getAttribute('href')).toBe('/mystudio/reservaciones');
  });

  it('warns that a late cancel loses the credit', async () => {
    renderLink(stubLinkApi({ ...LINK, cancel: { allowed: true, refunds_credit: false, refusal: null } }));
    expect(await screen.findByText(t.pageLate)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.pageConfirm })).toBeTruthy();
  });

  it("shows the rules' refusal and no button when she can no longer cancel, and says so when it is already cancelled", async () => {
    renderLink(stubLinkApi({ ...LINK, cancel: { allowed: false, refunds_credit: false, refusal: messages.reservations.cancelWindowClosed } }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.reservations.cancelWindowClosed);
    expect(screen.queryByRole('button', { name: t.pageConfirm })).toBeNull();
  });

  it('says it is already cancelled on a used link', async () => {
    renderLink(stubLinkApi({ ...LINK, cancelled: true, cancel: { allowed: false, refunds_credit: false, refusal: null } }));
    expect(await screen.findByText(t.pageAlreadyCancelled)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.pageConfirm })).toBeNull();
  });

  it("shows the server's Spanish words for a forged or expired link, with a way on", async () => {
    const api: ReservationLinkApi = {
      read: vi.fn(async () => err(appError(RESERVATION_ERRORS.linkExpired.code, RESERVATION_ERRORS.linkExpired.message, 404))),
      cancel: vi.fn(),
    };
    renderLink(api);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', t.linkExpired);
    expect(screen.getByRole('link', { name: t.pageToHome }).getAttribute('href')).toBe('/');
    expect(api.cancel).not.toHaveBeenCalled();
  });

  it('keeps the button and shows the refusal when the cancel is refused meanwhile', async () => {
    const api = stubLinkApi();
    (api.cancel as ReturnType<typeof vi.fn>).mockResolvedValueOnce(
      err(appError(RESERVATION_ERRORS.cancelWindowClosed.code, RESERVATION_ERRORS.cancelWindowClosed.message, 412)),
    );
    renderLink(api);
    fireEvent.click(await screen.findByRole('button', { name: t.pageConfirm }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', RESERVATION_ERRORS.cancelWindowClosed.message);
    await waitFor(() => expect(screen.getByRole('button', { name: t.pageConfirm }).hasAttribute('disabled')).toBe(false));
  });

  it('says the link is not valid without a token, calling nothing', async () => {
    const api = stubLinkApi();
    renderLink(api, '');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', t.linkInvalid);
    expect(api.read).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    renderLink(stubLinkApi());
    await screen.findByRole('button', { name: t.pageConfirm });
    expect(await axeViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
