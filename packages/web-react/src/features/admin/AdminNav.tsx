import { NavLink } from 'react-router';
import { messages } from '@estudio/core';
import type { AdminMenuGroup } from './adminMenu.js';
import * as styles from './admin.css.js';

/** Props of {@link AdminNav}. */
export interface AdminNavProps {
  readonly groups: readonly AdminMenuGroup[];
  /** Called when a link is followed (the drawer closes itself). */
  readonly onFollow?: () => void;
}

/** The admin menu's groups and links: the sidebar on desktop, the drawer's body on phones. */
export const AdminNav = ({ groups, onFollow }: AdminNavProps) => (
  <nav aria-label={messages.admin.areaNavigation} className={styles.nav}>
    {groups.map((group) => (
      <div key={group.label} className={styles.navGroup}>
        <p className={styles.navGroupTitle}>{group.label}</p>
        <ul className={styles.menu}>
          {group.entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end={entry.end ?? false} className={styles.menuLink} onClick={onFollow}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    ))}
  </nav>
);

/** The way back to the public site and 'Salir': in the navbar on desktop, under the menu in the drawer. */
export const AccountLinks = ({ onSignOut, linkClassName }: { onSignOut: () => void; linkClassName: string }) => (
  <>
    <a href="/" className={linkClassName}>
      {messages.desk.viewSite}
    </a>
    <button type="button" className={styles.signOut} onClick={onSignOut}>
      {messages.admin.signOut}
    </button>
  </>
);
