import { defineRoute } from '../route.js';
import { NoticePreferencesBody, NoticePreferencesResponse } from '../schemas/notices.schemas.js';
import * as e from './notices.endpoints.js';

/** Her notice preferences, with their schemas. */
export const noticeRoutes = {
  noticePreferencesMine: defineRoute({
    ...e.noticePreferencesMine, access: 'customer', tag: 'customer', ownData: true, errors: [404],
    summary: 'What the current customer receives by e-mail and WhatsApp, per topic',
    response: NoticePreferencesResponse,
  }),
  noticePreferencesUpdate: defineRoute({
    ...e.noticePreferencesUpdate, access: 'customer', tag: 'customer', ownData: true, errors: [404, 409, 412],
    summary: 'Choose the notices received per topic and channel; opting in to WhatsApp records the consent text and its time',
    body: NoticePreferencesBody, response: NoticePreferencesResponse,
  }),
} as const;
