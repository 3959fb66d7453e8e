import {
  LANDING_SECTION_IDS,
  type BannerTarget,
  type LandingSectionId,
  type PackagesLink,
  type StudioConfig,
} from './config.model.js';

/**
 * The landing sections to show, in order (spec 2, '/'): only the enabled
 * ones, sorted by their configured order; equal orders keep the spec's order.
 */
export function landingSections(config: StudioConfig): readonly LandingSectionId[] {
  return LANDING_SECTION_IDS.map((id, index) => ({ id, index, section: config.sections[id] }))
    .filter(({ section }) => section.enabled)
    .sort((a, b) => a.section.order - b.section.order || a.index - b.index)
    .map(({ id }) => id);
}

/**
 * The packages link of the navbars: its configured label and path (default
 * 'Paquetes' and '/paquetes'); inside the member area the path is under /mystudio.
 */
export function packagesLink(config: StudioConfig, area: 'public' | 'member' = 'public'): PackagesLink {
  const { packagesName, packagesPath } = config.files;
  return { label: packagesName, path: area === 'member' ? `/mystudio${packagesPath}` : packagesPath };
}

/**
 * Kept in a module of its own and re-exported: a lazy chunk of the web that
 * imports anything of this module split React Router out of the first load
 * of '/' (docs/contexts/web.md, 'Checkout'); the checkout's WhatsApp link
 * needs only this one.
 */
export { WHATSAPP_COUNTRY_PREFIX, whatsappLink } from './whatsapp.rules.js';

const HTTP_URL = /^https?:\/\//i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** What may follow the host in a URL. */
const AFTER_HOST = /^(?::\d+)?(?=$|[/?#])/;

/** The path of a link whose host is `domain`, or null when the host is another one. */
function internalPath(link: string, domain: string): string | null {
  const at = link.toLowerCase().indexOf(domain);
  if (at < 0) return null;
  const before = link.slice(0, at);
  if (before !== '' && !/(?:\/\/|\.|@)$/.test(before)) return null;
  const rest = link.slice(at + domain.length);
  const port = AFTER_HOST.exec(rest);
  if (!port) return null;
  const path = rest.slice(port[0].length);
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Where the banner leads (spec 2, banner): an internal path when the link is
 * relative or its host is the configured domain, else an external page in a
 * new window. Null when there is no link, or when it is not http(s), so a
 * setting can never become a script link.
 */
export function bannerTarget(config: StudioConfig, link: string | null | undefined): BannerTarget | null {
  const url = (link ?? '').trim();
  if (url === '') return null;
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'internal', path: url };
  const { domain } = config.appearance;
  const path = domain ? internalPath(url, domain) : null;
  if (path !== null) return { kind: 'internal', path };
  if (HTTP_URL.test(url)) return { kind: 'external', url };
  if (url.startsWith('//')) return { kind: 'external', url: `https:${url}` };
  return ANY_SCHEME.test(url) && !/^[^/:]+:\d/.test(url) ? null : { kind: 'external', url: `https://${url}` };
}

/** The studio's time zone, in which every date renders. */
export const studioTimeZone = (config: StudioConfig): string => config.rules.timezone;
