import type { RouteObject } from 'react-router';
import { messages } from '@estudio/core';
import { lazyRoute } from '../../app/lazyRoute.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';
import { staffRoutes } from '../staff/routes.js';

const accessing = <LoadingScreen label={messages.common.accessing} />;

/**
 * The admin area (/admin): the door (AdminGate: admins only), the admin
 * chrome (AdminLayout), then each screen. All of it loads on demand, so no
 * customer pays for it. Admin screens of later issues add their routes as
 * children of the layout, beside the staff check-in page.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    element: lazyRoute(async () => (await import('./AdminGate.js')).AdminGate, accessing),
    children: [
      {
        element: lazyRoute(async () => (await import('./AdminLayout.js')).AdminLayout, accessing),
        children: [
          { index: true, element: lazyRoute(async () => (await import('./AdminHome.js')).AdminHome, accessing) },
          ...staffRoutes,
        ],
      },
    ],
  },
];
