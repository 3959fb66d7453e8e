import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CataloguePage, ClassCategory, DeskCatalogueApi } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const CATEGORIES: ClassCategory[] = [
  { class_category_id: 3, name: 'Barre', handle: 'barre', description: null, available: false },
  { class_category_id: 1, name: 'Yoga', handle: 'yoga', description: 'Posturas, respiración y calma.', available: true },
  { class_category_id: 2, name: 'Entrenamiento funcional de alta intensidad', handle: 'funcional-hiit', description: 'Circuitos cortos con peso corporal y mancuernas.', available: true },
];

const page = (rows: ClassCategory[]) => answered<CataloguePage<ClassCategory>>({ rows, total: rows.length });

const categories = (list: DeskCatalogueApi['categories']['list']) =>
  adminScreen('/admin/categorias', {
    deskCatalogue: deskCatalogueStub({
      categories: {
        list,
        create: (body) => answered({ class_category_id: 9, name: body.name, handle: body.handle, description: body.description ?? null, available: body.available ?? true }),
        update: (id, body) => answered({ ...CATEGORIES[0]!, ...body, class_category_id: id }),
        remove: (id) => answered(CATEGORIES.find((row) => row.class_category_id === id) ?? CATEGORIES[0]!),
      },
    }),
  });

const meta = { title: 'Admin/Categorías', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Handle, description and whether customers see it; 'Nueva' starts available; 'Eliminar' asks 'Precaución'. */
export const Full: Story = { name: 'Con categorías', parameters: categories(() => page(CATEGORIES)), globals: desktop };
export const Phone: Story = { name: 'Con categorías (móvil)', parameters: categories(() => page(CATEGORIES)), globals: mobile };
export const Empty: Story = { name: 'Sin categorías', parameters: categories(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: categories(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: categories(() => failed()), globals: desktop };
