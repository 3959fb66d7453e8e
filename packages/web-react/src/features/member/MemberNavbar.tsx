import { Link, NavLink } from 'react-router';
import { messages, type StudioConfig } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { Container } from '../../ui/Container/index.js';
import { AccountMenu } from './AccountMenu.js';
import { MEMBER_SCREENS, type MemberLink } from './memberLinks.js';
import * as styles from './member.css.js';

/** Props of {@link MemberNavbar}. */
export interface MemberNavbarProps {
  readonly appearance: StudioConfig['appearance'];
  /** The bar's own links. */
  readonly links: readonly MemberLink[];
  /** The account pages, under 'Mi Cuenta'. */
  readonly accountLinks: readonly MemberLink[];
  readonly onSignOut: () => void;
  readonly onOpenMenu: () => void;
  /** Whether the drawer is open, for the opener's aria-expanded. */
  readonly menuOpen: boolean;
}

/** The studio's navbar logo (navbar_logo, else logo), or its name. */
const Brand = ({ appearance }: Pick<MemberNavbarProps, 'appearance'>) => {
  const logo = appearance.navbarLogo ?? appearance.logo;
  return (
    <Link to={MEMBER_SCREENS.calendar} className={styles.brand}>
      {logo ? <img className={styles.brandLogo} src={logo} alt={appearance.businessName} /> : appearance.businessName}
    </Link>
  );
};

/**
 * The customer navbar (spec 2, Navigation and chrome): the links the flags
 * and the built screens allow, then the 'Mi Cuenta' menu with the account
 * pages and 'Salir'. On phones a button opens the drawer instead.
 */
export const MemberNavbar = ({ appearance, links, accountLinks, onSignOut, onOpenMenu, menuOpen }: MemberNavbarProps) => (
  // The layout's <header> holds it, with the banner: one banner landmark for both.
  <div className={styles.navbar}>
    <Container className={styles.navbarInner}>
      <Brand appearance={appearance} />
      <nav className={styles.desktopNav} aria-label={messages.memberArea.navigation}>
        <ul className={styles.navList}>
          {links.map((link) => (
            <li key={link.screen}>
              <NavLink to={link.to} end className={styles.navLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <AccountMenu links={accountLinks} onSignOut={onSignOut} />
          </li>
        </ul>
      </nav>
      <Button variant="secondary" className={styles.menuButton} onClick={onOpenMenu} aria-expanded={menuOpen} aria-haspopup="dialog">
        {messages.chrome.menu}
      </Button>
    </Container>
  </div>
);
