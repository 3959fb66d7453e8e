export { PublicNavbar, ACCOUNT_PATH } from './PublicNavbar.js';
export type { PublicNavbarProps } from './PublicNavbar.js';
export { publicNavLinks, navbarLogo } from './nav.rules.js';
export type { PublicNavLink } from './nav.rules.js';
