import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appError, err, fill, formatDate, formatTime, messages, ok, type ClassReservation, type WaitlistOffer, type WaitlistOfferApi } from '@estudio/core';
import { appRoutes } from '../../app/router.js';
import { seriousViolations, AXE_TIMEOUT } from '../../testing/axe.js';
import { renderWithServices } from '../../testing/renderWithServices.js';
import { AcceptOfferPage } from './AcceptOfferPage.js';

const t = messages.waitlistOffers;
const ZONE = 'America/Mexico_City';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';

const OFFER: WaitlistOffer = {
  waitlist_id: 7,
  single_class_id: 31,
  class_name: 'Indoor Cycling',
  class_date: '2026-03-05T15:00:00.000Z',
  location: 'Estudio Centro',
  offer_expires_at: '2026-03-04T18:30:00.000Z',
  state: 'open',
};

const refusal = (status: number, code: string, message: string) => err(appError(code, message, status));

/** A fake of the offer's calls that records them; each answer can be replaced. */
const fakeOfferApi = (answers: Partial<{ [K in keyof WaitlistOfferApi]: Awaited<ReturnType<WaitlistOfferApi[K]>> }> = {}) => {
  const calls: string[] = [];
  const api: WaitlistOfferApi = {
    read: async (token) => { calls.push(`read ${token}`); return answers.read ?? ok(OFFER); },
    accept: async (token) => { calls.push(`accept ${token}`); return answers.accept ?? ok({ class_reservation_id: 99 } as ClassReservation); },
    decline: async (token) => { calls.push(`decline ${token}`); return answers.decline ?? ok(true as const); },
  };
  return { api, calls };
};

const renderPage = (api: WaitlistOfferApi) =>
  renderWithServices(null, {
    route: `/mystudio/lista-de-espera/oferta#${TOKEN}`,
    routes: [{ path: '/mystudio/lista-de-espera/oferta', element: <AcceptOfferPage /> }],
    config: { timezone: ZONE },
    services: { waitlistOffer: api },
  });

describe('AcceptOfferPage', () => {
  it("opens from the e-mail's link in the app's routes, signed out, outside the member gate", async () => {
    const { api, calls } = fakeOfferApi();
    renderWithServices(null, { route: `/mystudio/lista-de-espera/oferta#${TOKEN}`, routes: appRoutes, services: { waitlistOffer: api } });
    expect(await screen.findByRole('heading', { name: t.title }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: t.accept })).toBeTruthy();
    expect(calls).toEqual([`read ${TOKEN}`]);
  });

  it('shows the class and until when it is kept, and opening it accepts nothing', async () => {
    const { api, calls } = fakeOfferApi();
    renderPage(api);
    expect(await screen.findByRole('heading', { name: t.title })).toBeTruthy();
    await screen.findByText(fill(t.classLine, {
      className: 'Indoor Cycling', date: formatDate(OFFER.class_date, ZONE), time: formatTime(OFFER.class_date, ZONE), location: 'Estudio Centro',
    }));
    expect(screen.getByText(fill(t.openUntil, { date: formatDate(OFFER.offer_expires_at, ZONE), time: formatTime(OFFER.offer_expires_at, ZONE) }))).toBeTruthy();
    expect(calls).toEqual([`read ${TOKEN}`]);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it("'Aceptar lugar' books it once and says so", async () => {
    const { api, calls } = fakeOfferApi();
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: t.accept }));
    expect((await screen.findByRole('status')).textContent).toBe(t.accepted);
    expect(calls).toEqual([`read ${TOKEN}`, `accept ${TOKEN}`]);
    expect(screen.queryByRole('button', { name: t.accept })).toBeNull();
    expect(screen.getByRole('link', { name: t.goReservations }).getAttribute('href')).toBe('/mystudio/reservaciones');
  });

  it('without a credit shows the refusal, that the offer stays open, and a way to buy classes', async () => {
    const message = messages.reservations.noCredits;
    const { api } = fakeOfferApi({ accept: refusal(412, 'credits/none', message) });
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: t.accept }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).toContain(fill(t.noCreditHint, { date: formatDate(OFFER.offer_expires_at, ZONE), time: formatTime(OFFER.offer_expires_at, ZONE) }));
    expect(screen.getByRole('link', { name: t.buyClasses }).getAttribute('href')).toBe('/mystudio/paquetes');
    expect(screen.getByRole('button', { name: t.accept })).toBeTruthy();
  });

  it("'No lo quiero' passes it on", async () => {
    const { api, calls } = fakeOfferApi();
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: t.decline }));
    expect((await screen.findByRole('status')).textContent).toBe(t.declined);
    expect(calls).toEqual([`read ${TOKEN}`, `decline ${TOKEN}`]);
  });

  it("shows the server's words for a used link, and the expiry for an expired offer, with no buttons", async () => {
    const used = fakeOfferApi({ read: refusal(404, 'waitlist/offer-not-found', t.notFound) });
    const { unmount } = renderPage(used.api);
    expect((await screen.findByRole('alert')).textContent).toBe(t.notFound);
    expect(screen.queryByRole('button', { name: t.accept })).toBeNull();
    unmount();
    const expired = fakeOfferApi({ read: ok({ ...OFFER, state: 'expired' }) });
    renderPage(expired.api);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t.expired));
    expect(screen.queryByRole('button', { name: t.accept })).toBeNull();
  });
});
