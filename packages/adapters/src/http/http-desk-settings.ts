import { settingsAdminEndpoints, systemEndpoints, type DeskSettingsApi } from '@estudio/core';
import { bindersOf } from './binders.js';
import type { HttpClient } from './http-client.js';

/**
 * core's DeskSettingsApi ('Configuración', issue 15) over HTTP, in the
 * desk's own entry (`@estudio/adapters/desk`): GET /appconfig for the
 * stored list, PUT /appconfig with the changed keys.
 */
export const createHttpDeskSettingsApi = (http: HttpClient): DeskSettingsApi => {
  const { answer } = bindersOf(http);
  return {
    read: () => answer(systemEndpoints.appConfig),
    save: (changes) => answer(settingsAdminEndpoints.appConfigUpdate, { body: changes }),
  };
};
