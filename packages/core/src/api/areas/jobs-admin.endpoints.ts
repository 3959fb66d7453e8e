import type { Endpoint } from '../endpoint.js';

/** 'Tareas automáticas' (issue 17): admin only, and only /admin's jobs screen imports them. */
export const jobsOverview = { id: 'jobsOverview', method: 'GET', path: '/jobs', responseKey: 'overview' } as const satisfies Endpoint<'jobsOverview'>;
export const jobRetry = { id: 'jobRetry', method: 'POST', path: '/jobs/failed/:id/retry', responseKey: 'ok' } as const satisfies Endpoint<'jobRetry'>;
