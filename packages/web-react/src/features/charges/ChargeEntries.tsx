import { messages, type ChargeRow } from '@estudio/core';
import { ResponsiveEntries, type EntryColumn } from '../../ui/Entries/index.js';
import { PurchaseStatusBadge } from '../purchases/PurchaseStatusBadge.js';
import { Dash } from '../shared/Dash.js';

const t = messages.myCharges;

const COLUMNS: readonly EntryColumn<ChargeRow>[] = [
  { header: t.columns.date, cell: (row) => row.chargedOn, nowrap: true },
  { header: t.columns.package, cell: (row) => row.title, strong: true },
  { header: t.columns.amount, cell: (row) => row.amount },
  { header: t.columns.status, cell: (row) => <PurchaseStatusBadge badge={row.badge} /> },
  { header: t.columns.nextCharge, cell: (row) => row.nextCharge ?? <Dash />, nowrap: true },
];

/**
 * Spec 2 'Mis Cargos': each charge with its date, package, amount in MXN,
 * spec 4's status badge and the next charge of an active subscription; a
 * table on a desktop, a card per charge on a phone.
 */
export const ChargeEntries = ({ rows }: { rows: readonly ChargeRow[] }) => (
  <ResponsiveEntries
    label={t.tableCaption}
    rows={rows}
    rowKey={(row) => row.id}
    idPrefix="charge"
    columns={COLUMNS}
    card={(row) => ({
      title: row.title,
      badge: <PurchaseStatusBadge badge={row.badge} />,
      facts: [
        { term: t.columns.date, value: row.chargedOn },
        { term: t.columns.amount, value: row.amount },
        row.nextCharge ? { term: t.columns.nextCharge, value: row.nextCharge } : null,
      ],
    })}
  />
);
