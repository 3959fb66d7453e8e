import { EmailField } from './EmailField.js';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { messages } from '@estudio/core';
import { useSession } from '../../app/session.js';
import { Button } from '../../ui/Button/index.js';
import { Spinner } from '../../ui/Spinner/index.js';
import { AuthPanel } from './AuthPanel.js';
import { RedirectWhenSignedIn } from './RedirectWhenSignedIn.js';
import { useEmailLinkCompletion } from './useEmailLinkCompletion.js';
import * as styles from './auth.css.js';

const text = messages.authScreens;

/** A failure that ends here: what happened, and the way back to /entrar for a new link. */
const Dead = ({ message }: { message: string }) => (
  <>
    <p role="alert" className={styles.failure}>
      {message}
    </p>
    <p className={styles.links}>
      <Link className={styles.link} to="/entrar">
        {text.backToSignIn}
      </Link>
    </p>
  </>
);

/** Asks for the address the link was sent to (another device, or a mismatch). */
const ConfirmEmail = ({ error, onConfirm }: { error: string | null; onConfirm: (email: string) => void }) => {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(email);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{text.emailLinkConfirm}</p>
      <EmailField name="email" value={email} onChange={setEmail} error={error} />
      <Button type="submit" block size="lg">
        {text.signInButton}
      </Button>
    </form>
  );
};

const Completion = () => {
  const link = useEmailLinkCompletion();
  const session = useSession();
  const { step } = link;
  if (step.kind === 'invalid') return <Dead message={text.emailLinkInvalid} />;
  if (step.kind === 'askEmail') return <ConfirmEmail error={step.error} onConfirm={link.confirm} />;
  if (step.kind === 'handedOver' && session.status === 'needsCustomer') return <Navigate to="/registro" replace />;
  if (step.kind === 'handedOver' && link.failure) return <Dead message={link.failure.message} />;
  return (
    <div className={styles.links} aria-busy="true">
      <Spinner label={text.emailLinkSigningIn} showLabel />
    </div>
  );
};

/**
 * /entrar/enlace: where an e-mail sign-in link lands (Firebase only). It
 * signs in with the stored address, or asks for it, and leaves for
 * /mystudio once the session is signed in; a new account without a
 * customer record goes to /registro to complete it. A used, expired or
 * foreign link says so, with the way back to /entrar.
 */
export const EmailLinkPage = () => (
  <RedirectWhenSignedIn>
    <div className={styles.page}>
      <AuthPanel title={text.emailLinkTitle}>
        <Completion />
      </AuthPanel>
    </div>
  </RedirectWhenSignedIn>
);
