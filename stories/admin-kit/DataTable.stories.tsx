import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper } from '@tanstack/react-table';
import { Button } from '../../packages/web-react/src/ui/Button/index.js';
import { SelectField } from '../../packages/web-react/src/ui/SelectField/index.js';
import {
  DataTable,
  SearchInput,
  useSearchText,
  useTableUrlState,
  type DataTableColumn,
  type TableStatus,
  type TableUrlConfig,
} from '../../packages/web-react/src/features/admin/kit/index.js';
import { mobile } from '../.storybook/mobile.js';
import { queryCustomers, type DemoCustomer } from './demoCustomers.js';

const column = createColumnHelper<DemoCustomer>();

const columns: DataTableColumn<DemoCustomer>[] = [
  column.accessor('name', { header: 'Nombre', enableSorting: true }),
  column.accessor('email', { header: 'Correo' }),
  column.accessor('plan', { header: 'Plan' }),
  column.accessor('credits', { header: 'Créditos', enableSorting: true, sortDescFirst: true }),
  column.accessor('status', { header: 'Estado', cell: (info) => (info.getValue() === 'active' ? 'Activo' : 'Inactivo') }),
];

const statusOptions = [
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
  { value: 'all', label: 'Todos' },
];

/** Declared once, outside the screen, as a screen would. */
const TABLE: TableUrlConfig<'status'> = { sortable: ['name', 'credits'], defaultSort: { id: 'name', desc: false }, filters: { status: 'active' } };

const PER_PAGE = 25;

interface DemoProps {
  /** Forces a state; by default the rows come at once from the in-memory server. */
  readonly status?: TableStatus;
}

/** A customers screen built from the kit: search, a filter, the table, all in the address. */
const CustomersDemo = ({ status = 'ready' }: DemoProps) => {
  const { state, setSearch, setPage, setSort, setFilter, reset } = useTableUrlState(TABLE);
  const [text, setText] = useSearchText(state.q, setSearch);
  const result = useMemo(
    () => (status === 'ready' ? queryCustomers({ ...state, perPage: PER_PAGE, status: state.filters.status }) : { rows: [], total: 0 }),
    [state, status],
  );
  return (
    <main style={{ display: 'grid', gap: 16, padding: 16, maxWidth: 1100 }}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', alignItems: 'end' }}>
        <SearchInput label="Buscar cliente" placeholder="Nombre o correo" value={text} onChange={setText} />
        <SelectField label="Estado" options={statusOptions} value={state.filters.status} onChange={(value) => setFilter('status', value)} />
      </div>
      <DataTable
        label="Clientes"
        columns={columns}
        rows={result.rows}
        getRowId={(row) => String(row.id)}
        total={result.total}
        page={state.page}
        perPage={PER_PAGE}
        sort={state.sort}
        onSortChange={setSort}
        onPageChange={setPage}
        status={status}
        onRetry={() => undefined}
        emptyMessage="No hay clientes que coincidan con tu búsqueda."
        emptyAction={
          <Button variant="secondary" onClick={reset}>
            Limpiar filtros
          </Button>
        }
        rowHref={(row) => `/admin/clientes/${row.id}`}
      />
    </main>
  );
};

const meta = {
  title: 'Admin kit/DataTable',
  component: CustomersDemo,
  parameters: { studio: { route: '/admin/clientes' } },
} satisfies Meta<typeof CustomersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

/** 312 customers, 25 a page: sort by Nombre or Créditos, page, search and filter; all of it lands in the address. */
export const Full: Story = { name: 'Con datos y páginas', globals: desktop };
/** Opened from a shared link: page 3, by credits, most first, every status. */
export const FromAddress: Story = {
  name: 'Desde la dirección',
  parameters: { studio: { route: '/admin/clientes?page=3&sort=credits&dir=desc&status=all' } },
  globals: desktop,
};
export const Loading: Story = { name: 'Cargando', args: { status: 'loading' }, globals: desktop };
export const Failed: Story = { name: 'Error', args: { status: 'error' }, globals: desktop };
export const Empty: Story = { name: 'Sin resultados', parameters: { studio: { route: '/admin/clientes?q=zzz' } }, globals: desktop };
/** Below 640 px each row is a card; the pager stays. */
export const Phone: Story = { name: 'Teléfono', globals: mobile };
export const PhoneLoading: Story = { name: 'Teléfono, cargando', args: { status: 'loading' }, globals: mobile };
