import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { messages, validateEmail } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { currentHref, EMAIL_FOR_LINK_KEY, isInvalidSignInLink, providerFailureText } from './firebaseSignIn.rules.js';
import { useFirebaseSignIn, type FirebaseSignIn } from './useFirebaseSignIn.js';
import { useSubmitFailure, type SubmitFailure } from './useSubmitFailure.js';

/** Where completing an e-mail link stands. */
export type EmailLinkStep =
  /** Waiting for the session to know who is there before signing anyone in. */
  | { readonly kind: 'waiting' }
  /** Not a sign-in link, or one already used or expired. */
  | { readonly kind: 'invalid' }
  /** No stored address (the link was opened on another device), or the one given did not match. */
  | { readonly kind: 'askEmail'; readonly error: string | null }
  | { readonly kind: 'signingIn' }
  /** Handed to the session, which loads the customer. */
  | { readonly kind: 'handedOver' };

/** What the /entrar/enlace screen renders from. */
export interface EmailLinkCompletion {
  readonly step: EmailLinkStep;
  /** The session's failure after the hand-over (a profile that cannot load). */
  readonly failure: SubmitFailure['error'];
  /** Completes with an address the person typed. */
  confirm(email: string): void;
}

const firstStep = (firebase: FirebaseSignIn | null, href: string): EmailLinkStep =>
  firebase !== null && firebase.identity.isSignInLink(href) ? { kind: 'waiting' } : { kind: 'invalid' };

/**
 * Completes an e-mail link sign-in: with the address stored when the link
 * was sent, or one the person types; then the session loads the customer.
 * It waits for the session to finish restoring first, so the two sign-ins
 * never cross.
 */
export const useEmailLinkCompletion = (): EmailLinkCompletion => {
  const firebase = useFirebaseSignIn();
  const { storage } = useServices();
  const session = useSession();
  const failure = useSubmitFailure();
  const location = useLocation();
  const href = currentHref(window.location.origin, location);
  const [step, setStep] = useState<EmailLinkStep>(() => firstStep(firebase, href));
  const began = useRef(false);

  const complete = async (email: string) => {
    if (firebase === null) return;
    setStep({ kind: 'signingIn' });
    const result = await firebase.identity.signInWithEmailLink(email, href);
    if (result.ok) {
      storage.remove(EMAIL_FOR_LINK_KEY);
      failure.submitted();
      session.providerSignedIn(result.value);
      setStep({ kind: 'handedOver' });
    } else if (isInvalidSignInLink(result.error)) {
      setStep({ kind: 'invalid' });
    } else {
      setStep({ kind: 'askEmail', error: providerFailureText(result.error) ?? messages.common.genericError });
    }
  };

  const restoring = session.status === 'restoring';
  useEffect(() => {
    if (began.current || restoring || step.kind !== 'waiting') return;
    // Once per link, even when React runs effects twice.
    began.current = true;
    const stored = storage.get(EMAIL_FOR_LINK_KEY);
    if (stored === null) setStep({ kind: 'askEmail', error: null });
    else void complete(stored);
  });

  const confirm = (email: string) => {
    const checked = validateEmail(email);
    if (checked.ok) void complete(checked.value);
    else setStep({ kind: 'askEmail', error: checked.error.message });
  };

  return { step, failure: failure.error, confirm };
};
