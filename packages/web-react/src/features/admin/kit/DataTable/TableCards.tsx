import { useId } from 'react';
import type { Row as TableRow } from '@tanstack/react-table';
import { Card } from '../../../../ui/Card/index.js';
import { EntryCards, type EntryCardContent } from '../../../../ui/Entries/index.js';
import { Skeleton } from '../../../../ui/Skeleton/index.js';
import { cellContent, columnLabel, PrimaryCell } from './cells.js';
import type { LayoutProps } from './TableView.js';
import * as styles from './DataTable.css.js';

/** A row as a card: the first column is the heading (and the link), the others 'label: value' lines. */
const cardOf = <Row,>(row: TableRow<Row>, href: string | undefined): EntryCardContent => {
  const [first, ...rest] = row.getVisibleCells();
  return {
    title: first ? <PrimaryCell cell={first} href={href} className={styles.cardLink} /> : null,
    facts: rest.map((cell) => ({ term: columnLabel(cell.column), value: cellContent(cell) })),
  };
};

const SkeletonCards = ({ count }: { count: number }) => (
  <div className={styles.skeletonCards}>
    {Array.from({ length: count }, (_, index) => (
      <Card key={index} className={styles.skeletonCard}>
        <Skeleton width="60%" height={22} />
        <Skeleton height={16} />
        <Skeleton width="80%" height={16} />
      </Card>
    ))}
  </div>
);

/**
 * The phone layout (below 640 px): the UI kit's entry cards, one a row,
 * named as the table would be.
 */
export const TableCards = <Row,>({ table, label, rowHref, skeletonRows }: LayoutProps<Row>) => {
  const idPrefix = useId();
  if (skeletonRows !== null) return <SkeletonCards count={skeletonRows} />;
  return (
    <EntryCards
      label={label}
      rows={table.getRowModel().rows}
      rowKey={(row) => row.id}
      idPrefix={idPrefix}
      // The cards draw only from `card`; the table's columns are TanStack's, drawn by TableView.
      columns={[]}
      card={(row) => cardOf(row, rowHref?.(row.original))}
    />
  );
};
