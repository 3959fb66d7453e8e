import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';

/** The area's top-level routes with `base` taken off their paths ('/mystudio' → '/'). */
export const relativeTo = (base: string, routes: RouteObject[]): RouteObject[] =>
  routes.map((route) =>
    route.path === base || route.path?.startsWith(`${base}/`)
      ? ({ ...route, path: route.path.slice(base.length) || '/' } as RouteObject)
      : route,
  );

/**
 * A route element whose whole route table loads on demand: an area of the
 * app (the member area, the admin area) mounted at `/<area>/*` declares its
 * routes in its own module, and neither the table nor anything it imports
 * statically (its gate, its texts) reaches the first load of another page.
 * The area's table keeps its absolute paths (`/mystudio` with its children),
 * so it also renders on its own (tests, stories); under the `<base>/*` route
 * React Router matches descendant routes against what follows `base`, so
 * the top-level paths are read relative to it here.
 *
 * @example { path: '/admin/*', element: lazyArea('/admin', async () => (await import('../features/admin/routes.js')).adminRoutes, <LoadingScreen />) }
 */
export const lazyArea = (base: string, load: () => Promise<RouteObject[]>, fallback: ReactNode = null): ReactElement => {
  const Area = lazy(async () => {
    const routes = relativeTo(base, await load());
    const AreaRoutes = () => useRoutes(routes);
    return { default: AreaRoutes };
  });
  return (
    <Suspense fallback={fallback}>
      <Area />
    </Suspense>
  );
};
