import type { Endpoint } from '../endpoint.js';

/**
 * Her notice preferences, 'Notificaciones' in 'Mi Información' (issue 17).
 * A module of its own (`noticeEndpoints`), so only the lazily loaded
 * profile screen carries it, never the landing's first load.
 */
export const noticePreferencesMine = {
  id: 'noticePreferencesMine', method: 'GET', path: '/customer/notifications', responseKey: 'preferences',
} as const satisfies Endpoint<'noticePreferencesMine'>;
export const noticePreferencesUpdate = {
  id: 'noticePreferencesUpdate', method: 'PUT', path: '/customer/notifications', responseKey: 'preferences',
} as const satisfies Endpoint<'noticePreferencesUpdate'>;
