import DOMPurify from 'dompurify';

/**
 * Cleans HTML written in the studio's CMS (pages, package descriptions,
 * payment instructions) so that it can never run script: DOMPurify keeps the
 * formatting and drops scripts, event handlers and javascript: URLs.
 */
export const sanitizeHtml = (html: string): string => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
