import type { Header, Row as TableRow, Table } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import { Skeleton } from '../../../../ui/Skeleton/index.js';
import { visuallyHidden } from '../../../../ui/Spinner/index.js';
import { ariaSort, nextSort, type TableSort } from './sort.js';
import { cellContent, PrimaryCell } from './cells.js';
import * as styles from './DataTable.css.js';

/** What both layouts of a {@link DataTable} draw from. */
export interface LayoutProps<Row> {
  readonly table: Table<Row>;
  readonly label: string;
  readonly rowHref?: (row: Row) => string;
  /** Skeletons instead of rows, this many. */
  readonly skeletonRows: number | null;
}

/** Props of {@link TableView}. */
export interface TableViewProps<Row> extends LayoutProps<Row> {
  readonly sort: TableSort | null;
  readonly onSortChange: (sort: TableSort) => void;
}

const SORT_MARKS = { ascending: '▲', descending: '▼', unsorted: '↕' } as const;

/** A header: a button with the column's sort state when the column sorts, plain text otherwise. */
const HeaderCell = <Row,>({ header, sort, onSortChange }: { header: Header<Row, unknown> } & Pick<TableViewProps<Row>, 'sort' | 'onSortChange'>) => {
  const { column } = header;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) {
    return (
      <th scope="col" colSpan={header.colSpan} className={styles.th}>
        {content}
      </th>
    );
  }
  const state = ariaSort(sort, column.id);
  return (
    <th scope="col" colSpan={header.colSpan} className={styles.th} aria-sort={state}>
      <button type="button" className={styles.sortButton} onClick={() => onSortChange(nextSort(sort, column.id, column.columnDef.sortDescFirst))}>
        {content}
        <span className={styles.sortMark} aria-hidden="true">
          {SORT_MARKS[state ?? 'unsorted']}
        </span>
      </button>
    </th>
  );
};

const BodyRow = <Row,>({ row, href }: { row: TableRow<Row>; href?: string }) => (
  <tr className={href === undefined ? undefined : styles.linkedRow}>
    {row.getVisibleCells().map((cell, index) => (
      <td key={cell.id} className={styles.td}>
        {index === 0 ? <PrimaryCell cell={cell} href={href} className={styles.rowLink} /> : cellContent(cell)}
      </td>
    ))}
  </tr>
);

const SkeletonRows = ({ rows, columns }: { rows: number; columns: number }) =>
  Array.from({ length: rows }, (_, row) => (
    <tr key={row}>
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} className={styles.td}>
          <Skeleton height={18} />
        </td>
      ))}
    </tr>
  ));

/**
 * The desktop layout: a captioned table whose sortable headers are buttons
 * (aria-sort on the sorted one) and whose rows open through the link in
 * their first cell.
 */
export const TableView = <Row,>({ table, label, rowHref, skeletonRows, sort, onSortChange }: TableViewProps<Row>) => (
  <div className={styles.tableWrap}>
    <table className={styles.table}>
      <caption className={visuallyHidden}>{label}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header} sort={sort} onSortChange={onSortChange} />
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {skeletonRows === null ? (
          table.getRowModel().rows.map((row) => <BodyRow key={row.id} row={row} href={rowHref?.(row.original)} />)
        ) : (
          <SkeletonRows rows={skeletonRows} columns={table.getVisibleLeafColumns().length} />
        )}
      </tbody>
    </table>
  </div>
);
