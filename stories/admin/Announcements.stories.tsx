import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Announcement, CataloguePage, DeskCatalogueApi } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const ANNOUNCEMENTS: Announcement[] = [
  {
    announcement_id: 3, title: 'Nuevo horario de diciembre', createdAt: '2026-11-20T16:00:00.000Z',
    content: '<p>Desde el <strong>1 de diciembre</strong> abrimos a las 6:00.</p><ul><li>Yoga los sábados</li><li>Spinning a las 7:00</li></ul>',
  },
  { announcement_id: 2, title: 'Posada del estudio: viernes 18 de diciembre a partir de las 19:00 en la sede Roma', createdAt: '2026-11-10T16:00:00.000Z', content: '<p>¡Trae a quien quieras!</p>' },
  { announcement_id: 1, title: 'Cerrado el 12', createdAt: '2026-11-02T16:00:00.000Z', content: '' },
];

const page = (rows: Announcement[]) => answered<CataloguePage<Announcement>>({ rows, total: rows.length });

const announcements = (list: DeskCatalogueApi['announcements']['list']) =>
  adminScreen('/admin/avisos', {
    deskCatalogue: deskCatalogueStub({
      announcements: {
        list,
        create: (body) => answered({ ...ANNOUNCEMENTS[2]!, ...body, announcement_id: 9 }),
        update: (id, body) => answered({ ...ANNOUNCEMENTS[0]!, ...body, announcement_id: id }),
        remove: (id) => answered(ANNOUNCEMENTS.find((row) => row.announcement_id === id) ?? ANNOUNCEMENTS[0]!),
      },
    }),
  });

const meta = { title: 'Admin/Avisos', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with its date and the start of its text; 'Nuevo' and 'Editar' write it with the rich-text editor. */
export const Full: Story = { name: 'Con avisos', parameters: announcements(() => page(ANNOUNCEMENTS)), globals: desktop };
export const Phone: Story = { name: 'Con avisos (móvil)', parameters: announcements(() => page(ANNOUNCEMENTS)), globals: mobile };
export const Empty: Story = { name: 'Sin avisos', parameters: announcements(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: announcements(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: announcements(() => failed()), globals: desktop };
