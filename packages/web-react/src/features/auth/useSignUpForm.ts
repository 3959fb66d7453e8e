import { useState, type FormEvent } from 'react';
import { validateSignUpForm, type AppError } from '@estudio/core';
import { useSession } from '../../app/session.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import {
  EMPTY_SIGN_UP,
  failureField,
  toSignUpForm,
  validationErrors,
  type SignUpErrors,
  type SignUpValues,
} from './signUp.model.js';
import { usePasswordPolicy } from './usePasswordPolicy.js';
import { useRequiredPages, type RequiredPages } from './useRequiredPages.js';
import { useSubmitFailure } from './useSubmitFailure.js';

/** What the sign-up form renders from. */
export interface SignUpFormState {
  readonly values: SignUpValues;
  readonly errors: SignUpErrors;
  /** The session's failure after a submit (duplicate phone, 409, …). */
  readonly failure: AppError | null;
  readonly requiredPages: RequiredPages;
  /** A call is pending, or the required pages are still loading. */
  readonly busy: boolean;
  /**
   * The person is signed in with a provider account (Google, an e-mail
   * link) that has no customer record yet: the form completes the record,
   * with the account's e-mail and no password.
   */
  readonly completing: boolean;
  /** Leaves the provider account whose record is being completed. */
  switchAccount(): void;
  set<K extends keyof SignUpValues>(key: K, value: SignUpValues[K]): void;
  submit(event: FormEvent): void;
}

/**
 * The sign-up form's state and submit (spec 4 and 5): it checks every field
 * with core's rules first and sends nothing while one fails; otherwise the
 * session runs the sign-up (phone check, account, customer, sign-in).
 */
export const useSignUpForm = (): SignUpFormState => {
  const session = useSession({ start: 'onIntent' });
  const alerts = useAlerts();
  const failure = useSubmitFailure();
  const requiredPages = useRequiredPages();
  const policy = usePasswordPolicy();
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const completing = session.status === 'needsCustomer';
  const shown = completing ? { ...values, email: session.user?.email ?? values.email } : values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const termsRequired = requiredPages.pages.length > 0;
    const validation = validateSignUpForm(shown, { policy, termsRequired, passwordRequired: !completing });
    setErrors(validationErrors(validation));
    if (validation.first) {
      session.clearError();
      alerts.error(validation.first.message);
      return;
    }
    failure.submitted();
    session.signUp(toSignUpForm(shown, requiredPages.pages));
  };

  const field = failureField(failure.error);
  return {
    values: shown,
    errors: field && failure.error ? { ...errors, [field]: failure.error.message } : errors,
    failure: failure.error,
    requiredPages,
    busy: session.busy || requiredPages.status === 'loading',
    completing,
    switchAccount: () => session.signOut(),
    set: (key, value) => setValues((current) => ({ ...current, [key]: value })),
    submit,
  };
};
