import { messages } from '@estudio/core';
import type { FirebaseIdentity } from '@estudio/adapters';
import { useSession } from '../../app/session.js';
import { Button } from '../../ui/Button/index.js';
import { EmailLinkOption } from './EmailLinkOption.js';
import { useFirebaseSignIn } from './useFirebaseSignIn.js';
import { useProviderSignIn } from './useProviderSignIn.js';
import * as authStyles from './auth.css.js';
import * as styles from './providers.css.js';

const text = messages.authScreens;

/** Props of {@link ProviderSignIn}. */
export interface ProviderSignInProps {
  /** Called when a provider hands someone to the session, so the form shows the session's failures. */
  readonly onSubmitted: () => void;
}

const GoogleButton = ({ identity, onSubmitted }: ProviderSignInProps & { identity: FirebaseIdentity }) => {
  const session = useSession();
  const google = useProviderSignIn(onSubmitted);
  return (
    <>
      {google.error ? (
        <p role="alert" className={authStyles.failure}>
          {google.error}
        </p>
      ) : null}
      <Button
        variant="secondary"
        block
        size="lg"
        busy={google.pending || session.status === 'checkingCustomer'}
        // Until the session knows who is there, a new sign-in could cross the one being restored.
        disabled={session.busy}
        onClick={() => google.run(() => identity.signInWithGoogle())}
      >
        {text.continueWithGoogle}
      </Button>
    </>
  );
};

/**
 * The sign-in ways the Firebase configuration turns on, under the password
 * form: 'Continuar con Google' and 'Recibir un enlace por correo'. With the
 * server's own provider, or with neither turned on, nothing shows.
 */
export const ProviderSignIn = ({ onSubmitted }: ProviderSignInProps) => {
  const firebase = useFirebaseSignIn();
  if (firebase === null || (!firebase.google && !firebase.emailLink)) return null;
  return (
    <div className={styles.providers}>
      <p className={styles.separator}>{text.orSeparator}</p>
      {firebase.google ? <GoogleButton identity={firebase.identity} onSubmitted={onSubmitted} /> : null}
      {firebase.emailLink ? <EmailLinkOption identity={firebase.identity} /> : null}
    </div>
  );
};
