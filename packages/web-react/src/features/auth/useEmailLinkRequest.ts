import { useState, type FormEvent } from 'react';
import { messages, validateEmail } from '@estudio/core';
import type { FirebaseIdentity } from '@estudio/adapters';
import { useServices } from '../../app/services.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { EMAIL_FOR_LINK_KEY, emailLinkUrl, providerFailureText } from './firebaseSignIn.rules.js';

type Outcome = { readonly kind: 'idle' | 'sending' | 'sent' } | { readonly kind: 'failed'; readonly message: string };

/** What the e-mail link option renders from. */
export interface EmailLinkRequest {
  readonly email: string;
  readonly error: string | null;
  readonly outcome: Outcome;
  setEmail(email: string): void;
  submit(event: FormEvent): void;
}

/**
 * Asks Firebase to e-mail a sign-in link back to /entrar/enlace. The address
 * is kept in storage, so the link opened on this device signs in without
 * asking for it again.
 */
export const useEmailLinkRequest = (identity: FirebaseIdentity): EmailLinkRequest => {
  const { storage } = useServices();
  const alerts = useAlerts();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const send = async (address: string) => {
    setOutcome({ kind: 'sending' });
    const result = await identity.sendSignInLink(address, { url: emailLinkUrl(window.location.origin) });
    if (result.ok) {
      storage.set(EMAIL_FOR_LINK_KEY, address);
      setOutcome({ kind: 'sent' });
      alerts.success(messages.authScreens.emailLinkSent);
      return;
    }
    const message = providerFailureText(result.error) ?? messages.common.genericError;
    setOutcome({ kind: 'failed', message });
    alerts.error(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEmail(email);
    setError(checked.ok ? null : checked.error.message);
    if (checked.ok) void send(checked.value);
  };

  return { email, error, outcome, setEmail, submit };
};
