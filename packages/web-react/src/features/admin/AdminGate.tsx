import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { messages, type SessionStatus } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { Button, ButtonLink } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';
import { signInPathFor } from '../auth/nextPath.js';
import * as styles from './admin.css.js';

/** Session states that are still on their way somewhere: the door waits. */
const SETTLING: readonly SessionStatus[] = ['restoring', 'signingIn', 'loadingProfile', 'checkingCustomer', 'signingUp', 'signingOut'];

/** What the door shows instead of the admin area, for one who may not enter. */
const Door = ({ title, text, children }: { title: string; text: string; children: ReactNode }) => {
  const { appearance } = useStudioConfig();
  return (
    <main id="contenido" className={styles.door}>
      <Card className={styles.doorCard}>
        <p className={styles.doorStudio}>{appearance.businessName}</p>
        <h1 className={styles.doorTitle}>{title}</h1>
        <p className={styles.doorText}>{text}</p>
        <div className={styles.doorActions}>{children}</div>
      </Card>
    </main>
  );
};

/**
 * The door of /admin. The session knows the role: the server's customer
 * record carries `role` ('admin' or 'customer'), read as `session.isAdmin`.
 * An admin enters; a visitor is asked to sign in and comes back to the same
 * address (a staff member who scanned a QR code lands on its check-in page);
 * a customer reads that the section is only for the studio's team, with ways
 * to her own area or to another account.
 */
export const AdminGate = () => {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signIn = signInPathFor(`${pathname}${search}`);
  const a = messages.admin;
  if (session.signedIn && session.isAdmin) return <Outlet />;
  if (SETTLING.includes(session.status)) return <LoadingScreen label={messages.common.accessing} />;
  if (!session.signedIn && session.status !== 'needsCustomer') {
    return (
      <Door title={a.signInTitle} text={a.signInPrompt}>
        <ButtonLink to={signIn} size="lg" block>
          {a.signIn}
        </ButtonLink>
      </Door>
    );
  }
  const switchAccount = () => {
    session.signOut();
    void navigate(signIn, { replace: true });
  };
  return (
    <Door title={a.noAccessTitle} text={a.noAccess}>
      <ButtonLink to="/mystudio" size="lg" block>
        {a.goToMyStudio}
      </ButtonLink>
      <Button variant="ghost" block onClick={switchAccount}>
        {messages.authScreens.useAnotherAccount}
      </Button>
    </Door>
  );
};
