import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../../testing/index.js';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { adminRoutes } from '../routes.js';
import { answered, deskStub, failed, never, type DeskStub } from '../testing/deskStub.js';
import { deskClass, deskDays } from '../testing/deskFixtures.js';

const FIRST_LOAD = { timeout: 5000 } as const;
/** 10:00 in Mexico City on Thursday 26 November 2026. */
const NOW = Date.parse('2026-11-26T16:00:00Z');

const renderToday = (desk: DeskStub, route = '/admin') =>
  renderWithServices(null, { route, routes: adminRoutes, now: NOW, signedInAs: demoFixtures.accounts.admin.email, services: { desk } });

describe("'Hoy'", () => {
  it("lists today's and tomorrow's classes by location, with places, waitlist and the roster's link", async () => {
    const desk = deskStub({
      days: () => answered(deskDays(
        [
          deskClass(),
          deskClass({ single_class_id: 102, class_date: '2026-11-26T15:00:00.000Z', reservation_count: 12, waitlist_count: 3, class_type: { class_type_id: 2, name: 'Barre', icon: null, spot_map: null } }),
          deskClass({ single_class_id: 103, location_id: 2, location: { location_id: 2, name: 'Polanco', address: null } }),
        ],
        [],
      )),
    });
    renderToday(desk);
    const today = await screen.findByRole('region', { name: 'Hoy, jueves 26 de noviembre' }, FIRST_LOAD);
    expect(desk.calls.days[0]).toEqual([{ start_date: '2026-11-26', end_date: '2026-11-27' }]);
    const yoga = within(today).getAllByRole('link', { name: 'Ver lista de Yoga a las 07:00' })[0];
    expect(yoga?.getAttribute('href')).toBe('/admin/clases/101');
    expect(within(today).getAllByText('8 de 12 lugares').length).toBe(2);
    const barre = within(today).getByRole('link', { name: 'Ver lista de Barre a las 09:00' }).closest('li');
    expect(within(barre as HTMLElement).getByText('12 de 12 lugares')).toBeTruthy();
    expect(within(barre as HTMLElement).getByText('Llena')).toBeTruthy();
    expect(within(barre as HTMLElement).getByText('3 en lista de espera')).toBeTruthy();
    const tomorrow = screen.getByRole('region', { name: 'Mañana, viernes 27 de noviembre' });
    expect(within(tomorrow).getByText('No hay clases programadas.')).toBeTruthy();
  });

  it('filters by location through the address, so a desk can keep its own room', async () => {
    const desk = deskStub({ days: () => answered(deskDays([deskClass()])) });
    const { location } = renderToday(desk);
    await screen.findByRole('region', { name: /^Hoy,/ }, FIRST_LOAD);
    const filter = await screen.findByLabelText('Ubicación');
    await userEvent.selectOptions(filter, within(filter).getAllByRole('option')[1] as HTMLOptionElement);
    expect(location().search).toMatch(/^\?ubicacion=\d+$/);
    const chosen = Number(new URLSearchParams(location().search).get('ubicacion'));
    await screen.findByRole('region', { name: /^Hoy,/ });
    expect(desk.calls.days.at(-1)).toEqual([{ start_date: '2026-11-26', end_date: '2026-11-27', location_id: chosen }]);
  });

  it('shows skeletons while loading', async () => {
    renderToday(deskStub({ days: () => never() }));
    const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Hoy,/ })).toBeNull();
  });

  it('reports a failure and recovers with Reintentar', async () => {
    let calls = 0;
    const desk = deskStub({ days: () => (++calls === 1 ? failed() : answered(deskDays([deskClass()]))) });
    renderToday(desk);
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: /^Hoy,/ })).toBeTruthy();
    expect(screen.getAllByText('8 de 12 lugares').length).toBe(1);
  });

  it('has no serious axe violation', async () => {
    renderToday(deskStub({ days: () => answered(deskDays([deskClass({ waitlist_count: 2 })])) }));
    await screen.findByRole('region', { name: /^Hoy,/ }, FIRST_LOAD);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
