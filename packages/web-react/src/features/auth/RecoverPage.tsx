import { EmailField } from './EmailField.js';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messages, SESSION_ERROR_CODES, validateEmail, type IdentityPort } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { Button } from '../../ui/Button/index.js';
import { AuthPanel } from './AuthPanel.js';
import * as styles from './auth.css.js';

const text = messages.authScreens;

type Outcome = { readonly kind: 'idle' | 'sending' | 'sent' } | { readonly kind: 'failed'; readonly message: string };

/**
 * Asks the identity provider for the reset e-mail. An unknown address reads
 * as sent too (contract: the answer never tells whether an account exists),
 * even from a provider that reports it.
 */
const requestReset = async (identity: IdentityPort, email: string): Promise<Outcome> => {
  const result = await identity.sendPasswordReset(email);
  if (result.ok || result.error.code === SESSION_ERROR_CODES.userNotFound) return { kind: 'sent' };
  return { kind: 'failed', message: result.error.message };
};

/** The recovery form's state: the address, its error, and what the last request did. */
const useRecover = () => {
  const { identity } = useServices();
  const alerts = useAlerts();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEmail(email);
    setError(checked.ok ? null : checked.error.message);
    if (!checked.ok) return;
    setOutcome({ kind: 'sending' });
    const next = await requestReset(identity, checked.value);
    setOutcome(next);
    if (next.kind === 'sent') alerts.success(messages.auth.recoverySent);
    if (next.kind === 'failed') alerts.error(next.message);
  };
  return { email, setEmail, error, outcome, submit };
};

/** /recuperar: one e-mail field, 'Recuperar', and the way back to sign in (spec 2). */
export const RecoverPage = () => {
  const form = useRecover();
  return (
    <div className={styles.page}>
      <AuthPanel title={text.recoverTitle} intro={text.recoverIntro}>
        <form className={styles.form} onSubmit={(event) => void form.submit(event)} noValidate>
          {form.outcome.kind === 'sent' ? (
            <p role="status" className={styles.success}>
              {messages.auth.recoverySent}
            </p>
          ) : null}
          {form.outcome.kind === 'failed' ? (
            <p role="alert" className={styles.failure}>
              {form.outcome.message}
            </p>
          ) : null}
          <EmailField name="email" value={form.email} onChange={form.setEmail} error={form.error} />
          <Button type="submit" block size="lg" busy={form.outcome.kind === 'sending'}>
            {text.recoverButton}
          </Button>
          <p className={styles.links}>
            <Link className={styles.link} to="/entrar">
              {text.backToSignIn}
            </Link>
          </p>
        </form>
      </AuthPanel>
    </div>
  );
};
