import { useLocation } from 'react-router';
import { demoFixtures } from '@estudio/core/testing';
import { adminRoutes } from '../../packages/web-react/src/features/admin/routes.js';
import {
  deskCatalogueStub, deskCustomersStub, deskStub, type DeskCatalogueStub, type DeskCustomersStub, type DeskStub,
} from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { DESK_NOW } from '../../packages/web-react/src/features/admin/testing/deskFixtures.js';
import type { StudioParameters } from '../.storybook/studio.js';

/** Story globals that show a story on a 1280 px desktop. */
export const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

/** Where a link of a screen led, for the paths the admin routes do not answer. */
export const Elsewhere = () => {
  const { pathname, search } = useLocation();
  return <p style={{ padding: 24 }}>Pantalla {`${pathname}${search}`}</p>;
};

/** The back office's ports a story gives its screen; a port left out answers every call with a failure naming it. */
export interface AdminStoryPorts {
  readonly desk?: DeskStub;
  readonly deskCustomers?: DeskCustomersStub;
  readonly deskCatalogue?: DeskCatalogueStub;
}

/**
 * An admin screen at `route` through the real admin routes, signed in as
 * the demo admin on Thursday 26 November 2026 at 10:00 (the day the desk's
 * fixtures are written for), fed by the given stubs.
 */
export const adminScreen = (route: string, ports: AdminStoryPorts = {}, parameters: StudioParameters = {}) => ({
  studio: {
    route,
    routes: adminRoutes,
    now: DESK_NOW,
    signedInAs: demoFixtures.accounts.admin.email,
    ...parameters,
    services: {
      desk: ports.desk ?? deskStub(),
      deskCustomers: ports.deskCustomers ?? deskCustomersStub(),
      deskCatalogue: ports.deskCatalogue ?? deskCatalogueStub(),
      ...parameters.services,
    },
  } satisfies StudioParameters,
});
