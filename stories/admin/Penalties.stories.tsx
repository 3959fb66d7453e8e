import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CataloguePage, DeskCatalogueApi, PenaltyListRow } from '@estudio/core';
import { answered, deskCatalogueStub, deskCustomersStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const PENALTIES: PenaltyListRow[] = [
  {
    penalty_id: 11, customer_id: 3, reason: 'Tres inasistencias seguidas', end_date: '2026-12-01T06:00:00.000Z',
    customer: { name: 'Ana', last_name: 'López', email: 'ana@ejemplo.mx' },
  },
  {
    penalty_id: 12, customer_id: 4, reason: 'Cancelaciones tardías', end_date: '2026-11-01T06:00:00.000Z',
    customer: { name: 'Beatriz', last_name: 'Sánchez Villaseñor de la Garza', email: 'beatriz.sanchez.villasenor@ejemplo.mx' },
  },
];

const page = (rows: PenaltyListRow[]) => answered<CataloguePage<PenaltyListRow>>({ rows, total: rows.length });

const penalties = (list: DeskCatalogueApi['penalties']['list']) =>
  adminScreen('/admin/penalizaciones', {
    deskCatalogue: deskCatalogueStub({
      penalties: {
        list,
        create: (body) => answered({ penalty_id: 20, ...body, end_date: body.end_date }),
        update: (id, body) => answered({ ...PENALTIES[0]!, ...body, penalty_id: id }),
        remove: (id) => answered(PENALTIES.find((row) => row.penalty_id === id) ?? PENALTIES[0]!),
      },
    }),
    deskCustomers: deskCustomersStub({ liftPenalty: (id) => answered({ ...PENALTIES[0]!, penalty_id: id }) }),
  });

const meta = { title: 'Admin/Penalizaciones', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each with its customer, reason, end and state; a running one offers 'Quitar penalización'; 'Mostrar' filters. */
export const Full: Story = { name: 'Con penalizaciones', parameters: penalties(() => page(PENALTIES)), globals: desktop };
export const Phone: Story = { name: 'Con penalizaciones (móvil)', parameters: penalties(() => page(PENALTIES)), globals: mobile };
export const Empty: Story = { name: 'Sin penalizaciones', parameters: penalties(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: penalties(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: penalties(() => failed()), globals: desktop };
