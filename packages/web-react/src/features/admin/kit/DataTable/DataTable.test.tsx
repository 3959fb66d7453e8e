import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { installViewport } from '../../../../testing/viewport.js';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { DataTable, type DataTableProps } from './DataTable.js';
import type { DataTableColumn } from './cells.js';
import type { TableSort } from './sort.js';

interface Customer {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly credits: number;
}

const customers: Customer[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Cliente ${i + 1}`,
  email: `cliente${i + 1}@ejemplo.mx`,
  credits: i,
}));

const columns: DataTableColumn<Customer>[] = [
  { accessorKey: 'name', header: 'Nombre', enableSorting: true },
  { accessorKey: 'email', header: 'Correo' },
  { accessorKey: 'credits', header: 'Créditos', enableSorting: true, sortDescFirst: true },
];

type Props = DataTableProps<Customer>;

const baseProps = (overrides: Partial<Props> = {}): Props => ({
  columns,
  rows: customers,
  getRowId: (row) => String(row.id),
  total: 312,
  page: 1,
  perPage: 25,
  sort: null,
  onSortChange: () => undefined,
  onPageChange: () => undefined,
  status: 'ready',
  emptyMessage: 'No hay clientes.',
  label: 'Clientes',
  rowHref: (row) => `/admin/clientes/${row.id}`,
  ...overrides,
});

/** The table with its sort and page held as a screen would hold them. */
const Stateful = (overrides: Partial<Props>) => {
  const [sort, setSort] = useState<TableSort | null>(null);
  const [page, setPage] = useState(1);
  return <DataTable {...baseProps(overrides)} sort={sort} onSortChange={setSort} page={page} onPageChange={setPage} />;
};

const renderTable = (ui: React.ReactElement) =>
  render(
    <MemoryRouter initialEntries={['/admin/clientes']}>
      <Routes>
        <Route path="/admin/clientes" element={ui} />
        <Route path="/admin/clientes/:id" element={<p>Ficha del cliente</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('DataTable on a laptop', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());
  const wide = () => {
    restore = installViewport(1280);
  };

  it('is a table named by its caption, one row per record, the first cell a link to the record', () => {
    wide();
    renderTable(<DataTable {...baseProps()} />);
    const table = screen.getByRole('table', { name: 'Clientes' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getByRole('cell', { name: 'cliente3@ejemplo.mx' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Cliente 3' }).getAttribute('href')).toBe('/admin/clientes/3');
  });

  it('opens a row from the keyboard through its link', async () => {
    wide();
    renderTable(<DataTable {...baseProps()} />);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Cliente 1' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ficha del cliente')).toBeTruthy();
  });

  it('sorts by Enter on a header button: ascending, then descending; aria-sort on the sorted header only', async () => {
    wide();
    renderTable(<Stateful />);
    const user = userEvent.setup();
    const nameHeader = () => screen.getByRole('columnheader', { name: /Nombre/ });
    expect(nameHeader().hasAttribute('aria-sort')).toBe(false);
    screen.getByRole('button', { name: /Nombre/ }).focus();
    await user.keyboard('{Enter}');
    expect(nameHeader().getAttribute('aria-sort')).toBe('ascending');
    await user.keyboard('{Enter}');
    expect(nameHeader().getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Créditos/ }).hasAttribute('aria-sort')).toBe(false);
  });

  it('asks for a column that prefers it descending first, and offers no button on a column that does not sort', async () => {
    wide();
    const onSortChange = vi.fn();
    renderTable(<DataTable {...baseProps({ onSortChange })} />);
    await userEvent.click(screen.getByRole('button', { name: /Créditos/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'credits', desc: true });
    expect(screen.queryByRole('button', { name: /Correo/ })).toBeNull();
  });

  it('shows skeleton rows in a busy region while loading, and no records', () => {
    wide();
    const { container } = renderTable(<DataTable {...baseProps({ status: 'loading', rows: [] })} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Cargando');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(1 + 8);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no serious accessibility violations, sorted and paged', async () => {
    wide();
    renderTable(<DataTable {...baseProps({ sort: { id: 'name', desc: false }, page: 2 })} />);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});

describe('DataTable states', () => {
  it('a failed load reads its text and Reintentar calls onRetry', async () => {
    const onRetry = vi.fn();
    renderTable(<DataTable {...baseProps({ status: 'error', rows: [], onRetry })} />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar la información.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("no rows reads the screen's empty text, with no table and no pager", () => {
    renderTable(<DataTable {...baseProps({ rows: [], total: 0 })} />);
    expect(screen.getByText('No hay clientes.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('steps back to the last page when the page asked for is past the end', () => {
    const onPageChange = vi.fn();
    renderTable(<DataTable {...baseProps({ rows: [], total: 30, page: 5, onPageChange })} />);
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.queryByText('No hay clientes.')).toBeNull();
  });
});

describe('DataTable pager', () => {
  it("reads 'Página N de M' and 'X–Y de Z' and pages with its buttons", async () => {
    renderTable(<Stateful />);
    const pager = screen.getByRole('navigation', { name: 'Páginas de Clientes' });
    expect(pager.textContent).toContain('Página 1 de 13');
    expect(pager.textContent).toContain('1–25 de 312');
    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(pager.textContent).toContain('Página 2 de 13');
    expect(pager.textContent).toContain('26–50 de 312');
    await userEvent.click(within(pager).getByRole('button', { name: 'Anterior' }));
    expect(pager.textContent).toContain('Página 1 de 13');
  });

  it('is disabled at the ends, keeping the focus on the button', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderTable(<DataTable {...baseProps({ onPageChange })} />);
    const previous = screen.getByRole('button', { name: 'Anterior' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
    rerender(
      <MemoryRouter>
        <DataTable {...baseProps({ onPageChange, page: 13, rows: customers.slice(0, 12) })} />
      </MemoryRouter>,
    );
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(next);
    expect(screen.getByRole('navigation').textContent).toContain('301–312 de 312');
  });
});

describe('DataTable on a phone (below 640 px)', () => {
  it('renders each row as a card of label: value lines, headed by its link, with the pager', () => {
    renderTable(<DataTable {...baseProps()} />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Clientes' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(25);
    const second = cards[1];
    if (!second) throw new Error('no second card');
    expect(within(second).getByRole('heading', { name: 'Cliente 2' })).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Cliente 2' }).getAttribute('href')).toBe('/admin/clientes/2');
    expect(within(second).getByText('Correo').nextElementSibling?.textContent).toBe('cliente2@ejemplo.mx');
    expect(within(second).getByText('Créditos').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByRole('navigation', { name: 'Páginas de Clientes' })).toBeTruthy();
  });

  it('shows skeleton cards while loading', () => {
    const { container } = renderTable(<DataTable {...baseProps({ status: 'loading', rows: [], perPage: 3 })} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(9);
  });

  it('has no serious accessibility violations', async () => {
    renderTable(<DataTable {...baseProps()} />);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
