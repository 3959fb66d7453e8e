import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CataloguePage, CreditListRow, DeskCatalogueApi } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const CREDITS: CreditListRow[] = [
  {
    available_class_id: 31, customer_id: 3, purchase_id: null, class_type_id: 2, class_types: null, allowed_times: '1-5@06:00-12:00',
    available_classes: 4, expiration_date: '2026-12-31T05:59:59.999Z', customer: { name: 'Ana', last_name: 'López', email: 'ana@ejemplo.mx' },
    class_type_name: 'Pilates Reformer',
  },
  {
    available_class_id: 32, customer_id: 4, purchase_id: 7, class_type_id: null, class_types: '1,3', allowed_times: null,
    available_classes: -1, expiration_date: null, customer: { name: 'Beatriz', last_name: 'Sánchez', email: 'bety@ejemplo.mx' },
    class_type_name: null,
  },
];

const page = (rows: CreditListRow[]) => answered<CataloguePage<CreditListRow>>({ rows, total: rows.length });

const credits = (list: DeskCatalogueApi['credits']['list']) =>
  adminScreen('/admin/creditos', {
    deskCatalogue: deskCatalogueStub({
      credits: {
        list,
        create: (body) => answered({ ...CREDITS[0]!, available_class_id: 40, ...body }),
        update: (id, body) => answered({ ...CREDITS[0]!, ...body, available_class_id: id }),
        remove: (id) => answered(CREDITS.find((row) => row.available_class_id === id) ?? CREDITS[0]!),
      },
    }),
  });

const meta = { title: 'Admin/Créditos', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many classes (or unlimited), for which class types, when and until when; 'Nuevo' grants, 'Editar' corrects. */
export const Full: Story = { name: 'Con créditos', parameters: credits(() => page(CREDITS)), globals: desktop };
export const Phone: Story = { name: 'Con créditos (móvil)', parameters: credits(() => page(CREDITS)), globals: mobile };
export const Empty: Story = { name: 'Sin créditos', parameters: credits(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: credits(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: credits(() => failed()), globals: desktop };
