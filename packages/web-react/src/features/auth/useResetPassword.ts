import { useState, type FormEvent } from 'react';
import { appError, messages } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { INVALID_RESET_TOKEN, isInvalidLink, resetErrors, type ResetErrors } from './resetPassword.rules.js';
import { usePasswordPolicy } from './usePasswordPolicy.js';

/** Where the new-password form stands. */
export type ResetOutcome =
  | { readonly kind: 'editing' | 'saving' | 'done' | 'invalidLink' }
  | { readonly kind: 'failed'; readonly message: string };

const invalidLink = () => appError(INVALID_RESET_TOKEN, messages.auth.resetLinkInvalid, 401);

/**
 * The new-password form of /recuperar/nueva: checks the policy and the
 * confirmation, then sends the token and the password to the server. A
 * missing, used or expired token reads 'El enlace … no es válido o ya expiró.'
 */
export const useResetPassword = (token: string | null) => {
  const { confirmPasswordReset } = useServices();
  const policy = usePasswordPolicy();
  const alerts = useAlerts();
  const [values, setValues] = useState({ password: '', password_confirm: '' });
  const [errors, setErrors] = useState<ResetErrors>({});
  const [outcome, setOutcome] = useState<ResetOutcome>(token ? { kind: 'editing' } : { kind: 'invalidLink' });

  const send = async (password: string) => {
    setOutcome({ kind: 'saving' });
    const result = token && confirmPasswordReset ? await confirmPasswordReset(token, password) : { ok: false as const, error: invalidLink() };
    if (result.ok) {
      setOutcome({ kind: 'done' });
      alerts.success(messages.auth.passwordChanged);
    } else {
      setOutcome(isInvalidLink(result.error) ? { kind: 'invalidLink' } : { kind: 'failed', message: result.error.message });
      alerts.error(isInvalidLink(result.error) ? messages.auth.resetLinkInvalid : result.error.message);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = resetErrors(values.password, values.password_confirm, policy);
    setErrors(found);
    if (Object.keys(found).length === 0) void send(values.password);
  };

  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  return { values, errors, outcome, set, submit };
};
