import type { Endpoint } from '../endpoint.js';

/** Health and the studio configuration. */
export const health = { id: 'health', method: 'GET', path: '/health', responseKey: 'status' } as const satisfies Endpoint<'health'>;
export const appConfig = { id: 'appConfig', method: 'GET', path: '/appconfig', responseKey: 'config' } as const satisfies Endpoint<'appConfig'>;
