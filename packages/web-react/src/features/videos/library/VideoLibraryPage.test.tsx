import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, messages } from '@estudio/core';
import { demoCustomerIds } from '@estudio/core/testing';
import { installViewport } from '../../../testing/viewport.js';
import { FIRST_LOAD, NUEVA } from '../../reservations/testing/render.js';
import { renderVideoScreen as renderMemberScreen } from '../testing.js';

const m = messages.videos;

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

const grid = () => screen.findByRole('list', { name: m.gridLabel }, FIRST_LOAD);
const titles = async () => within(await grid()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const featured = () => screen.findByRole('region', { name: m.featured }, FIRST_LOAD);

describe('/mystudio/online (spec 2 Online videos screen)', () => {
  it("is titled '{business} Online' and opens with the first favourite featured, the grid, and two pages", async () => {
    const { location } = renderMemberScreen('/mystudio/online');
    expect(await screen.findByRole('heading', { level: 1, name: 'Estudio Demo Online' }, FIRST_LOAD)).toBeTruthy();
    expect(within(await featured()).getByRole('link', { name: 'Flexibilidad de isquiotibiales' })).toBeTruthy();
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(31);
    const pager = screen.getByRole('navigation', { name: messages.reservations.pagerLabel });
    await userEvent.click(within(pager).getByRole('button', { name: messages.reservations.pageNext }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    await waitFor(() => expect(screen.queryByRole('region', { name: m.featured })).toBeNull());
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(16);
  });

  it('cuts titles at 35 characters and shows the logo for a video without thumbnail', async () => {
    renderMemberScreen('/mystudio/online', {
      config: { logo: '/logo-estudio.png' },
      prepare: ({ api }) => {
        const video = api.state.videos.find((v) => v.video_id === 46);
        if (video) video.name = 'Una clase con un nombre larguísimo para la tarjeta';
      },
    });
    expect(await titles()).toContain('Una clase con un nombre larguísimo…');
    const card = (await screen.findByRole('link', { name: 'Estiramiento para dormir mejor' })).closest('article');
    const logo = card?.querySelector('img');
    expect(logo?.getAttribute('alt')).toBe('');
    expect(logo?.getAttribute('src')).toBe('/logo-estudio.png');
  });

  it('filters by coach, class type, tags and text from the filter card, and clears them', async () => {
    const { location } = renderMemberScreen('/mystudio/online');
    await grid();
    await userEvent.click(screen.getByRole('button', { name: m.toggleFilters }));
    const card = screen.getByRole('region', { name: m.filtersTitle });
    const coach = within(card).getByRole('combobox', { name: m.coach });
    await userEvent.selectOptions(coach, 'Diego Herrera');
    await waitFor(() => expect(location().search).toBe('?instructor_id=4'));
    await waitFor(async () => expect(await titles()).toHaveLength(7));
    const type = within(card).getByRole('combobox', { name: m.classType });
    expect(within(type).getAllByRole('option')[0]?.textContent).toBe('Todos');
    await userEvent.selectOptions(type, 'Yoga');
    await waitFor(() => expect(screen.getByText(m.noMatches)).toBeTruthy());
    await userEvent.click(within(card).getByRole('button', { name: m.clearFilters }));
    await waitFor(() => expect(location().search).toBe(''));
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Cardio' }));
    await waitFor(() => expect(location().search).toBe('?tags=5'));
    await userEvent.type(within(card).getByRole('searchbox', { name: m.searchLabel }), 'SOL');
    await waitFor(() => expect(location().search).toBe('?query=SOL&tags=5'), { timeout: 3000 });
    expect(within(await featured()).getByRole('link', { name: 'Saludo al sol para empezar el día' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: m.gridLabel })).toBeNull();
  });

  it("filters by video type and duration behind 'Más filtros', folded at first, and clears them", async () => {
    undo = installViewport(1280);
    const { location } = renderMemberScreen('/mystudio/online');
    await grid();
    const card = within(screen.getByRole('region', { name: m.filtersTitle }));
    const more = card.getByRole('button', { name: m.moreFilters });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(card.queryByRole('combobox', { name: m.videoType })).toBeNull();
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
    const type = card.getByRole('combobox', { name: m.videoType });
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Clase completa', 'Express', 'Técnica']);
    await userEvent.selectOptions(type, 'Express');
    await waitFor(() => expect(location().search).toBe('?video_type_id=2'));
    // 16 Express classes: one featured, 15 in the grid.
    await waitFor(async () => expect(await titles()).toHaveLength(15));
    const duration = card.getByRole('combobox', { name: m.duration });
    expect(within(duration).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Hasta 20 min', 'De 20 a 40 min', '40 min o más']);
    await userEvent.selectOptions(duration, 'Hasta 20 min');
    await waitFor(() => expect(location().search).toBe('?video_type_id=2&duration=0-20'));
    await waitFor(async () => expect(await titles()).toHaveLength(7));
    await userEvent.click(card.getByRole('button', { name: m.clearFilters }));
    await waitFor(() => expect(location().search).toBe(''));
    expect((card.getByRole('combobox', { name: m.duration }) as HTMLSelectElement).value).toBe('');
  });

  it("filters by class category ('Categoría', 'Todos' first) behind 'Más filtros', kept in the address", async () => {
    undo = installViewport(1280);
    const { location } = renderMemberScreen('/mystudio/online');
    await grid();
    const card = within(screen.getByRole('region', { name: m.filtersTitle }));
    await userEvent.click(card.getByRole('button', { name: m.moreFilters }));
    const category = await card.findByRole('combobox', { name: m.classCategory });
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Cuerpo y mente', 'Cardio', 'Fuerza', 'Movilidad']);
    await userEvent.selectOptions(category, 'Movilidad');
    await waitFor(() => expect(location().search).toBe('?class_category_id=4'));
    // 8 stretching classes: her favourite 'Flexibilidad de isquiotibiales' featured, 7 in the grid.
    await waitFor(async () => expect(await titles()).toHaveLength(7));
    expect(within(await featured()).getByRole('link', { name: 'Flexibilidad de isquiotibiales' })).toBeTruthy();
    expect(await titles()).toContain('Movilidad de hombros');
    await userEvent.selectOptions(card.getByRole('combobox', { name: m.classType }), 'Yoga');
    await waitFor(() => expect(location().search).toBe('?class_category_id=4&class_type_id=1'));
    await waitFor(() => expect(screen.getByText(m.noMatches)).toBeTruthy());
    await userEvent.selectOptions(card.getByRole('combobox', { name: m.classCategory }), 'Todos');
    await waitFor(() => expect(location().search).toBe('?class_type_id=1'));
    await userEvent.click(card.getByRole('button', { name: m.clearFilters }));
    await waitFor(() => expect(location().search).toBe(''));
    expect((card.getByRole('combobox', { name: m.classCategory }) as HTMLSelectElement).value).toBe('');
  });

  it("opens 'Más filtros' with the category the address holds", async () => {
    undo = installViewport(1280);
    renderMemberScreen('/mystudio/online?class_category_id=2');
    // Cycling and HIIT: 16 'Cardio' classes, the first featured.
    await waitFor(async () => expect(await titles()).toHaveLength(15));
    const card = within(screen.getByRole('region', { name: m.filtersTitle }));
    expect(card.getByRole('button', { name: m.moreFilters }).getAttribute('aria-expanded')).toBe('true');
    const category = (await card.findByRole('combobox', { name: m.classCategory })) as HTMLSelectElement;
    await waitFor(() => expect(category.selectedOptions[0]?.textContent).toBe('Cardio'));
  });

  it("opens 'Más filtros' when the address sets one of its filters, and names a duration that is none of the choices", async () => {
    undo = installViewport(1280);
    renderMemberScreen('/mystudio/online?duration=15-30');
    await grid();
    const card = within(screen.getByRole('region', { name: m.filtersTitle }));
    expect(card.getByRole('button', { name: m.moreFilters }).getAttribute('aria-expanded')).toBe('true');
    const duration = card.getByRole('combobox', { name: m.duration }) as HTMLSelectElement;
    expect(duration.value).toBe('15-30');
    expect(duration.selectedOptions[0]?.textContent).toBe('De 15 a 30 min');
    expect(card.getByRole('button', { name: m.clearFilters })).toHaveProperty('disabled', false);
  });

  it("shows her favourites with 'Estás viendo: Tus clases Favoritas', and her completed classes", async () => {
    renderMemberScreen('/mystudio/online');
    await grid();
    await userEvent.click(screen.getByRole('button', { name: m.showFavorites }));
    expect(await screen.findByText('Estás viendo: Tus clases Favoritas')).toBeTruthy();
    await waitFor(async () => expect(await titles()).toEqual(['Flow de caderas', 'Saludo al sol para empezar el día']));
    expect(screen.getByRole('button', { name: m.showFavorites }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: m.showCompleted }));
    expect(await screen.findByText('Estás viendo: Tus clases Completadas')).toBeTruthy();
  });

  it("adds and removes a favourite with '¡Favorito agregado!' and '¡Favorito eliminado!'", async () => {
    const { services } = renderMemberScreen('/mystudio/online');
    const list = await grid();
    await userEvent.click(within(list).getByRole('button', { name: `${m.addFavorite}: Movilidad de cadera` }));
    expect(await screen.findByText(m.favoriteAdded)).toBeTruthy();
    const socia = demoCustomerIds.socia;
    expect(services.fakes.api.state.favorites.some((f) => f.customer_id === socia && f.video_id === 45)).toBe(true);
    await userEvent.click(within(list).getByRole('button', { name: `${m.removeFavorite}: Movilidad de cadera` }));
    expect(await screen.findByText(m.favoriteRemoved)).toBeTruthy();
    expect(services.fakes.api.state.favorites.some((f) => f.customer_id === socia && f.video_id === 45)).toBe(false);
  });

  it('reads the no-membership text with a link to the packages without an online membership (412)', async () => {
    renderMemberScreen('/mystudio/online', { signedInAs: NUEVA });
    expect(await screen.findByText(m.noMembership, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: m.buyMembership }).getAttribute('href')).toBe('/mystudio/paquetes');
    expect(screen.queryByRole('region', { name: m.filtersTitle })).toBeNull();
  });

  it("reads 'Aún no hay videos disponibles.' without videos", async () => {
    renderMemberScreen('/mystudio/online', { prepare: ({ api }) => void (api.state.videos = []) });
    expect(await screen.findByText(m.empty, {}, FIRST_LOAD)).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    renderMemberScreen('/mystudio/online', { prepare: ({ api }) => api.failNext('videos.list', appError('internal', 'Algo salió mal', 500)) });
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('Algo salió mal');
    await userEvent.click(within(alert).getByRole('button', { name: m.retry }));
    expect(await grid()).toBeTruthy();
  });

  it('shows the filter card beside the videos on a desktop, without the toggle', async () => {
    undo = installViewport(1280);
    renderMemberScreen('/mystudio/online');
    await grid();
    expect(screen.queryByRole('button', { name: m.toggleFilters })).toBeNull();
    expect(screen.getByRole('searchbox', { name: m.searchLabel })).toBeTruthy();
  });

  it('leads to the calendar when videos are off', async () => {
    const { location } = renderMemberScreen('/mystudio/online', { config: { videos_enabled: 'false' } });
    await waitFor(() => expect(location().pathname).toBe('/mystudio'));
  });
});
