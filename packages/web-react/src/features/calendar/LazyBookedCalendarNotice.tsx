import { lazy, Suspense } from 'react';

// Its own chunk, loaded after a booking (see LazyReservationCalendarAction).
const Notice = lazy(async () => ({ default: (await import('./BookedCalendarNotice.js')).BookedCalendarNotice }));

/** 'Agregar a mi calendario' for the class just booked, when there is one (`BookedCalendarNotice`). */
export const LazyBookedCalendarNotice = ({ reservationId, onClose }: { reservationId: number | null; onClose: () => void }) =>
  reservationId === null ? null : (
    <Suspense fallback={null}>
      <Notice reservationId={reservationId} onClose={onClose} />
    </Suspense>
  );
