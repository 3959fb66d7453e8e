import { lazy, Suspense } from 'react';

// Its own chunk, as the row action's (see LazyReservationCalendarAction).
const Section = lazy(async () => ({ default: (await import('./CalendarSection.js')).CalendarSection }));

/** 'Calendario' in 'Mi Información', loaded on first use (`CalendarSection`). */
export const LazyCalendarSection = () => (
  <Suspense fallback={null}>
    <Section />
  </Suspense>
);
