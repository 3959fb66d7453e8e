import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { publicAvailability, type PublicAvailability } from '../../features/public/available.js';
import { ButtonLink } from '../../ui/Button/index.js';
import { Container } from '../../ui/Container/index.js';
import { useHydrated } from '../../ui/useHydrated.js';
import { navbarLogo, publicNavLinks } from './nav.rules.js';
import * as styles from './PublicNavbar.css.js';

/** Where 'Ingresar' and 'Mi Cuenta' lead (spec 2). */
export const ACCOUNT_PATH = '/entrar';

const MenuIcon = ({ open }: { open: boolean }) => (
  <svg className={styles.menuIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
  </svg>
);

/** The studio's logo, or its name when it has none, linking home. */
const Brand = () => {
  const config = useStudioConfig();
  const logo = navbarLogo(config);
  const name = config.appearance.businessName;
  return (
    <Link to="/" className={styles.brand}>
      {logo ? <img src={logo} alt={name} className={styles.logo} /> : name}
    </Link>
  );
};

/** Props of {@link PublicNavbar}. */
export interface PublicNavbarProps {
  /** What the build has; the real one unless a test or story says otherwise. */
  readonly available?: PublicAvailability;
}

/** The phone menu's id: one navbar per page, and no `useId` (the navbar hydrates in a turn of its own: PublicLayout). */
const MENU_ID = 'menu-principal';

/**
 * The public navbar (spec 2): logo, section anchors or the packages link by
 * flags, and 'Ingresar' or 'Mi Cuenta'. Below 860 px the links move into a
 * menu that closes on navigation and on Escape.
 */
export const PublicNavbar = ({ available = publicAvailability }: PublicNavbarProps) => {
  const config = useStudioConfig();
  const { signedIn } = useSession({ start: false });
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const [openedAt, setOpenedAt] = useState(location.key);
  const links = publicNavLinks(config, available);
  const accountLabel = signedIn ? messages.chrome.myAccount : messages.chrome.signIn;

  // A navigation closes the menu: compare during render instead of an effect so it never flashes open.
  if (open && openedAt !== location.key) setOpen(false);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => (event.key === 'Escape' ? setOpen(false) : undefined);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const toggle = () => {
    setOpenedAt(location.key);
    setOpen((isOpen) => !isOpen);
  };

  return (
    <nav className={styles.navbar} aria-label={messages.chrome.mainNavigation}>
      <Container className={styles.bar}>
        <Brand />
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <ButtonLink to={ACCOUNT_PATH} size="sm" className={styles.accountDesktop}>
            {accountLabel}
          </ButtonLink>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? messages.chrome.closeMenu : messages.chrome.openMenu}
            onClick={toggle}
            // A server-rendered page's menu opens once the script has taken it over (a tap before would be lost).
            disabled={!hydrated}
          >
            <MenuIcon open={open} />
          </button>
        </div>
      </Container>
      <div id={MENU_ID} className={styles.mobileMenu} hidden={!open}>
        <Container>
          <ul className={styles.mobileList}>
            {links.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={styles.mobileLink} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.mobileAccount}>
            <ButtonLink to={ACCOUNT_PATH} block onClick={() => setOpen(false)}>
              {accountLabel}
            </ButtonLink>
          </div>
        </Container>
      </div>
    </nav>
  );
};
