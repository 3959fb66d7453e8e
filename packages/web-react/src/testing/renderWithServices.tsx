import { useEffect, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders.js';
import { RouteTable } from '../app/router.js';
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
  /** Where the memory router is now, e.g. after a redirect: `location().pathname`. */
  readonly location: () => Location;
}

/** The route table: the given routes first, then `ui` for every other path. */
export const testRoutes = (ui: ReactElement | null, routes: RouteObject[] = []): RouteObject[] =>
  ui === null ? routes : [...routes, { path: '*', element: ui }];

/** Reports the router's location to the test on every change. */
const LocationProbe = ({ onChange }: { onChange: (location: Location) => void }) => {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
};

/**
 * Renders `ui` the way the app does: fake services of the demo studio, the
 * app's providers (theme, alerts, confirm, session) and a memory router at
 * `route` with the same declarative route table as the app. `ui` answers
 * every path the given `routes` don't.
 */
export const renderWithServices = (ui: ReactElement | null, options: RenderWithServicesOptions = {}): RenderWithServicesResult => {
  const services = makeFakeServices(options);
  const initial = options.route ?? '/';
  let current: Location | null = null;
  const track = (location: Location) => {
    current = location;
  };
  const result = render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[initial]}>
        <RouteTable routes={testRoutes(ui, options.routes)} />
        <LocationProbe onChange={track} />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = (): Location => {
    if (current === null) throw new Error('The memory router has not rendered yet');
    return current;
  };
  return { ...result, services, location };
};
