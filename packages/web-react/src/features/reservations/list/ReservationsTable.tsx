import type { ReactNode } from 'react';
import { messages, type ReservationColumn } from '@estudio/core';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import { NoValue } from '../shared/NoValue.js';
import * as page from '../shared/page.css.js';
import { StatusBadge } from '../shared/StatusBadge.js';
import { GuestName, RowActions, type RowHandlers } from './RowActions.js';
import type { ReservationRow } from './reservationRow.rules.js';
import * as styles from './list.css.js';

/** Props of {@link ReservationsTable}. */
export interface ReservationsTableProps {
  readonly rows: readonly ReservationRow[];
  /** core's `reservationColumns`: Invitado and Ubicación only when they apply. */
  readonly columns: readonly { readonly id: ReservationColumn; readonly label: string }[];
  readonly handlers: RowHandlers;
}

/** The columns that keep to one line (the status badge may wrap: 'Pago en Efectivo Incompleto' is long). */
const NOWRAP: ReadonlySet<ReservationColumn> = new Set(['dateTime', 'actions']);

const cell = (column: ReservationColumn, row: ReservationRow, handlers: RowHandlers): ReactNode => {
  switch (column) {
    case 'class':
      return <span className={page.strong}>{row.typeName}</span>;
    case 'guest':
      return row.guest ? (
        <span className={styles.guestCell}>
          <GuestName row={row} onEdit={handlers.onEditGuest} />
        </span>
      ) : (
        <NoValue />
      );
    case 'coach':
      return row.coaches || <NoValue />;
    case 'dateTime':
      return row.dateTime;
    case 'location':
      return row.location;
    case 'spot':
      return row.spot ?? <NoValue />;
    case 'status':
      return <StatusBadge status={row.status} />;
    case 'actions':
      return <RowActions row={row} handlers={handlers} className={styles.tableActions} />;
  }
};

/** Spec 2: the desktop table of 'Mis Reservaciones', one row per reservation. */
export const ReservationsTable = ({ rows, columns, handlers }: ReservationsTableProps) => (
  <div className={page.tableWrap}>
    <table className={page.table}>
      <caption className={visuallyHidden}>{messages.reservations.tableCaption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={page.th}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-reservation={row.id}>
            {columns.map((column) => (
              <td key={column.id} className={NOWRAP.has(column.id) ? `${page.td} ${page.nowrap}` : page.td}>
                {cell(column.id, row, handlers)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
