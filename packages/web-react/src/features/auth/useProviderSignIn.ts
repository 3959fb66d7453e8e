import { useState } from 'react';
import { appError, err, messages, type IdentityUser, type Result } from '@estudio/core';
import { useSession } from '../../app/session.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { providerFailureText } from './firebaseSignIn.rules.js';

/** What {@link useProviderSignIn} gives a button. */
export interface ProviderSignIn {
  /** The provider's own step (the popup) is under way. */
  readonly pending: boolean;
  /** The provider's failure to show, or null (also when the person cancelled). */
  readonly error: string | null;
  /** Runs the provider's sign-in; call it straight from the click, so the browser lets the popup open. */
  run(signIn: () => Promise<Result<IdentityUser>>): void;
}

const unexpected = () => err(appError('auth/unknown', messages.common.genericError));

/**
 * A sign-in the provider makes by itself (Google's popup), then handed to
 * the session, which loads the customer like after a password. `onSubmitted`
 * runs when the session takes over, so the form shows its failures (a
 * profile that cannot load) as it does a password's.
 */
export const useProviderSignIn = (onSubmitted: () => void): ProviderSignIn => {
  const session = useSession();
  const alerts = useAlerts();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (signIn: () => Promise<Result<IdentityUser>>) => {
    setError(null);
    setPending(true);
    void signIn()
      .catch(unexpected)
      .then((result) => {
        setPending(false);
        if (result.ok) {
          onSubmitted();
          session.providerSignedIn(result.value);
          return;
        }
        const text = providerFailureText(result.error);
        setError(text);
        if (text !== null) alerts.error(text);
      });
  };
  return { pending, error, run };
};
