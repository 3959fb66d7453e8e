import { AUTH_ERRORS, validatePassword, validatePasswordsMatch, type AppError, type PasswordPolicy } from '@estudio/core';

/** The server's code for a reset link that is unknown, used or expired. */
export const INVALID_RESET_TOKEN = AUTH_ERRORS.invalidResetToken.code;

/** Errors of the new-password form, by field; empty when it may be sent. */
export interface ResetErrors {
  readonly password?: string;
  readonly password_confirm?: string;
}

/** Spec 5: the password policy, then 'Las contraseñas no coinciden'. */
export const resetErrors = (password: string, confirmation: string, policy: PasswordPolicy): ResetErrors => {
  const strong = validatePassword(password, policy);
  const same = validatePasswordsMatch(password, confirmation);
  return {
    ...(strong.ok ? {} : { password: strong.error.message }),
    ...(same.ok ? {} : { password_confirm: same.error.message }),
  };
};

/** Whether a failed reset means the link itself is no good (rather than, say, the network). */
export const isInvalidLink = (error: AppError): boolean => error.code === INVALID_RESET_TOKEN || error.status === 401;
