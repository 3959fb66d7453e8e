import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { recordingModuleOf } from './renderedModules.js';

/**
 * A route element whose screen loads on demand: `React.lazy` inside
 * `Suspense`, showing `fallback` until the screen's code has arrived. The
 * app routes declaratively (`useRoutes`), which has no `lazy` route property;
 * this is its equivalent, and keeps each screen out of the first bundle.
 * Call it where the route table is built (once per route), never in a render.
 *
 * @example { path: 'avisos', element: lazyRoute(async () => (await import('./AnnouncementsPage.js')).AnnouncementsPage) }
 */
export const lazyRoute = (load: () => Promise<ComponentType>, fallback: ReactNode = null): ReactElement => {
  // The server build records which screen it rendered (its chunk's stylesheet goes in the page); the browser's has no such code.
  const Screen = lazy(async () => ({ default: import.meta.env.SSR ? recordingModuleOf(await load()) : await load() }));
  return (
    <Suspense fallback={fallback}>
      <Screen />
    </Suspense>
  );
};
