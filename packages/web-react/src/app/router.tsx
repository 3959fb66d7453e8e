import { useRoutes, type RouteObject } from 'react-router';
import { publicRoutes } from '../features/public/routes.js';
import { authRoutes } from '../features/auth/routes.js';
import { memberRoutes } from '../features/member/routes.js';

/**
 * Every route of the app (spec 2). Each feature owns its route objects; the
 * admin area (/admin) and later slices add theirs here.
 */
export const appRoutes: RouteObject[] = [...authRoutes, ...memberRoutes, ...publicRoutes];

/**
 * Renders the route table inside any router (the browser's in the app, a
 * memory router in tests). Declarative routing rather than a data router:
 * the app loads no data through the router (screens load through ports and
 * machines), and the declarative router is half the size on every phone.
 */
export const RouteTable = ({ routes }: { routes: RouteObject[] }) => useRoutes(routes);
