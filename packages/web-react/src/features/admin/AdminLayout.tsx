import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { messages } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { Container } from '../../ui/Container/index.js';
import { ADMIN_MENU, type AdminMenuEntry } from './adminMenu.js';
import * as styles from './admin.css.js';

/** The id of the admin area's main region. */
export const ADMIN_MAIN_ID = 'contenido';

/** The side menu, only when some admin screen has an entry. */
const SideMenu = ({ entries }: { entries: readonly AdminMenuEntry[] }) => (
  <nav aria-label={messages.admin.areaNavigation}>
    <ul className={styles.menu}>
      {entries.map((entry) => (
        <li key={entry.to}>
          <NavLink to={entry.to} className={styles.menuLink}>
            {entry.label}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);

/**
 * The admin area's chrome, for every screen under /admin: a navbar with
 * the studio's name, 'Administración' and 'Salir', a side menu (ADMIN_MENU,
 * beside the page from 960 px, above it on a phone) and the screen.
 * `menu` overrides the entries for stories and tests.
 */
export const AdminLayout = ({ menu = ADMIN_MENU }: { menu?: readonly AdminMenuEntry[] }) => {
  const config = useStudioConfig();
  const session = useSession();
  const navigate = useNavigate();
  const signOut = () => {
    session.signOut();
    void navigate('/entrar', { replace: true });
  };
  return (
    <div className={styles.shell}>
      <header className={styles.navbar}>
        <Container className={styles.navbarInner}>
          <Link to="/admin" className={styles.brand}>
            <span className={styles.studioName}>{config.appearance.businessName}</span>
            <span className={styles.area}>{messages.admin.areaTitle}</span>
          </Link>
          <button type="button" className={styles.signOut} onClick={signOut}>
            {messages.admin.signOut}
          </button>
        </Container>
      </header>
      <Container className={`${styles.body} ${menu.length === 0 ? styles.bodySingle : ''}`}>
        {menu.length > 0 ? <SideMenu entries={menu} /> : null}
        <main id={ADMIN_MAIN_ID} className={styles.main}>
          <Outlet />
        </main>
      </Container>
    </div>
  );
};
