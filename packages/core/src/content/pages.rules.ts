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

/** What a page's slug looks like: lowercase letters and digits in words joined by single hyphens. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The first path segments the app's own screens use (spec 2 routes, the
 * member and admin areas, the API). A CMS page at one of them could never
 * be read at /{slug}, since a screen's path outranks the page's, while the
 * footer would still link it; so such a slug is refused when a page is saved.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  'admin', 'api', 'avisos', 'calendario', 'checkout', 'class_type', 'coach', 'confirmar-correo', 'entrar', 'gracias', 'instructor',
  'login', 'mystudio', 'paquetes', 'preguntas-frecuentes', 'recuperar', 'registro', 'ubicacion',
];

/** Whether a slug names a screen of the app rather than a page (see {@link RESERVED_PAGE_SLUGS}). */
export const isReservedPageSlug = (slug: string): boolean => RESERVED_PAGE_SLUGS.includes(slug.trim().toLowerCase());
