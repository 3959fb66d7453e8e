import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { messages, type TeamRole } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { AdminDrawer } from './AdminDrawer.js';
import { AccountLinks, AdminNav } from './AdminNav.js';
import { menuFor, type AdminMenuGroup } from './adminMenu.js';
import { CustomerSearch } from './search/CustomerSearch.js';
import * as styles from './admin.css.js';

/** The id of the admin area's main region. */
export const ADMIN_MAIN_ID = 'contenido';

/** Props of {@link AdminLayout}. */
export interface AdminLayoutProps {
  /** Overrides the menu, for stories and tests. */
  readonly menu?: readonly AdminMenuGroup[];
}

/**
 * The admin area's chrome, for every screen under /admin (issue 12): a
 * navbar with the studio's name, the role, the customer search (usable from
 * every screen), 'Ver sitio' and 'Salir'; the grouped menu of the signed-in
 * role beside the page from 960 px, and in a drawer ('Menú') on a phone.
 */
export const AdminLayout = ({ menu }: AdminLayoutProps) => {
  const config = useStudioConfig();
  const session = useSession();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const role: TeamRole = session.customer?.role === 'admin' ? 'admin' : 'staff';
  const groups = menu ?? menuFor(role);
  const signOut = () => {
    session.signOut();
    void navigate('/entrar', { replace: true });
  };
  return (
    <div className={styles.shell}>
      <header className={styles.navbar}>
        <div className={styles.navbarInner}>
          <button type="button" className={styles.menuButton} aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
            <span aria-hidden="true">☰</span> {messages.desk.openMenu}
          </button>
          <Link to="/admin" className={styles.brand}>
            <span className={styles.studioName}>{config.appearance.businessName}</span>
            <span className={styles.area}>{messages.desk.roles[role]}</span>
          </Link>
          <div className={styles.search}>
            <CustomerSearch />
          </div>
          <div className={styles.navbarActions}>
            <AccountLinks onSignOut={signOut} linkClassName={styles.siteLink} />
          </div>
        </div>
      </header>
      <div className={styles.body}>
        <aside className={styles.sidebar}>
          <AdminNav groups={groups} />
        </aside>
        <main id={ADMIN_MAIN_ID} className={styles.main}>
          <Outlet />
        </main>
      </div>
      <AdminDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} groups={groups} onSignOut={signOut} />
    </div>
  );
};
