import { useRoutes, type RouteObject } from 'react-router';
import { messages } from '@estudio/core';
import { publicRoutes } from '../features/public/routes.js';
import { authRoutes } from '../features/auth/routes.js';
import { LoadingScreen } from '../ui/LoadingScreen/index.js';
import { lazyArea } from './lazyArea.js';

/** What an area shows while its routes load: what its gate would show ('Accediendo'). */
const accessing = <LoadingScreen label={messages.common.accessing} />;

/**
 * Every route of the app (spec 2). Each feature owns its route objects. The
 * member area (/mystudio) and the admin area (/admin) are mounted as areas
 * whose route tables load on demand (`lazyArea`), so the landing page
 * carries neither their tables nor their gates; later slices add their
 * screens inside those tables, or a new area here.
 */
export const appRoutes: RouteObject[] = [
  ...authRoutes,
  { path: '/mystudio/*', element: lazyArea('/mystudio', async () => (await import('../features/member/routes.js')).memberRoutes, accessing) },
  { path: '/admin/*', element: lazyArea('/admin', async () => (await import('../features/admin/routes.js')).adminRoutes, accessing) },
  ...publicRoutes,
];

/**
 * Renders the route table inside any router (the browser's in the app, a
 * memory router in tests). Declarative routing rather than a data router:
 * the app loads no data through the router (screens load through ports and
 * machines), and the declarative router is half the size on every phone.
 */
export const RouteTable = ({ routes }: { routes: RouteObject[] }) => useRoutes(routes);
