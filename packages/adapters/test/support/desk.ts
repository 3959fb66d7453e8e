import { createHttpDeskApi, createHttpDeskCatalogueApi, createHttpDeskCustomerApi, createHttpDeskSettingsApi } from '../../src/desk.js';
import { composeBrowser, DEMO_PASSWORD } from './browser.js';
import type { RunningServer } from '@estudio/server';

/**
 * Signs a demo team member in on a browser composed over the test server
 * and gives the desk's adapters beside it (`@estudio/adapters/desk`): the
 * front desk, the customers, the catalogue, the settings.
 */
export const deskSignIn = (server: () => RunningServer) => async (email: string) => {
  const browser = composeBrowser(server());
  const signed = await browser.identity.signIn(email, DEMO_PASSWORD);
  if (!signed.ok) throw new Error(signed.error.message);
  return {
    ...browser,
    desk: createHttpDeskApi(browser.http),
    customers: createHttpDeskCustomerApi(browser.http),
    catalogue: createHttpDeskCatalogueApi(browser.http),
    settings: createHttpDeskSettingsApi(browser.http),
  };
};
