import { noticeEndpoints, type NoticesApi } from '@estudio/core';
import { bindersOf } from './binders.js';
import type { HttpClient } from './http-client.js';

/**
 * core's NoticesApi over HTTP (issue 17): her notice preferences, GET and
 * PUT /customer/notifications. Bound by the profile screen's own chunk
 * ('Notificaciones'), never by the landing's first load.
 */
export const createHttpNoticesApi = (http: HttpClient): NoticesApi => {
  const { answer } = bindersOf(http);
  return {
    mine: () => answer(noticeEndpoints.noticePreferencesMine),
    update: (body) => answer(noticeEndpoints.noticePreferencesUpdate, { body }),
  };
};
