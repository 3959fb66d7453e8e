import { useRoutes, type RouteObject } from 'react-router';
import { lazyRoute } from '../../app/lazyRoute.js';
import { staffRoutes } from '../staff/routes.js';
import { AdminGate } from './AdminGate.js';
import { AdminLayout } from './AdminLayout.js';

/**
 * The back office's own route table, relative to /admin: the door
 * (AdminGate: the team), the chrome (AdminLayout), then each screen, lazy;
 * admin-only screens sit under RequireAdmin. It lives in the admin chunk, so
 * the first load of '/' carries one route for the whole area. Parts 2 and 3
 * of the back office add their screens here and their entries in
 * `adminMenu.ts`.
 */
export const adminAreaRoutes: RouteObject[] = [
  {
    element: <AdminGate />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: lazyRoute(async () => (await import('./today/TodayScreen.js')).TodayScreen) },
          { path: 'clientes', element: lazyRoute(async () => (await import('./customers/CustomersScreen.js')).CustomersScreen) },
          { path: 'clientes/:customerId', element: lazyRoute(async () => (await import('./customer/CustomerScreen.js')).CustomerScreen) },
          { path: 'checkin', element: lazyRoute(async () => (await import('./checkin/CheckinScreen.js')).CheckinScreen) },
          { path: 'clases/:singleClassId', element: lazyRoute(async () => (await import('./roster/RosterScreen.js')).RosterScreen) },
          ...staffRoutes,
          {
            element: lazyRoute(async () => (await import('./RequireAdmin.js')).RequireAdmin),
            children: [
              { path: 'equipo', element: lazyRoute(async () => (await import('./team/TeamScreen.js')).TeamScreen) },
              { path: 'ubicaciones', element: lazyRoute(async () => (await import('./catalogue/LocationsScreen.js')).LocationsScreen) },
              { path: 'etiquetas', element: lazyRoute(async () => (await import('./catalogue/TagsScreen.js')).TagsScreen) },
            ],
          },
        ],
      },
    ],
  },
];

/** Everything under /admin. */
export const AdminArea = () => useRoutes(adminAreaRoutes);
