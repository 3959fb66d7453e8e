import DOMPurify, { type WindowLike } from 'dompurify';

/** The browser's DOMPurify; the server render gives it a window of its own (`sanitizeWith`). */
let purifier = DOMPurify;

/**
 * Makes the sanitiser work on `window`: the server render, which has no
 * browser window, passes a jsdom one (entry-server.tsx), so a page's CMS
 * HTML is cleaned by the same library and rules on both sides.
 */
export const sanitizeWith = (window: WindowLike): void => {
  purifier = DOMPurify(window);
};

/**
 * Cleans HTML written in the studio's CMS (pages, package descriptions,
 * payment instructions) so that it can never run script: DOMPurify keeps the
 * formatting and drops scripts, event handlers and javascript: URLs.
 */
export const sanitizeHtml = (html: string): string => purifier.sanitize(html, { USE_PROFILES: { html: true } });
