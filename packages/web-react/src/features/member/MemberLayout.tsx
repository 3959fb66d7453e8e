import { useCallback, useMemo, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useStudioConfig } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { memberLinks } from './memberLinks.js';
import { BUILT_MEMBER_SCREENS } from './memberScreens.js';
import { MemberDrawer } from './MemberDrawer.js';
import { MemberNavbar } from './MemberNavbar.js';
import { RequiredPagePrompt } from './RequiredPagePrompt.js';
import { PromoPopup } from '../popup/PromoPopup.js';
import * as styles from './member.css.js';

/**
 * The member area's chrome: the customer navbar, the mobile drawer, the
 * required-page prompt, the promotional popup, and the screen of the route. Signing out leaves
 * for /entrar at once rather than leaving the visitor on the gate's
 * 'Accediendo' screen.
 */
export const MemberLayout = () => {
  const config = useStudioConfig();
  const session = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const links = useMemo(() => memberLinks(config, BUILT_MEMBER_SCREENS), [config]);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const signOut = () => {
    setMenuOpen(false);
    session.signOut();
    void navigate('/entrar', { replace: true });
  };
  return (
    <div className={styles.shell}>
      <MemberNavbar
        appearance={config.appearance}
        links={links.navbar}
        onSignOut={signOut}
        onOpenMenu={() => setMenuOpen(true)}
        menuOpen={menuOpen}
      />
      <MemberDrawer open={menuOpen} onClose={closeMenu} links={links} onSignOut={signOut} />
      <main className={styles.main}>
        <Outlet />
      </main>
      <RequiredPagePrompt />
      <PromoPopup />
    </div>
  );
};
