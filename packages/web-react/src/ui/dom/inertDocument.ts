/** The window whose DOMParser parses HTML: the browser's, or the one the server render sets. */
let parserWindow: Pick<typeof globalThis, 'DOMParser'> | undefined;

/**
 * Parses HTML on `window` from now on: the server render, which has no
 * browser window, passes a jsdom one (entry-server.tsx), so what a page
 * reads out of CMS HTML is the same on the server and in the browser.
 */
export const parseHtmlWith = (window: Pick<typeof globalThis, 'DOMParser'>): void => {
  parserWindow = window;
};

/** An inert document of `html`: no script runs and nothing loads. */
export const inertDocument = (html: string): Document => new (parserWindow?.DOMParser ?? DOMParser)().parseFromString(html, 'text/html');
