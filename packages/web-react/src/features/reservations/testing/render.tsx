import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices, type RenderWithServicesOptions } from '../../../testing/index.js';
import { memberRoutes } from '../../member/routes.js';

/** The socia of the demo studio: seven reservations, one in each state, and 7 classes of credit. */
export const SOCIA = demoFixtures.accounts.socia.email;

/** The customer with nothing: no reservations, no credits, no waitlists. */
export const NUEVA = demoFixtures.accounts.nueva.email;

/** Renders the app's member routes at `route`, signed in as the socia unless told otherwise. */
export const renderMemberScreen = (route: string, options: RenderWithServicesOptions = {}) =>
  renderWithServices(null, { route, routes: memberRoutes, signedInAs: SOCIA, ...options });

/** The first render of a lazy member screen waits for its code. */
export const FIRST_LOAD = { timeout: 5000 } as const;
