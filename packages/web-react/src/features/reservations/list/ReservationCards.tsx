import { messages } from '@estudio/core';
import { Card } from '../../../ui/Card/index.js';
import * as page from '../shared/page.css.js';
import { StatusBadge } from '../shared/StatusBadge.js';
import { GuestName, RowActions, type RowHandlers } from './RowActions.js';
import type { ReservationRow } from './reservationRow.rules.js';

/** Props of {@link ReservationCards}. */
export interface ReservationCardsProps {
  readonly rows: readonly ReservationRow[];
  /** Whether guests are shown (allow_class_guests). */
  readonly showGuest: boolean;
  /** Whether the location is shown (more than one location). */
  readonly showLocation: boolean;
  readonly handlers: RowHandlers;
}

const c = messages.reservations.columns;

/** One reservation on a phone: the day ('DD MMM', spec 9) and time, the class, its facts, status and actions. */
const ReservationCard = ({ row, showGuest, showLocation, handlers }: Omit<ReservationCardsProps, 'rows'> & { row: ReservationRow }) => {
  const titleId = `reservation-${row.id}-title`;
  return (
    <Card as="article" className={page.card} aria-labelledby={titleId}>
      <div className={page.cardTop}>
        <p className={page.cardDate}>
          <span className={page.cardDay}>{row.dayMonth}</span>
          <span className={page.cardTime}>{row.time}</span>
        </p>
        <StatusBadge status={row.status} />
      </div>
      <h2 id={titleId} className={page.cardTitle}>
        {row.typeName}
      </h2>
      <dl className={page.facts}>
        {row.coaches ? (
          <>
            <dt className={page.term}>{c.coach}</dt>
            <dd className={page.definition}>{row.coaches}</dd>
          </>
        ) : null}
        {showLocation ? (
          <>
            <dt className={page.term}>{c.location}</dt>
            <dd className={page.definition}>{row.location}</dd>
          </>
        ) : null}
        {row.spot ? (
          <>
            <dt className={page.term}>{c.spot}</dt>
            <dd className={page.definition}>{row.spot}</dd>
          </>
        ) : null}
        {showGuest && row.guest ? (
          <>
            <dt className={page.term}>{c.guest}</dt>
            <dd className={page.definition}>
              <GuestName row={row} onEdit={handlers.onEditGuest} />
            </dd>
          </>
        ) : null}
      </dl>
      <RowActions row={row} handlers={handlers} />
    </Card>
  );
};

/** Spec 2: 'Mis Reservaciones' on a phone, a card per reservation. */
export const ReservationCards = ({ rows, ...rest }: ReservationCardsProps) => (
  <ul className={page.cards} aria-label={messages.reservations.tableCaption}>
    {rows.map((row) => (
      <li key={row.id}>
        <ReservationCard row={row} {...rest} />
      </li>
    ))}
  </ul>
);
