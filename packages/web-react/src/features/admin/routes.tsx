import type { RouteObject } from 'react-router';
import { messages } from '@estudio/core';
import { lazyRoute } from '../../app/lazyRoute.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';

/**
 * The admin area (/admin and everything under it) as one lazy route: its
 * own table (`AdminArea.tsx`) loads with it, so no customer pays for the
 * back office, not even its route list.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/*',
    element: lazyRoute(async () => {
      // Evaluated before the area builds any schema (see zodWithoutEval.ts).
      await import('./zodWithoutEval.js');
      return (await import('./AdminArea.js')).AdminArea;
    }, <LoadingScreen label={messages.common.accessing} />),
  },
];
