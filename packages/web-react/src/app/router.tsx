import { createBrowserRouter, type RouteObject } from 'react-router';
import { publicRoutes } from '../features/public/routes.js';
import { authRoutes } from '../features/auth/routes.js';
import { memberRoutes } from '../features/member/routes.js';

/**
 * Every route of the app (spec 2). Each feature owns its route objects; the
 * admin area (/admin) and later slices add theirs here.
 */
export const appRoutes: RouteObject[] = [...authRoutes, ...memberRoutes, ...publicRoutes];

/** The browser router of the app. */
export const createAppRouter = () => createBrowserRouter(appRoutes);
