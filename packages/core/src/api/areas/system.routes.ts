import { z } from 'zod';
import { defineRoute } from '../route.js';
import { AppConfigResponse } from '../schemas/appconfig.schemas.js';
import * as e from './system.endpoints.js';

/** Health and the studio configuration, with their schemas. */
export const systemRoutes = {
  health: defineRoute({
    ...e.health, access: 'public', tag: 'system',
    summary: 'Ready check',
    response: z.object({ status: z.literal('ok') }),
  }),
  appConfig: defineRoute({
    ...e.appConfig, access: 'public', tag: 'system',
    summary: 'The studio configuration list (spec 3, Settings)',
    response: AppConfigResponse,
  }),
} as const;
