import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { messages, type StudioConfig } from '@estudio/core';
import { lazyRoute } from '../../app/lazyRoute.js';
import { useStudioConfig } from '../../app/services.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';

/**
 * A screen the studio's flags may switch off: off, its address leads to
 * the calendar (/mystudio), as if the route did not exist (and no link
 * shows it). The path is written out: this file is in the first bundle,
 * and importing the member links for it would put them there too.
 */
const Offered = ({ when, children }: { when: (config: StudioConfig) => boolean; children: ReactNode }) =>
  when(useStudioConfig()) ? children : <Navigate to="/mystudio" replace />;

const loading = <LoadingScreen label={messages.ui.loading} />;

/**
 * The member screens of reservations, children of the member layout
 * (features/member/routes.tsx): 'Mis Reservaciones', 'Mis Listas de Espera'
 * (only with waitlist_enabled) and 'Mis Créditos' (only with
 * allow_restricted_class_types, spec 2). Each loads on demand.
 */
export const reservationRoutes: RouteObject[] = [
  {
    path: 'reservaciones',
    element: lazyRoute(async () => (await import('./list/ReservationsPage.js')).ReservationsPage, loading),
  },
  {
    path: 'waitlists',
    element: <Offered when={(c) => c.features.waitlist}>{lazyRoute(async () => (await import('./waitlist/WaitlistsPage.js')).WaitlistsPage, loading)}</Offered>,
  },
  {
    path: 'creditos',
    element: (
      <Offered when={(c) => c.features.restrictedClassTypes}>
        {lazyRoute(async () => (await import('./credits/CreditsPage.js')).CreditsPage, loading)}
      </Offered>
    ),
  },
];
