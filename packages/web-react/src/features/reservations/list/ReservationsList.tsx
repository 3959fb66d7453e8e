import { messages, reservationColumns, type ReservationFilter } from '@estudio/core';
import { ButtonLink } from '../../../ui/Button/index.js';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { MEMBER_SCREENS } from '../../member/memberLinks.js';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../ui/useMediaQuery/index.js';
import { ReservationCards } from './ReservationCards.js';
import { ReservationsTable } from './ReservationsTable.js';
import type { RowHandlers } from './RowActions.js';
import type { ReservationRow } from './reservationRow.rules.js';

/** Props of {@link ReservationsList}. */
export interface ReservationsListProps {
  readonly rows: readonly ReservationRow[];
  readonly filter: ReservationFilter;
  readonly allowGuests: boolean;
  readonly locationCount: number;
  readonly handlers: RowHandlers;
}

/**
 * The reservations of one page: a table from 960 px, cards below (spec 2);
 * with none, 'Aún no has reservado clases.' and 'Ir a Reservar' (under
 * Todas; another filter says its list is empty).
 */
export const ReservationsList = ({ rows, filter, allowGuests, locationCount, handlers }: ReservationsListProps) => {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const r = messages.reservations;
  if (rows.length === 0) {
    const action = (
      <ButtonLink to={MEMBER_SCREENS.calendar} variant="primary">
        {r.goReserve}
      </ButtonLink>
    );
    return <EmptyState message={filter === 'all' ? r.empty : r.emptyFiltered} action={action} />;
  }
  if (wide) return <ReservationsTable rows={rows} columns={reservationColumns({ allowGuests, locationCount })} handlers={handlers} />;
  return <ReservationCards rows={rows} showGuest={allowGuests} showLocation={locationCount > 1} handlers={handlers} />;
};
