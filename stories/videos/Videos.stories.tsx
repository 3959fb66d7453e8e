import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { mobile } from '../.storybook/mobile.js';
import { desktop, Elsewhere, memberScreen, nueva } from '../reservations/helpers.js';

const LIBRARY = '/mystudio/online';

type Canvas = { canvasElement: HTMLElement };

const meta = { title: 'Videos/Clases online', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Estudio Demo Online': the socia's first favourite featured, the grid, the filter card beside it and two pages. */
export const Library: Story = { name: 'Biblioteca (escritorio)', parameters: memberScreen(LIBRARY), globals: desktop };
/** On a phone the filters fold behind 'Mostrar/Ocultar Filtros'. */
export const LibraryMobile: Story = { name: 'Biblioteca (móvil)', parameters: memberScreen(LIBRARY), globals: mobile };
/** The filters open on a phone. */
export const FiltersOpen: Story = {
  name: 'Filtros abiertos (móvil)',
  parameters: memberScreen(LIBRARY),
  globals: mobile,
  play: async ({ canvasElement }: Canvas) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Mostrar/Ocultar Filtros' }, { timeout: 5000 }));
  },
};
/** Diego's barre classes with the 'Sin equipo' tag, read from the address. */
export const Filtered: Story = { name: 'Filtrada', parameters: memberScreen(`${LIBRARY}?instructor_id=4&tags=4`), globals: desktop };
/** 'Más filtros' unfolded on a desktop: 'Categoría', 'Tipo de Video' and 'Duración', each with 'Todos' first. */
export const MoreFiltersOpen: Story = {
  name: 'Más filtros abiertos',
  parameters: memberScreen(LIBRARY),
  globals: desktop,
  play: async ({ canvasElement }: Canvas) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Más filtros' }, { timeout: 5000 }));
  },
};
/** Express classes of up to 20 minutes, read from the address: 'Más filtros' opens by itself to show them. */
export const FilteredByTypeAndDuration: Story = {
  name: 'Filtrada por tipo de video y duración',
  parameters: memberScreen(`${LIBRARY}?video_type_id=2&duration=0-20`),
  globals: desktop,
};
/** The 'Movilidad' classes, read from the address: 'Más filtros' opens with 'Categoría' set. */
export const FilteredByCategory: Story = {
  name: 'Filtrada por categoría',
  parameters: memberScreen(`${LIBRARY}?class_category_id=4`),
  globals: desktop,
};
/** On a phone, both folds open: the card and 'Más filtros'. */
export const MoreFiltersMobile: Story = {
  name: 'Más filtros abiertos (móvil)',
  parameters: memberScreen(LIBRARY),
  globals: mobile,
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mostrar/Ocultar Filtros' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Más filtros' }));
  },
};
/** Filters that match nothing. */
export const NoMatches: Story = { name: 'Sin coincidencias', parameters: memberScreen(`${LIBRARY}?instructor_id=4&class_type_id=1`), globals: desktop };
/** 'Estás viendo: Tus clases Favoritas'. */
export const Favorites: Story = { name: 'Favoritas', parameters: memberScreen(`${LIBRARY}?mode=favorites`), globals: desktop };
/** 'Estás viendo: Tus clases Completadas'. */
export const Completed: Story = { name: 'Completadas', parameters: memberScreen(`${LIBRARY}?mode=completed`), globals: mobile };
/** 'Aún no hay videos disponibles.' */
export const Empty: Story = {
  name: 'Sin videos',
  parameters: memberScreen(LIBRARY, { prepare: ({ api }) => void (api.state.videos = []) }),
  globals: desktop,
};
/** Without an active online membership: spec 2's text and a link to the packages. */
export const NoMembership: Story = { name: 'Sin membresía online', parameters: memberScreen(LIBRARY, { signedInAs: nueva }), globals: mobile };
/** While the videos load. */
export const Loading: Story = { name: 'Cargando', parameters: memberScreen(LIBRARY, { pending: ['videos.list'] }), globals: desktop };
/** A load that failed, with 'Reintentar'. */
export const Failed: Story = {
  name: 'Error al cargar',
  parameters: memberScreen(LIBRARY, { prepare: ({ api }) => api.failNext('videos.list', { code: 'server', message: 'Falla del servidor', status: 500 }) }),
  globals: desktop,
};

/** The video page: the player at 75% of the window, name, 'Duración', description, favourite, complete and rating. */
export const VideoPage: Story = { name: 'Video', parameters: memberScreen('/mystudio/video/1'), globals: desktop };
export const VideoPageMobile: Story = { name: 'Video (móvil)', parameters: memberScreen('/mystudio/video/4'), globals: mobile };
/** 'Lo sentimos, no hemos encontrado este video.' */
export const VideoNotFound: Story = { name: 'Video no encontrado', parameters: memberScreen('/mystudio/video/999'), globals: mobile };
/** The video page while it loads. */
export const VideoLoading: Story = { name: 'Video cargando', parameters: memberScreen('/mystudio/video/1', { pending: ['videos.one'] }), globals: desktop };
