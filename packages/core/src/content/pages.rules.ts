import type { Page } from '../api/schemas/content.schemas.js';

/**
 * True when a CMS page has something to show: HTML with text or media, not
 * only empty tags or non-breaking spaces. Spec 3: a null content hides the
 * page from the footer.
 */
export const hasContent = (page: Pick<Page, 'content'>): boolean => {
  const html = page.content ?? '';
  return html.replace(/<(?!img|video|iframe)[^>]*>/gi, '').replace(/&nbsp;/g, ' ').trim() !== '';
};

/** Spec 2, Footer INFORMACIÓN: the pages it links, those with content, in the order given. */
export const footerPages = <P extends Pick<Page, 'content'>>(pages: readonly P[]): P[] => pages.filter(hasContent);
