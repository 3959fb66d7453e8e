import { defineRoute } from '../route.js';
import { AppConfigResponse } from '../schemas/appconfig.schemas.js';
import { SettingsBody } from '../schemas/settings-forms.schemas.js';
import * as e from './settings-admin.endpoints.js';

/** The studio's settings write ('Configuración'), with its schemas. */
export const settingsRoutes = {
  appConfigUpdate: defineRoute({
    ...e.appConfigUpdate, access: 'admin', tag: 'system',
    summary: 'Change studio settings (spec 3, Settings): only the keys sent, all in one transaction or none; answers the whole list',
    body: SettingsBody,
    response: AppConfigResponse,
  }),
} as const;
