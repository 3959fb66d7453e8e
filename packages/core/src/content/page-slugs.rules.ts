/**
 * The addresses of CMS pages and of the packages screen (spec 2, spec 3
 * Settings `class_packages_path`): what a slug looks like, the paths the
 * app's own screens take, and the slug a title suggests. Apart from
 * pages.rules.ts, which the footer (the first load of '/') reads: /admin's
 * forms import these, and an admin chunk that imports a module of the
 * first load makes the bundler regroup the first load's chunks
 * (docs/contexts/desk.md, 'First load').
 */

/** What a page's slug looks like: lowercase letters and digits in words joined by single hyphens. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The longest slug a page may have. */
export const PAGE_SLUG_MAX = 80;

/**
 * The slug a title suggests (/admin's 'Páginas' fills it while the slug is
 * untouched): accents dropped, lowercase, every run of other characters one
 * hyphen, at most {@link PAGE_SLUG_MAX} characters. '' when the title has
 * no letter or digit. Always matches {@link PAGE_SLUG_PATTERN} when not ''.
 */
export const slugOf = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, PAGE_SLUG_MAX)
    .replace(/^-+|-+$/g, '');

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

/**
 * The first segments of the member area's screens under /mystudio (spec 2,
 * Member area), where the member Packages screen sits at /mystudio{class_packages_path}.
 */
export const MEMBER_SCREEN_SEGMENTS: readonly string[] = [
  'creditos', 'informacion', 'membresias', 'metodos', 'online', 'pagos', 'reservaciones', 'video', 'waitlists',
];

/** First segments the server answers beside the web app: uploaded files and the build's own files. */
const SERVED_SEGMENTS: readonly string[] = ['assets', 'media'];

/**
 * Whether a packages path (class_packages_path, '/membresias') is already
 * another screen's: on the public site at the path itself (any screen of
 * {@link RESERVED_PAGE_SLUGS}, a path the server answers), or in the member
 * area at /mystudio{path} ('/membresias' is 'Mis Compras'). Such a path
 * would send the packages link to that screen. 'paquetes' is the Packages
 * screen's own default and collides with nothing. Segments match
 * regardless of case, as the web's routes do.
 */
export const isTakenPackagesPath = (path: string): boolean => {
  const first = (path.trim().replace(/^\/+/, '').split('/')[0] ?? '').toLowerCase();
  if (first === 'paquetes') return false;
  return first === '' || isReservedPageSlug(first) || MEMBER_SCREEN_SEGMENTS.includes(first) || SERVED_SEGMENTS.includes(first);
};
