import { useEffect, useRef, useState } from 'react';
import type { Result } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { confirmationOf, type EmailConfirmation } from './emailConfirmation.rules.js';

/**
 * Confirms the new e-mail of the link's `token` once per token: the call is
 * kept across React's development remount, and whichever effect is mounted
 * when it answers shows the outcome. Without a token the link is invalid.
 */
export const useEmailConfirmation = (token: string | null): EmailConfirmation => {
  const { api } = useServices();
  const call = useRef<{ readonly token: string; readonly answer: Promise<Result<void>> } | null>(null);
  const [outcome, setOutcome] = useState<EmailConfirmation>(token ? { kind: 'confirming' } : { kind: 'invalidLink' });

  useEffect(() => {
    if (!token) return undefined;
    if (call.current?.token !== token) call.current = { token, answer: api.customer.confirmEmail(token) };
    let mounted = true;
    void call.current.answer.then((result) => {
      if (mounted) setOutcome(confirmationOf(result));
    });
    return () => {
      mounted = false;
    };
  }, [api, token]);

  return outcome;
};
