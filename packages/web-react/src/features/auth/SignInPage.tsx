import { messages } from '@estudio/core';
import { AuthPanel } from './AuthPanel.js';
import { RedirectWhenSignedIn } from './RedirectWhenSignedIn.js';
import { SignInForm } from './SignInForm.js';
import * as styles from './auth.css.js';

/** /entrar: sign in inside the public chrome (spec 2). A signed-in customer goes to /mystudio. */
export const SignInPage = () => (
  <RedirectWhenSignedIn>
    <div className={styles.page}>
      <AuthPanel title={messages.authScreens.signInTitle}>
        <SignInForm />
      </AuthPanel>
    </div>
  </RedirectWhenSignedIn>
);
