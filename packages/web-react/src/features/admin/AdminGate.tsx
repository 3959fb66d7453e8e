import { useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isTeam, messages, type SessionStatus } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { Button, ButtonLink } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';
import { SignInForm } from '../auth/SignInForm.js';
import { signInPathFor } from '../auth/nextPath.js';
import { DeskProvider } from './DeskProvider.js';
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
 * The door of /admin (issue 12). The session knows the role from the
 * customer record (`customer.role`: 'admin', 'staff' or 'customer'). The
 * studio's team enters; a visitor signs in right here and stays at the same
 * address (a front desk that scanned a QR code lands on its check-in page);
 * a customer reads that the section is only for the team, with ways to her
 * own area or to another account.
 */
export const AdminGate = () => {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [usedForm, setUsedForm] = useState(false);
  const a = messages.admin;
  if (session.signedIn && isTeam(session.customer?.role)) {
    return (
      <DeskProvider>
        <Outlet />
      </DeskProvider>
    );
  }
  const settling = SETTLING.includes(session.status);
  // The form stays on screen while its own sign-in runs, so its busy button and its failure stay too.
  if (settling && !usedForm) return <LoadingScreen label={messages.common.accessing} />;
  if (settling || (!session.signedIn && session.status !== 'needsCustomer')) {
    return (
      <Door title={a.signInTitle} text={a.signInPrompt}>
        <div className={styles.doorForm} onSubmitCapture={() => setUsedForm(true)}>
          <SignInForm />
        </div>
      </Door>
    );
  }
  const switchAccount = () => {
    session.signOut();
    void navigate(signInPathFor(`${pathname}${search}`), { replace: true });
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
