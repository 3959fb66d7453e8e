import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { AdminVideo, CataloguePage, DeskVideosApi } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { VIDEO_CHOICES, VIDEO_ROWS } from '../../packages/web-react/src/features/admin/catalogue/videos/testing/videoRows.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const VIDEOS: AdminVideo[] = [...VIDEO_ROWS];

const page = (rows: AdminVideo[]) => answered<CataloguePage<AdminVideo>>({ rows, total: rows.length });

const videos = (list: DeskVideosApi['list'], more: Partial<DeskVideosApi> = {}) =>
  adminScreen('/admin/videos', {
    deskCatalogue: deskCatalogueStub({
      videos: {
        list,
        create: (body) => answered({ ...VIDEOS[0]!, ...body, video_id: 9 } as AdminVideo),
        update: (id, body) => answered({ ...(VIDEOS.find((video) => video.video_id === id) ?? VIDEOS[0]!), ...body } as AdminVideo),
        remove: (id) => answered(VIDEOS.find((video) => video.video_id === id) ?? VIDEOS[0]!),
        choices: () => answered(VIDEO_CHOICES),
        ...more,
      },
    }),
  });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowButton = async (canvasElement: HTMLElement, name: string, button: string) => {
  const cell = await body(canvasElement).findByText(name);
  await userEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: button }));
};

const meta = { title: 'Admin/Videos', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each video with its thumbnail, coach, class type, duration, 'Publicado' or 'Oculto' (and a later release), its tags, and 'Publicar' or 'Ocultar'. */
export const Full: Story = { name: 'Con videos', parameters: videos(() => page(VIDEOS)), globals: desktop };
export const Phone: Story = { name: 'Con videos (móvil)', parameters: videos(() => page(VIDEOS)), globals: mobile };
export const Empty: Story = { name: 'Sin videos', parameters: videos(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: videos(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: videos(() => failed()), globals: desktop };
/** 'Nuevo': upload a file (MP4 or WebM, up to 200 MB; its duration read from it) or give a URL, then the thumbnail, choices, tags, release and 'Publicado'. */
export const New: Story = {
  name: 'Nuevo video',
  parameters: videos(() => page(VIDEOS)),
  globals: desktop,
  play: async ({ canvasElement }) => {
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Nuevo' }));
    await body(canvasElement).findByRole('dialog', { name: 'Nuevo video' });
  },
};
export const NewPhone: Story = { ...New, name: 'Nuevo video (móvil)', globals: mobile };
/** 'Editar' on an uploaded video: its preview, its tags ticked, its duration in minutes and seconds. */
export const Edit: Story = {
  name: 'Editar video',
  parameters: videos(() => page(VIDEOS)),
  globals: desktop,
  play: async ({ canvasElement }) => rowButton(canvasElement, VIDEOS[0]!.name, 'Editar'),
};
/** The panel when the coaches, types and tags fail to load: it says so, with 'Reintentar'. */
export const ChoicesFailed: Story = {
  name: 'Editar video: opciones sin cargar',
  parameters: videos(() => page(VIDEOS), { choices: () => failed() }),
  globals: desktop,
  play: async ({ canvasElement }) => rowButton(canvasElement, VIDEOS[1]!.name, 'Editar'),
};
