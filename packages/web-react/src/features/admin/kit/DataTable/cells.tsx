import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { flexRender, type Cell, type Column, type ColumnDef } from '@tanstack/react-table';

/**
 * A column of a {@link DataTable}: TanStack's own `ColumnDef`. The value type
 * is `any` as in TanStack's docs: each column has its own, and a list of
 * columns of different value types is not assignable to one narrower type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<Row> = ColumnDef<Row, any>;

/**
 * The words that name a column on a phone card: its header when it is a
 * string (give every column one), else its id.
 */
export const columnLabel = <Row,>(column: Column<Row, unknown>): string => {
  const { header } = column.columnDef;
  return typeof header === 'string' ? header : column.id;
};

/** What a cell shows, through the column's `cell` or TanStack's default (the value as text). */
export const cellContent = <Row,>(cell: Cell<Row, unknown>): ReactNode => flexRender(cell.column.columnDef.cell, cell.getContext());

/** A row's first cell as its primary link when the screen gives one, else as it is. */
export const PrimaryCell = <Row,>({ cell, href, className }: { cell: Cell<Row, unknown>; href?: string; className: string }) =>
  href === undefined ? (
    cellContent(cell)
  ) : (
    <Link to={href} className={className}>
      {cellContent(cell)}
    </Link>
  );
