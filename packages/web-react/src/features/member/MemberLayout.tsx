import { useCallback, useMemo, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useStudioConfig } from '../../app/services.js';
import { Banner } from '../../chrome/Banner/index.js';
import { WhatsAppButton } from '../../chrome/WhatsAppButton/index.js';
import { useSession } from '../../app/session.js';
import { useHydrated } from '../../ui/useHydrated.js';
import { memberLinks } from './memberLinks.js';
import { BUILT_MEMBER_SCREENS } from './memberScreens.js';
import { MemberDrawer } from './MemberDrawer.js';
import { MemberAccessing } from './MemberGate.js';
import { MemberNavbar } from './MemberNavbar.js';
import { RequiredPagePrompt } from './RequiredPagePrompt.js';
import { PromoPopup } from '../popup/PromoPopup.js';
import * as styles from './member.css.js';

/**
 * The member area's chrome (spec 2, Navigation and chrome): the studio's
 * banner above the customer navbar, the mobile drawer, the screen of the
 * route, the floating WhatsApp button, the required-page prompt and the
 * promotional popup. The banner and the button are the public chrome's own
 * components, shown by the same settings. Signing out leaves
 * for /entrar at once rather than leaving the visitor on the gate's
 * 'Accediendo' screen. While her kept session is being restored (the gate
 * opens the frame for it), 'Accediendo' stands where the screen goes, and
 * nothing that reads her profile (the screen, the prompt, the popup) runs.
 */
export const MemberLayout = () => {
  const config = useStudioConfig();
  const session = useSession();
  // Her screen comes after hydration: the server rendered 'Accediendo' here, and the frame hydrates as it was.
  const inside = useHydrated() && session.signedIn;
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
      <header className={styles.header}>
        <Banner />
        <MemberNavbar
          appearance={config.appearance}
          links={links.navbar}
          accountLinks={links.account}
          onSignOut={signOut}
          onOpenMenu={() => setMenuOpen(true)}
          menuOpen={menuOpen}
        />
      </header>
      <MemberDrawer open={menuOpen} onClose={closeMenu} links={links} onSignOut={signOut} />
      <main className={styles.main}>
        {inside ? <Outlet /> : <MemberAccessing />}
      </main>
      {/* In a landmark of its own, as the public pages hold it in their footer. */}
      <footer>
        <WhatsAppButton />
      </footer>
      {inside ? (
        <>
          <RequiredPagePrompt />
          <PromoPopup />
        </>
      ) : null}
    </div>
  );
};
