import type { Endpoint } from '../endpoint.js';

/**
 * The studio's settings write ('Configuración', issue 15), apart from
 * `systemEndpoints` (GET /appconfig is in the first load of '/'): only
 * /admin imports it.
 */
export const appConfigUpdate = { id: 'appConfigUpdate', method: 'PUT', path: '/appconfig', responseKey: 'config' } as const satisfies Endpoint<'appConfigUpdate'>;
