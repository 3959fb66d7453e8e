import { messages } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { AuthPanel, Backdrop } from './AuthPanel.js';
import { RedirectWhenSignedIn } from './RedirectWhenSignedIn.js';
import { SignInForm } from './SignInForm.js';
import * as styles from './auth.css.js';

/** The studio's logo, or its name when it has none. */
const StudioMark = () => {
  const { appearance } = useStudioConfig();
  if (!appearance.logo) return <p className={styles.brand}>{appearance.businessName}</p>;
  return <img className={styles.logo} src={appearance.logo} alt={appearance.businessName} />;
};

/**
 * /login: the customer area's own login screen, without the public chrome
 * (spec 2): logo, the optional bg_login image, and the shared sign-in form.
 */
export const LoginPage = () => {
  const { appearance } = useStudioConfig();
  return (
    <RedirectWhenSignedIn>
      <main>
        <Backdrop image={appearance.bgLogin}>
          <AuthPanel header={<StudioMark />} title={messages.authScreens.signInTitle}>
            <SignInForm />
          </AuthPanel>
        </Backdrop>
      </main>
    </RedirectWhenSignedIn>
  );
};
