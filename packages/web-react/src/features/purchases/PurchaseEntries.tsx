import { fill, messages } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { ResponsiveEntries, type EntryColumn } from '../../ui/Entries/index.js';
import { Dash } from '../shared/Dash.js';
import type { PurchaseRow } from './purchaseRow.rules.js';
import { PurchaseStatusBadge } from './PurchaseStatusBadge.js';
import * as styles from './purchases.css.js';

/** Props of {@link PurchaseEntries}. */
export interface PurchaseEntriesProps {
  readonly rows: readonly PurchaseRow[];
  readonly onCancel: (row: PurchaseRow) => void;
}

const t = messages.myPurchases;

const CancelButton = ({ row, onCancel }: { row: PurchaseRow; onCancel: (row: PurchaseRow) => void }) => (
  <Button size="sm" variant="danger" aria-label={fill(t.cancelLabel, { title: row.title })} onClick={() => onCancel(row)}>
    {messages.purchases.cancelSubscription}
  </Button>
);

/** A paid package's content, opened in a new tab (a PDF, a video, a program). */
const DownloadLink = ({ download }: { download: NonNullable<PurchaseRow['download']> }) => (
  <a href={download.url} target="_blank" rel="noopener noreferrer" download aria-label={fill(t.downloadLabel, { name: download.name })}>
    {t.download}
  </a>
);

/** What a row offers: its download and, where spec 4 allows it, 'Cancelar Suscripción'. */
const Actions = ({ row, cancellable, onCancel }: { row: PurchaseRow; cancellable: boolean; onCancel: (row: PurchaseRow) => void }) => {
  if (!row.download && !cancellable) return null;
  return (
    <span className={styles.actions}>
      {row.download ? <DownloadLink download={row.download} /> : null}
      {cancellable ? <CancelButton row={row} onCancel={onCancel} /> : null}
    </span>
  );
};

const columns = (onCancel: PurchaseEntriesProps['onCancel']): EntryColumn<PurchaseRow>[] => [
  { header: t.columns.package, cell: (row) => row.title, strong: true },
  { header: t.columns.purchasedAt, cell: (row) => row.purchasedAt, nowrap: true },
  { header: t.columns.total, cell: (row) => row.total },
  { header: t.columns.status, cell: (row) => <PurchaseStatusBadge badge={row.badge} /> },
  { header: t.columns.nextBilling, cell: (row) => row.nextBilling ?? <Dash />, nowrap: true },
  // The table rule: only an active subscription (spec 4).
  {
    header: t.columns.actions,
    cell: (row) => (row.download || row.cancellable.table ? <Actions row={row} cancellable={row.cancellable.table} onCancel={onCancel} /> : <Dash />),
  },
];

/**
 * Spec 2 'Mis Compras': a table on a desktop, a card per purchase on a
 * phone. 'Cancelar Suscripción' follows spec 4's table rule in the table
 * and its mobile rule on the cards; a paid package's content is a
 * 'Descargar' link beside it.
 */
export const PurchaseEntries = ({ rows, onCancel }: PurchaseEntriesProps) => (
  <ResponsiveEntries
    label={t.tableCaption}
    rows={rows}
    rowKey={(row) => row.id}
    idPrefix="purchase"
    columns={columns(onCancel)}
    card={(row) => ({
      title: row.title,
      badge: <PurchaseStatusBadge badge={row.badge} />,
      facts: [
        { term: t.columns.purchasedAt, value: row.purchasedAt },
        { term: t.columns.total, value: row.total },
        row.nextBilling ? { term: t.columns.nextBilling, value: row.nextBilling } : null,
      ],
      actions: row.download || row.cancellable.mobile ? <Actions row={row} cancellable={row.cancellable.mobile} onCancel={onCancel} /> : undefined,
    })}
  />
);
