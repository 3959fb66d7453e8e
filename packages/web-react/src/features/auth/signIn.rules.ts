import { isBlank, messages, validateEmail } from '@estudio/core';

/** Errors of the sign-in fields, by field; empty when the form may be sent. */
export interface SignInErrors {
  readonly email?: string;
  readonly password?: string;
}

/** Checks the sign-in form before calling the identity provider: nothing is sent while it is invalid. */
export const signInErrors = (email: string, password: string): SignInErrors => {
  const checked = validateEmail(email);
  return {
    ...(isBlank(email) ? { email: messages.forms.fillField } : checked.ok ? {} : { email: checked.error.message }),
    ...(password === '' ? { password: messages.forms.fillField } : {}),
  };
};

/** True when no field has an error. */
export const isValidSignIn = (errors: SignInErrors): boolean => !errors.email && !errors.password;
