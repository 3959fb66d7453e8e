import { EmailField } from './EmailField.js';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { messages } from '@estudio/core';
import { useSession } from '../../app/session.js';
import { Button } from '../../ui/Button/index.js';
import { PasswordField } from '../../ui/PasswordField/index.js';
import { ProviderSignIn } from './ProviderSignIn.js';
import { isValidSignIn, signInErrors, type SignInErrors } from './signIn.rules.js';
import { useSubmitFailure } from './useSubmitFailure.js';
import * as styles from './auth.css.js';

const text = messages.authScreens;

/**
 * The e-mail and password form of /entrar and /login (spec 2), and under it
 * the ways a Firebase configuration adds (Google, e-mail link). Failures show
 * inline and through the alert display with the spec 8 texts; leaving the
 * screen on success is the page's job (RedirectWhenSignedIn). Someone signed
 * in with a provider account that has no customer record yet goes to
 * /registro, which completes it.
 */
export const SignInForm = () => {
  const session = useSession({ start: 'onIntent' });
  const failure = useSubmitFailure();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = signInErrors(email, password);
    setErrors(found);
    if (!isValidSignIn(found)) return session.clearError();
    failure.submitted();
    session.signIn(email.trim(), password);
  };

  if (session.status === 'needsCustomer') return <Navigate to="/registro" replace />;
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        {failure.error ? (
          <p role="alert" className={styles.failure}>
            {failure.error.message}
          </p>
        ) : null}
        <EmailField name="email" value={email} onChange={setEmail} error={errors.email} />
        <PasswordField label={text.passwordLabel} name="password" value={password} onChange={setPassword} error={errors.password} required />
        <Button type="submit" block size="lg" busy={session.busy}>
          {text.signInButton}
        </Button>
      </form>
      <ProviderSignIn onSubmitted={failure.submitted} />
      <div className={styles.links}>
        <Link className={styles.link} to="/recuperar">
          {text.forgotPassword}
        </Link>
        <Link className={styles.link} to="/registro">
          {text.noAccount}
        </Link>
      </div>
    </>
  );
};
