import { Outlet } from 'react-router';
import { messages } from '@estudio/core';
import { useSession } from '../../app/session.js';
import { ButtonLink } from '../../ui/Button/index.js';
import * as styles from './admin.css.js';

/**
 * The admin-only screens (issue 12: 'Equipo', and the catalogue, content,
 * configuration and reports of parts 2 and 3). The front desk reaches them
 * only by typing the address; it reads why it may not, inside the chrome.
 * The server refuses their calls to staff all the same (403).
 */
export const RequireAdmin = () => {
  const session = useSession();
  if (session.isAdmin) return <Outlet />;
  return (
    <section aria-labelledby="admin-only-title">
      <h1 id="admin-only-title" className={styles.screenTitle}>
        {messages.desk.adminOnlyTitle}
      </h1>
      <p className={styles.screenSubtitle}>{messages.desk.adminOnly}</p>
      <p>
        <ButtonLink to="/admin">{messages.desk.backToToday}</ButtonLink>
      </p>
    </section>
  );
};
