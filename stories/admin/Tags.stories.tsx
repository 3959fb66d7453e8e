import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CataloguePage, DeskCatalogueApi, Tag } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const TAGS: Tag[] = [
  { tag_id: 3, name: 'Cardio', color: '#C2185B', type: null },
  { tag_id: 1, name: 'Fuerza', color: '#00796B', type: 'video' },
  { tag_id: 4, name: 'Principiantes con una etiqueta de nombre muy largo', color: '#FBC02D', type: 'video' },
  { tag_id: 2, name: 'Sin color', color: null, type: null },
];

const page = (rows: Tag[]) => answered<CataloguePage<Tag>>({ rows, total: rows.length });

const tags = (list: DeskCatalogueApi['tags']['list']) =>
  adminScreen('/admin/etiquetas', {
    deskCatalogue: deskCatalogueStub({
      tags: {
        list,
        create: (body) => answered({ tag_id: 9, name: body.name, color: body.color ?? null, type: body.type ?? null }),
        update: (id, body) => answered({ name: '', color: null, type: null, ...body, tag_id: id }),
        remove: (id) => answered(TAGS.find((tag) => tag.tag_id === id) ?? TAGS[0]!),
      },
    }),
  });

const meta = { title: 'Admin/Etiquetas', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each colour a swatch and its value; 'Nueva' and 'Editar' open the side panel; 'Eliminar' asks 'Precaución'. */
export const Full: Story = { name: 'Con etiquetas', parameters: tags(() => page(TAGS)), globals: desktop };
export const Phone: Story = { name: 'Con etiquetas (móvil)', parameters: tags(() => page(TAGS)), globals: mobile };
export const Empty: Story = { name: 'Sin etiquetas', parameters: tags(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: tags(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: tags(() => failed()), globals: desktop };
