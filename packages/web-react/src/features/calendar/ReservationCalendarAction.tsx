import { fill, messages, reservationFilterMatches } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { AddToCalendarButton } from './AddToCalendarButton.js';

/** What the action reads of a row of 'Mis Reservaciones'. */
export interface CalendarRow {
  readonly id: number;
  readonly classDate: string;
  readonly typeName: string;
  readonly dateTime: string;
  readonly status: { readonly status: string };
}

/**
 * 'Agregar a mi calendario' on a row of 'Mis Reservaciones': only for an
 * upcoming reservation (core's 'Próximas' filter: not cancelled, the class
 * ahead), as the server serves the file only for those.
 */
export const ReservationCalendarAction = ({ row }: { row: CalendarRow }) => {
  const { clock, config } = useServices();
  const cancelled = row.status.status === 'cancelled';
  const upcoming = reservationFilterMatches('upcoming', { classDate: row.classDate, deletedAt: cancelled ? row.classDate : null }, clock.now(), config.rules.timezone);
  if (!upcoming) return null;
  return <AddToCalendarButton reservationId={row.id} label={fill(messages.calendar.addLabel, { className: row.typeName, date: row.dateTime })} />;
};
