import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices, type RenderWithServicesOptions } from '../../../testing/index.js';
import { adminRoutes } from '../routes.js';
import { DESK_NOW } from './deskFixtures.js';
import {
  deskCatalogueStub, deskCustomersStub, deskStub, type DeskCatalogueStub, type DeskCustomersStub, type DeskStub,
} from './deskStub.js';

/**
 * The first screen of a test loads the admin chunk lazily: give it time on
 * a busy machine (a full CI run, with the browser journeys beside it, once
 * took just over 10 s for the packages screen's first table).
 */
export const FIRST_LOAD = { timeout: 20_000 } as const;

/** A screen file's tests: the first one waits for the lazily loaded admin chunk (up to two `FIRST_LOAD`s), which is slow on a busy 2-core machine. */
export const SLOW = { timeout: 45_000 } as const;

/** 10:00 in Mexico City on Thursday 26 November 2026, the day the fixtures are written for. */
export const NOW = DESK_NOW;

/** The back office's ports a test gives a screen; a port left out answers every call with a failure. */
export interface AdminPorts {
  readonly desk?: DeskStub;
  readonly deskCustomers?: DeskCustomersStub;
  readonly deskCatalogue?: DeskCatalogueStub;
}

/**
 * Renders the real admin route at `route`, signed in as the demo admin on
 * {@link NOW}, with the given stubs (fresh ones for the ports left out).
 */
export const renderAdmin = (route: string, ports: AdminPorts = {}, options: RenderWithServicesOptions = {}) => {
  const desk = ports.desk ?? deskStub();
  const deskCustomers = ports.deskCustomers ?? deskCustomersStub();
  const deskCatalogue = ports.deskCatalogue ?? deskCatalogueStub();
  const rendered = renderWithServices(null, {
    route,
    routes: adminRoutes,
    now: NOW,
    signedInAs: demoFixtures.accounts.admin.email,
    ...options,
    services: { desk, deskCustomers, deskCatalogue, ...options.services },
  });
  return { ...rendered, desk, deskCustomers, deskCatalogue };
};
