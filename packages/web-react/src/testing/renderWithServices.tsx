import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/App.js';
import { makeFakeServices, type FakeServices, type FakeServicesOptions } from './fakeServices.js';

/** Options of {@link renderWithServices}. */
export interface RenderWithServicesOptions extends FakeServicesOptions {
  /** The URL the memory router starts at; '/' by default. */
  readonly route?: string;
  /**
   * Routes beside the rendered element, e.g. the screens a link leads to, or
   * the app's whole route tree (then pass `null` as the element).
   */
  readonly routes?: RouteObject[];
}

/** What {@link renderWithServices} gives back. */
export interface RenderWithServicesResult extends RenderResult {
  readonly services: FakeServices;
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/** The route table: the given routes first, then `ui` for every other path. */
export const testRoutes = (ui: ReactElement | null, routes: RouteObject[] = []): RouteObject[] =>
  ui === null ? routes : [...routes, { path: '*', element: ui }];

/**
 * Renders `ui` the way the app does: fake services of the demo studio, the
 * app's providers (theme, alerts, confirm, session) and a memory router at
 * `route`. `ui` answers every path the given `routes` don't.
 */
export const renderWithServices = (ui: ReactElement | null, options: RenderWithServicesOptions = {}): RenderWithServicesResult => {
  const services = makeFakeServices(options);
  const router = createMemoryRouter(testRoutes(ui, options.routes), { initialEntries: [options.route ?? '/'] });
  const result = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, services, router };
};
