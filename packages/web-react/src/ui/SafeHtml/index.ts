export { SafeHtml } from './SafeHtml.js';
export type { SafeHtmlProps } from './SafeHtml.js';
export { sanitizeHtml } from './sanitize.js';
