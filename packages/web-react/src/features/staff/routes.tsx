import type { RouteObject } from 'react-router';
import { messages } from '@estudio/core';
import { lazyRoute } from '../../app/lazyRoute.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';

/** The staff's screens, children of the admin layout: the check-in page behind a reservation's QR code. */
export const staffRoutes: RouteObject[] = [
  {
    path: 'reservations/:id',
    element: lazyRoute(async () => (await import('./CheckInPage.js')).CheckInPage, <LoadingScreen label={messages.staff.loading} />),
  },
];
