import { useEffect, useMemo, type ReactNode } from 'react';
import { getCoreRowModel, useReactTable, type Table } from '@tanstack/react-table';
import { messages } from '@estudio/core';
import { Button } from '../../../../ui/Button/index.js';
import { EmptyState } from '../../../../ui/EmptyState/index.js';
import { visuallyHidden } from '../../../../ui/Spinner/index.js';
import { useMediaQuery } from '../../../../ui/useMediaQuery/index.js';
import type { DataTableColumn } from './cells.js';
import { Pager } from './Pager.js';
import { pageWindow } from './pagination.js';
import { sortingState, type TableSort } from './sort.js';
import { TableCards } from './TableCards.js';
import { TableView } from './TableView.js';
import * as styles from './DataTable.css.js';

/** Where the rows are: on their way, failed, or here (possibly none). */
export type TableStatus = 'loading' | 'error' | 'ready';

/** From this width a {@link DataTable} is a table; below it, a card a row. */
export const TABLE_LAYOUT_QUERY = '(min-width: 640px)';

/** At most this many skeleton rows while loading: enough to read as a table, not a wall. */
const MAX_SKELETON_ROWS = 8;

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** TanStack column definitions. Sorting is opt-in: `enableSorting: true` on the columns the server sorts. */
  readonly columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page only: the server pages and sorts. */
  readonly rows: readonly Row[];
  /** A stable id per row (the record's id), for React keys and TanStack's row ids. */
  readonly getRowId: (row: Row) => string;
  /** How many rows match, over all pages; with `totalCapped`, at least this many. */
  readonly total: number;
  /** True when more rows match than `total` (the server stopped counting): the pager says 'más de' and goes on while pages are full. */
  readonly totalCapped?: boolean;
  /** The page shown, from 1. */
  readonly page: number;
  readonly perPage: number;
  readonly sort: TableSort | null;
  readonly onSortChange: (sort: TableSort) => void;
  readonly onPageChange: (page: number) => void;
  readonly status: TableStatus;
  /** 'Reintentar' after a failed load; without it the error has no button. */
  readonly onRetry?: () => void;
  /** The failed load's text; 'No pudimos cargar la información.' by default. */
  readonly errorMessage?: string;
  /** What a ready table with no rows says, e.g. 'No hay clientes con ese nombre.' */
  readonly emptyMessage: string;
  /** Beside the empty text, e.g. a 'Limpiar filtros' button. */
  readonly emptyAction?: ReactNode;
  /** The table's caption (read, not shown) and the card list's name: 'Clientes'. */
  readonly label: string;
  /**
   * The address of a row's screen. Its first cell becomes a real link there,
   * stretched over the row, so the row opens by click, middle click, Enter
   * or 'open in new tab'. Keep that cell free of other controls.
   */
  readonly rowHref?: (row: Row) => string;
}

// TanStack wants mutable arrays; a copy keeps the screen's readonly data untouched.
const useTable = <Row,>({ columns, rows, getRowId, total, page, perPage, sort }: DataTableProps<Row>): Table<Row> => {
  const data = useMemo(() => [...rows], [rows]);
  const columnDefs = useMemo(() => [...columns], [columns]);
  return useReactTable({
    data,
    columns: columnDefs,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    defaultColumn: { enableSorting: false },
    state: { sorting: sortingState(sort), pagination: { pageIndex: page - 1, pageSize: perPage } },
  });
};

const LoadError = ({ message, onRetry }: { message: string; onRetry?: () => void }) => (
  <div className={styles.problem} role="alert">
    <p className={styles.problemText}>{message}</p>
    {onRetry ? (
      <Button variant="secondary" onClick={onRetry}>
        {messages.adminKit.retry}
      </Button>
    ) : null}
  </div>
);

/**
 * The back office's table of server-paged, server-sorted rows, on TanStack
 * Table. Loading shows skeletons (the region aria-busy, 'Cargando' read
 * once); a failure its text and 'Reintentar'; no rows the screen's empty
 * text. From 640 px a table, below a card a row; the pager stays in both.
 * A page past the end (the last row of the last page was deleted) steps
 * back to the last page.
 */
export const DataTable = <Row,>(props: DataTableProps<Row>) => {
  const { status, rows, total, page, perPage, label, onPageChange } = props;
  const table = useTable(props);
  const wide = useMediaQuery(TABLE_LAYOUT_QUERY);
  const position = pageWindow({ page, perPage, total, capped: props.totalCapped, rows: rows.length });
  const pastTheEnd = status === 'ready' && rows.length === 0 && total > 0 && page > position.pages;
  useEffect(() => {
    if (pastTheEnd) onPageChange(position.pages);
  }, [pastTheEnd, position.pages, onPageChange]);

  const loading = status === 'loading';
  const layout = { table, label, rowHref: props.rowHref, skeletonRows: loading ? Math.min(perPage, MAX_SKELETON_ROWS) : null };
  const body = (() => {
    if (status === 'error') return <LoadError message={props.errorMessage ?? messages.adminKit.loadError} onRetry={props.onRetry} />;
    if (!loading && rows.length === 0) return pastTheEnd ? null : <EmptyState message={props.emptyMessage} action={props.emptyAction} />;
    return wide ? <TableView {...layout} sort={props.sort} onSortChange={props.onSortChange} /> : <TableCards {...layout} />;
  })();
  return (
    <div className={styles.root} aria-busy={loading || undefined}>
      {/* Present from the start, so the word is announced when loading begins. */}
      <span className={visuallyHidden} role="status">
        {loading ? messages.ui.loading : ''}
      </span>
      {body}
      {status !== 'error' && total > 0 ? <Pager position={position} label={label} onPageChange={onPageChange} /> : null}
    </div>
  );
};
