import { messages, packagesLink, type StudioConfig } from '@estudio/core';
import type { PublicAvailability } from '../../features/public/available.js';
import { SECTION_IDS } from '../../features/public/landing/landing.rules.js';

/** A link of the public navbar: a route, or an anchor to a landing section. */
export interface PublicNavLink {
  readonly key: 'about' | 'schedule' | 'packages';
  readonly label: string;
  /** A path ('/paquetes') or a landing anchor ('/#nosotros'). */
  readonly to: string;
}

/**
 * The links of the public navbar (spec 2): the packages link with its
 * configured name and path when that screen exists, or else anchors to the
 * About, Horarios and Paquetes sections that are enabled and rendered.
 */
export const publicNavLinks = (config: StudioConfig, available: PublicAvailability): PublicNavLink[] => {
  const rendered = (id: 'about' | 'schedule' | 'packages') =>
    config.sections[id].enabled && available.landingSections.includes(id);
  const links: PublicNavLink[] = [];
  if (rendered('about')) links.push({ key: 'about', label: messages.chrome.about, to: `/#${SECTION_IDS.about}` });
  if (rendered('schedule')) links.push({ key: 'schedule', label: messages.chrome.schedule, to: `/#${SECTION_IDS.schedule}` });
  const packages = packagesLink(config);
  if (available.packagesPage) links.push({ key: 'packages', label: packages.label, to: packages.path });
  else if (rendered('packages')) links.push({ key: 'packages', label: packages.label, to: `/#${SECTION_IDS.packages}` });
  return links;
};

/** The logo image of the navbar: navbar_logo, else logo; null means the business name as text. */
export const navbarLogo = (config: StudioConfig): string | null => config.appearance.navbarLogo ?? config.appearance.logo ?? null;
