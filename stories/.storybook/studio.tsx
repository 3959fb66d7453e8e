import { useMemo, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../../packages/web-react/src/app/App.js';
import { makeFakeServices, type FakeServicesOptions } from '../../packages/web-react/src/testing/fakeServices.js';

/**
 * What a story says about the studio it renders in, under
 * `parameters.studio`: settings over the demo studio's, a signed-in demo
 * account, calls left pending (loading) or failing (`prepare`), and where the
 * memory router starts.
 */
export interface StudioParameters extends FakeServicesOptions {
  /** The URL the router starts at; '/' by default. */
  readonly route?: string;
  /** The path pattern the story answers, e.g. '/coach/:coachId'; every path by default. */
  readonly path?: string;
  /** Routes beside the story (screens its links lead to). */
  readonly routes?: RouteObject[];
}

/**
 * Renders a story inside the app's providers (theme, alerts, confirm,
 * session) over fake services of the demo studio and a memory router.
 */
export const StudioFrame = ({ Story, parameters, storyId }: { Story: ComponentType; parameters: StudioParameters; storyId: string }) => {
  const services = useMemo(() => makeFakeServices(parameters), [storyId]); // eslint-disable-line react-hooks/exhaustive-deps
  const router = useMemo(
    () =>
      createMemoryRouter([...(parameters.routes ?? []), { path: parameters.path ?? '*', element: <Story /> }], {
        initialEntries: [parameters.route ?? '/'],
      }),
    [storyId], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
