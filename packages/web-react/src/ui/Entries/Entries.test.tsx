import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { installViewport } from '../../testing/viewport.js';
import { ResponsiveEntries, type EntriesProps } from './Entries.js';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly price: string;
  readonly note: string | null;
}

const props: EntriesProps<Row> = {
  label: 'Tus cosas',
  rows: [
    { id: 1, name: 'Uno', price: '$10', note: 'Traer toalla' },
    { id: 2, name: 'Dos', price: '$20', note: null },
  ],
  rowKey: (row) => row.id,
  idPrefix: 'cosa',
  columns: [
    { header: 'Nombre', cell: (row) => row.name, strong: true },
    { header: 'Precio', cell: (row) => row.price, nowrap: true },
  ],
  card: (row) => ({
    title: row.name,
    badge: <span>Activa</span>,
    facts: [{ term: 'Precio', value: row.price }, row.note ? { term: 'Nota', value: row.note } : null],
    actions: row.id === 1 ? <button type="button">Quitar {row.name}</button> : undefined,
  }),
};

let undo: (() => void) | null = null;
afterEach(() => {
  cleanup();
  undo?.();
  undo = null;
});

describe('ResponsiveEntries', () => {
  it('is a captioned table with a header per column on a desktop', () => {
    undo = installViewport(1280);
    render(<ResponsiveEntries {...props} />);
    const table = screen.getByRole('table', { name: 'Tus cosas' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Nombre', 'Precio']);
    const [, first] = within(table).getAllByRole('row');
    expect(first && within(first).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Uno', '$10']);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is a named list of articles on a phone, each titled by its heading, leaving out empty facts and actions', () => {
    render(<ResponsiveEntries {...props} />);
    const list = screen.getByRole('list', { name: 'Tus cosas' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(list).getByRole('article', { name: 'Uno' });
    expect(within(first).getByRole('heading', { level: 2, name: 'Uno' }).id).toBe('cosa-1-title');
    expect(within(first).getByText('Traer toalla')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Quitar Uno' })).toBeTruthy();
    const second = within(list).getByRole('article', { name: 'Dos' });
    expect(within(second).queryByText('Nota')).toBeNull();
    expect(within(second).queryByRole('button')).toBeNull();
    expect(within(second).getByText('Activa')).toBeTruthy();
  });
});
