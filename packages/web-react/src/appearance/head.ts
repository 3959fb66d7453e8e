import { CUSTOM_CSS_ID, type MetaTag } from './appearance.rules.js';

/** Sets a <meta> tag, creating it once. */
export const upsertMeta = (doc: Document, tag: MetaTag): void => {
  const selector = `meta[${tag.attribute}="${tag.key}"]`;
  let element = doc.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(tag.attribute, tag.key);
    doc.head.appendChild(element);
  }
  element.setAttribute('content', tag.content);
};

/** Points the favicon at `href`, creating the link once. */
export const setFavicon = (doc: Document, href: string): void => {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = href;
};

/**
 * Adds the studio's custom CSS at the end of <head>, after the theme, unless
 * the server already injected it (then it is there before any script ran).
 * Set as text, so it can only ever be CSS.
 */
export const applyCustomCss = (doc: Document, css: string | null): void => {
  if (!css?.trim() || doc.getElementById(CUSTOM_CSS_ID)) return;
  const style = doc.createElement('style');
  style.id = CUSTOM_CSS_ID;
  style.textContent = css;
  doc.head.appendChild(style);
};

/** Runs `task` once the page is loaded and the browser is idle, so trackers never delay the first paint. */
export const whenInteractive = (win: Window, task: () => void): (() => void) => {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') idleHandle = win.requestIdleCallback(() => !cancelled && task());
    else idleHandle = win.setTimeout(() => !cancelled && task(), 1);
  };
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', run);
    if (idleHandle !== undefined && typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idleHandle);
  };
};
