import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { desktopViewport, PHONE } from '../catalogue/testing/catalogueScreen.js';
import { answered, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../testing/renderAdmin.js';
import { scheduleClass, scheduleDays } from './testing/scheduleFixtures.js';
import { renderSchedule, scheduleCatalogue } from './testing/renderSchedule.js';

const ana = { instructor: { instructor_id: 1, name: 'Sofía', last_name: 'Ramos', nick_name: null, file: null } };
const luis = { instructor: { instructor_id: 2, name: 'Luis', last_name: 'Mora', nick_name: null, file: null } };
const polanco = { location_id: 2, location: { location_id: 2, name: 'Polanco', address: null } };
const barre = { class_type_id: 2, name: 'Barre', icon: null, spot_map: null };

/** Thursday 07:00 Yoga at Roma (8/12), 09:30 Barre at Polanco with two coaches, full with 3 waiting; Saturday 08:00 Yoga. */
const WEEK = [
  scheduleClass({ class_instructors: [ana] }),
  scheduleClass({ single_class_id: 102, class_date: '2026-11-26T15:30:00.000Z', class_type: barre, class_instructors: [ana, luis], reservation_count: 12, waitlist_count: 3, ...polanco }),
  scheduleClass({ single_class_id: 103, class_date: '2026-11-28T14:00:00.000Z', class_instructors: [], series_id: 4 }),
];
const week = () => answered(scheduleDays(WEEK));

const grid = (name = 'Clases de la semana') => screen.findByRole('region', { name }, FIRST_LOAD);
const column = (scope: HTMLElement, name: string) => within(scope).getByRole('region', { name });
const card = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('article', { name });

const viewport = desktopViewport();

describe("'Horarios'", SLOW, () => {
  it('shows the week, a column a day, each class with time, type, coaches, location, booked of capacity, waitlist and its roster', async () => {
    const { schedule } = renderSchedule({ days: week });
    const found = await grid();
    expect(screen.getByRole('heading', { level: 1, name: 'Horarios' })).toBeTruthy();
    expect(screen.getByText('Del lunes 23 de noviembre al domingo 29 de noviembre')).toBeTruthy();
    expect(schedule.calls.days[0]).toEqual([{ start_date: '2026-11-23', end_date: '2026-11-29' }]);
    expect(within(found).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'lunes 23 de noviembre', 'martes 24 de noviembre', 'miércoles 25 de noviembre', 'jueves 26 de noviembre',
      'viernes 27 de noviembre', 'sábado 28 de noviembre', 'domingo 29 de noviembre',
    ]);
    const thursday = column(found, 'jueves 26 de noviembre');
    const yoga = card(thursday, /^Yoga, jueves 26 de noviembre a las 07:00$/);
    expect(within(yoga).getByRole('button').textContent).toContain('07:00–07:50');
    expect(within(yoga).getByText('Sofía Ramos')).toBeTruthy();
    expect(within(yoga).getByText('Roma')).toBeTruthy();
    expect(within(yoga).getByText('8/12')).toBeTruthy();
    expect(within(yoga).getByText('8 de 12 lugares')).toBeTruthy();
    expect(within(yoga).getByRole('link', { name: 'Ver lista de Yoga a las 07:00' }).getAttribute('href')).toBe('/admin/clases/101');
    const full = card(thursday, /^Barre/);
    expect(within(full).getByText('Sofía Ramos, Luis Mora')).toBeTruthy();
    expect(within(full).getByText('Llena')).toBeTruthy();
    expect(within(full).getByText('+3 en espera')).toBeTruthy();
    expect(within(card(column(found, 'sábado 28 de noviembre'), /^Yoga/)).getByText('Sin coach')).toBeTruthy();
    expect(within(column(found, 'lunes 23 de noviembre')).queryAllByRole('article')).toEqual([]);
  });

  it('moves a week at a time and back to this one with Hoy, the date in the address', async () => {
    const { schedule, location } = renderSchedule({ days: week });
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(location().search).toBe('?fecha=2026-12-03');
    await waitFor(() => expect(schedule.calls.days.at(-1)).toEqual([{ start_date: '2026-11-30', end_date: '2026-12-06' }]));
    expect(await screen.findByText('Del lunes 30 de noviembre al domingo 6 de diciembre')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(location().search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(location().search).toBe('?fecha=2026-11-19');
  });

  it("shows a day by location or by coach ('Columnas'), each in the address", async () => {
    const { location } = renderSchedule({ days: week });
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Día' }));
    expect(location().search).toBe('?vista=dia');
    const day = await grid('Clases del día');
    expect(screen.getByRole('button', { name: 'Día' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('jueves 26 de noviembre', { selector: 'p' })).toBeTruthy();
    expect(within(day).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Polanco', 'Roma']);
    await userEvent.selectOptions(screen.getByLabelText('Columnas'), 'Coach');
    expect(location().search).toBe('?vista=dia&columnas=coach');
    const byCoach = await grid('Clases del día');
    expect(within(byCoach).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Luis Mora', 'Sofía Ramos']);
    expect(within(column(byCoach, 'Sofía Ramos')).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(location().search).toBe('?vista=dia&columnas=coach&fecha=2026-11-27');
  });

  it('filters by location, coach and class type through the address, and clears them', async () => {
    const { schedule, location } = renderSchedule({ days: week }, '/admin/horarios?coach=2');
    await grid();
    expect(schedule.calls.days[0]).toEqual([{ start_date: '2026-11-23', end_date: '2026-11-29', instructor_id: 2 }]);
    const place = screen.getByLabelText('Ubicación') as HTMLSelectElement;
    await waitFor(() => expect(within(place).getAllByRole('option').map((option) => option.textContent)).toEqual(['Todas las ubicaciones', 'Polanco', 'Roma']));
    await userEvent.selectOptions(place, 'Polanco');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de clase'), 'Barre');
    expect(new URLSearchParams(location().search).toString()).toBe('coach=2&ubicacion=2&tipo=2');
    await waitFor(() => expect(schedule.calls.days.at(-1)).toEqual([{ start_date: '2026-11-23', end_date: '2026-11-29', location_id: 2, instructor_id: 2, class_type_id: 2 }]));
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar filtros' }));
    expect(location().search).toBe('');
  });

  it("says when a week has no classes, with 'Nueva clase' to start; another text when filtered", async () => {
    renderSchedule({ days: () => answered([]) });
    expect(await screen.findByText('No hay clases en estos días.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Nueva clase' })).toHaveLength(2);
  });

  it('says so when filtered to nothing', async () => {
    renderSchedule({ days: () => answered([]) }, '/admin/horarios?tipo=2');
    expect(await screen.findByText('No hay clases con estos filtros en estos días.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('shows skeletons while loading, and a failure with Reintentar', async () => {
    let calls = 0;
    const { schedule } = renderSchedule({ days: () => (++calls === 1 ? failed() : calls === 2 ? never() : week()) });
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const status = await screen.findByText('Cargando horarios');
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
    expect(schedule.calls.days).toHaveLength(2);
  });

  it('says when the lists to filter by fail, and retries them', async () => {
    let calls = 0;
    const catalogue = scheduleCatalogue({ coaches: () => (++calls === 1 ? failed() : answered({ rows: [], total: 0 })) });
    renderSchedule({ days: week }, '/admin/horarios', {}, catalogue);
    await grid();
    expect(await screen.findByText('No pudimos cargar los tipos de clase, coaches, ubicaciones, paquetes o etiquetas.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('No pudimos cargar los tipos de clase, coaches, ubicaciones, paquetes o etiquetas.')).toBeNull());
    expect(within(screen.getByLabelText('Ubicación')).getAllByRole('option')).toHaveLength(3);
  });

  it("lists the chosen day's classes on a phone, a day at a time", async () => {
    viewport.resize(PHONE);
    const { schedule, location } = renderSchedule({ days: week });
    const list = await screen.findByRole('list', { name: 'jueves 26 de noviembre' }, FIRST_LOAD);
    expect(schedule.calls.days[0]).toEqual([{ start_date: '2026-11-26', end_date: '2026-11-26' }]);
    expect(within(list).getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Yoga, jueves 26 de noviembre a las 07:00',
      'Barre, jueves 26 de noviembre a las 09:30',
    ]);
    expect(screen.queryByRole('button', { name: 'Semana' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(location().search).toBe('?fecha=2026-11-27');
    expect(await screen.findByText('No hay clases este día.')).toBeTruthy();
  });

  it('is for the admin only: the front desk reads so, and nothing is asked', async () => {
    const { schedule } = renderSchedule({ days: week }, '/admin/horarios', { signedInAs: demoFixtures.accounts.recepcion.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo para administración' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Horarios' })).toBeNull();
    expect(schedule.calls.days).toHaveLength(0);
  });

  it('has no serious axe violation on a laptop', async () => {
    renderSchedule({ days: week });
    await grid();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('has no serious axe violation on a phone', async () => {
    viewport.resize(PHONE);
    renderSchedule({ days: week });
    await screen.findByRole('list', { name: 'jueves 26 de noviembre' }, FIRST_LOAD);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
