import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CataloguePage, DeskCatalogueApi, Program } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const PROGRAMS: Program[] = [
  { program_id: 2, name: 'Básico', description: null, file: null, available: false },
  { program_id: 1, name: 'Reto 21 días', description: 'Una clase al día durante tres semanas.', file: null, available: true },
];

const page = (rows: Program[]) => answered<CataloguePage<Program>>({ rows, total: rows.length });

const programs = (list: DeskCatalogueApi['programs']['list']) =>
  adminScreen('/admin/programas', {
    deskCatalogue: deskCatalogueStub({
      programs: {
        list,
        create: (body) => answered({ program_id: 9, name: body.name, description: body.description ?? null, file: null, available: body.available ?? true }),
        update: (id, body) => answered({ ...PROGRAMS[0]!, ...body, file: null, program_id: id }),
        remove: (id) => answered(PROGRAMS.find((row) => row.program_id === id) ?? PROGRAMS[0]!),
      },
    }),
  });

const meta = { title: 'Admin/Programas', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Description and whether customers see it; 'Guardar' shows 'Programa guardado.'; 'Eliminar' asks 'Precaución'. */
export const Full: Story = { name: 'Con programas', parameters: programs(() => page(PROGRAMS)), globals: desktop };
export const Phone: Story = { name: 'Con programas (móvil)', parameters: programs(() => page(PROGRAMS)), globals: mobile };
export const Empty: Story = { name: 'Sin programas', parameters: programs(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: programs(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: programs(() => failed()), globals: desktop };
