import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** The studio's pages (terms, privacy…). */
export const PAGE_ERRORS = {
  notFound: entry('page/not-found', 404, () => messages.common.notFound),
  slugTaken: entry('page/slug-taken', 409, () => messages.admin.pageSlugTaken),
} as const satisfies ErrorArea;
