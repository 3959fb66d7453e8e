import { lazy, Suspense } from 'react';
import type { CalendarRow } from './ReservationCalendarAction.js';

// Its own chunk, loaded with the first list of reservations: the route chunks (and the first
// load's list of what each route preloads) stay as they were (the first-load budget).
const Action = lazy(async () => ({ default: (await import('./ReservationCalendarAction.js')).ReservationCalendarAction }));

/** 'Agregar a mi calendario' on a row of 'Mis Reservaciones', loaded on first use (`ReservationCalendarAction`). */
export const LazyReservationCalendarAction = ({ row }: { row: CalendarRow }) => (
  <Suspense fallback={null}>
    <Action row={row} />
  </Suspense>
);
