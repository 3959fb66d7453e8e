import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerKey, endpoints, studioDate, weekOf, weekQuery, type Week } from '@estudio/core';
import { demoFixtures, type DemoPorts } from '@estudio/core/testing';
import { makeFakeServices, renderWithServices } from '../../../testing/index.js';
import { installViewport } from '../../../testing/viewport.js';
import { CalendarBoard } from './CalendarBoard.js';

const ZONE = 'America/Mexico_City';
const socia = demoFixtures.accounts.socia.email;

/** Drops the demo classes held on the given studio days (all of them without days). */
const withoutClassesOn =
  (...days: string[]) =>
  ({ api }: DemoPorts) => {
    api.state.singleClasses = api.state.singleClasses.filter((c) => days.length > 0 && !days.includes(studioDate(c.class_date, ZONE) ?? ''));
  };

const THIS_WEEK = ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2025-01-10', '2025-01-11', '2025-01-12'];

const weekLabel = () => screen.findByText(/^Semana \d+$/);

describe('CalendarBoard on desktop', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installViewport();
  });
  afterEach(() => restore());

  it('shows seven day columns with the uppercase Spanish day name and the day number', async () => {
    renderWithServices(<CalendarBoard />, { signedInAs: socia });
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'LUNES 6',
      'MARTES 7',
      'MIÉRCOLES 8',
      'JUEVES 9',
      'VIERNES 10',
      'SÁBADO 11',
      'DOMINGO 12',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'LUNES 6' }).getAttribute('aria-current')).toBe('date');
    expect(screen.getByRole('heading', { level: 2, name: 'ENERO 2025' })).toBeTruthy();
  });

  it('moves by week and by month with named arrow buttons', async () => {
    renderWithServices(<CalendarBoard />);
    expect((await weekLabel()).textContent).toBe('Semana 2');
    await userEvent.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect((await weekLabel()).textContent).toBe('Semana 3');
    await userEvent.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect((await weekLabel()).textContent).toBe('Semana 1');
    await userEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'FEBRERO 2025' })).toBeTruthy();
  });
});

describe('CalendarBoard on a phone', () => {
  it("stacks the days, and a day without classes reads 'No hay clases programadas.'", async () => {
    renderWithServices(<CalendarBoard />, { prepare: withoutClassesOn('2025-01-12') });
    await screen.findAllByRole('article');
    const sunday = screen.getByRole('region', { name: 'DOMINGO 12' });
    expect(within(sunday).getByText('No hay clases programadas.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'SÁBADO 11' })).getAllByRole('article').length).toBeGreaterThan(0);
  });

  it("opens on today: the week's earlier days fold under 'Días anteriores de la semana'", async () => {
    const wednesday = Date.parse('2025-01-08T15:00:00Z');
    renderWithServices(<CalendarBoard />, { now: wednesday });
    await screen.findAllByRole('article');
    const folded = screen.getByText('Días anteriores de la semana').closest('details');
    expect(folded?.open).toBe(false);
    expect(folded?.contains(screen.getByRole('region', { name: 'LUNES 6' }))).toBe(true);
    expect(folded?.contains(screen.getByRole('region', { name: 'MARTES 7' }))).toBe(true);
    expect(folded?.contains(screen.getByRole('region', { name: 'MIÉRCOLES 8' }))).toBe(false);
    await userEvent.click(screen.getByText('Días anteriores de la semana'));
    expect(folded?.open).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Sig. Semana' }));
    await screen.findByRole('region', { name: 'LUNES 13' });
    expect(screen.queryByText('Días anteriores de la semana')).toBeNull();
  });

  it("moves by week with 'Anterior' and 'Sig. Semana'", async () => {
    renderWithServices(<CalendarBoard />);
    await weekLabel();
    await userEvent.click(screen.getByRole('button', { name: 'Sig. Semana' }));
    expect((await weekLabel()).textContent).toBe('Semana 3');
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect((await weekLabel()).textContent).toBe('Semana 2');
  });

  it('shows skeletons, not a spinner, while the week loads', () => {
    renderWithServices(<CalendarBoard />, { pending: ['schedule.days'] });
    expect(screen.getByRole('status').textContent).toBe('Cargando clases de la semana');
    expect(screen.queryByRole('article')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  });
});

describe('auto-advance (spec 4, Calendar)', () => {
  it('moves on from a current week without classes ahead to the next week that has some', async () => {
    renderWithServices(<CalendarBoard />, { prepare: withoutClassesOn(...THIS_WEEK) });
    expect(await screen.findByText('Semana 3')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'LUNES 13' })).toBeTruthy();
  });

  it("stops 8 weeks ahead, where an empty week reads 'No hay más clases programadas esta semana.'", async () => {
    renderWithServices(<CalendarBoard />, { prepare: withoutClassesOn() });
    expect(await screen.findByText('Semana 10', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('No hay más clases programadas esta semana.')).toBeTruthy();
  });

  it('stays on an empty week the customer went back to', async () => {
    renderWithServices(<CalendarBoard />, { prepare: withoutClassesOn(...THIS_WEEK) });
    await screen.findByText('Semana 3');
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('No hay más clases programadas esta semana.')).toBeTruthy();
    expect((await weekLabel()).textContent).toBe('Semana 2');
  });
});

describe('a calendar opened later in the tab (issue 18)', () => {
  it("loads its week even when the page came with it: the page's week is a visitor's, for the server-rendered calendar only", async () => {
    const { api, clock, config } = makeFakeServices();
    const range = weekQuery(weekOf(clock.now(), config.rules.timezone) as Week, config.rules.timezone);
    const days = await api.schedule.days(range);
    const embedded = { [answerKey(endpoints.scheduleList, undefined, range)]: { days: days.ok ? days.value : [] } };
    renderWithServices(<CalendarBoard />, { services: { embedded, embeddedNow: clock.now() }, pending: ['schedule.days'] });
    expect(screen.getByRole('status').textContent).toBe('Cargando clases de la semana');
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('the location filter', () => {
  it("offers 'Todos los Estudios' and each location, and shows only the chosen one's classes", async () => {
    renderWithServices(<CalendarBoard />);
    const filter = await screen.findByRole('combobox', { name: 'Buscar por estudio' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos los Estudios', 'Estudio Demo Polanco', 'Estudio Demo Condesa']);
    await screen.findAllByRole('article');
    expect(screen.getAllByText('Estudio Demo Polanco').length).toBeGreaterThan(0);
    await userEvent.selectOptions(filter, 'Estudio Demo Condesa');
    await screen.findAllByRole('article');
    const places = screen.getAllByRole('article').map((card) => card.textContent ?? '');
    expect(places.every((text) => text.includes('Estudio Demo Condesa'))).toBe(true);
  });

  it('is not shown with a single location, and cards then name no location', async () => {
    renderWithServices(<CalendarBoard />, { prepare: ({ api }) => (api.state.locations = api.state.locations.slice(0, 1)) });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('combobox', { name: 'Buscar por estudio' })).toBeNull();
    expect(screen.queryByText('Estudio Demo Polanco')).toBeNull();
  });
});

describe('the legend', () => {
  it('reads Disponible, Reservada, Sin Lugares', async () => {
    renderWithServices(<CalendarBoard />);
    const legend = (await screen.findByText('Disponible')).closest('ul') as HTMLElement;
    expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Disponible', 'Reservada', 'Sin Lugares']);
  });
});
