import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomerListResponse, DeskApi } from '@estudio/core';
import { customerRow } from '../../packages/web-react/src/features/admin/testing/deskFixtures.js';
import { answered, deskStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const NAMES = [
  ['Lucía', 'Martínez'], ['Ana', 'Gómez'], ['Sofía', 'Ramírez'], ['Valeria', 'Torres'], ['Camila', 'Flores'],
  ['Mariana', 'Cruz'], ['Regina', 'Morales'], ['Daniela', 'Ortiz'], ['Fernanda', 'Reyes'], ['Paola', 'Ruiz'],
] as const;

/** One page of 25 out of 137, whatever page or search is asked: a stand-in, not a server. */
const page: DeskApi['customers'] = ({ page: number = 1 }) =>
  answered<CustomerListResponse>({
    total: 137,
    customers: Array.from({ length: 25 }, (_, i) => {
      const id = (number - 1) * 25 + i + 2;
      const [name, lastName] = NAMES[i % NAMES.length] ?? NAMES[0];
      return customerRow({
        customer_id: id, name, last_name: lastName, email: `${name.toLowerCase()}${id}@ejemplo.mx`,
        credits_left: i % 4 === 0 ? -1 : i % 7, membership: i % 3 === 0 ? null : customerRow().membership, last_visit: i % 5 === 0 ? null : customerRow().last_visit,
      });
    }),
  });

const customers = (list: DeskApi['customers'], route = '/admin/clientes') => adminScreen(route, { desk: deskStub({ customers: list }) });

const meta = { title: 'Admin/Clientes', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as a table from 640 px: sortable headers, the pager, 'Exportar CSV' and 'Nuevo cliente'. */
export const Full: Story = { name: 'Con clientes', parameters: customers(page), globals: desktop };
/** A card a customer on a phone. */
export const Phone: Story = { name: 'Con clientes (móvil)', parameters: customers(page), globals: mobile };
export const Sorted: Story = { name: 'Por última visita, página 2', parameters: customers(page, '/admin/clientes?sort=last_visit&dir=desc&page=2'), globals: desktop };
export const Empty: Story = { name: 'Sin clientes', parameters: customers(() => answered({ customers: [], total: 0 })), globals: desktop };
export const NoMatches: Story = { name: 'Búsqueda sin resultados', parameters: customers(() => answered({ customers: [], total: 0 }), '/admin/clientes?q=zz'), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: customers(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: customers(() => failed()), globals: desktop };
