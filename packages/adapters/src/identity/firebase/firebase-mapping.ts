import { appError, fill, messages, type AppError, type IdentityUser, type PasswordPolicy } from '@estudio/core';
import { authCodes, authError } from '../auth-errors.js';
import { NETWORK_ERROR } from '../../http/http-errors.js';

/** Spec 5: the minimum when the project sets no policy. */
const DEFAULT_MIN_LENGTH = 6;

/** The requirement list of a Firebase password policy (`PasswordPolicy.customStrengthOptions`). */
export interface FirebaseStrengthOptions {
  readonly minPasswordLength?: number;
  readonly maxPasswordLength?: number;
  readonly containsLowercaseLetter?: boolean;
  readonly containsUppercaseLetter?: boolean;
  readonly containsNumericCharacter?: boolean;
  readonly containsNonAlphanumericCharacter?: boolean;
}

/** A Firebase project's password policy in core's terms. */
export const policyFromFirebase = (options: FirebaseStrengthOptions | undefined): PasswordPolicy => {
  const policy: { -readonly [K in keyof PasswordPolicy]: PasswordPolicy[K] } = {
    minLength: options?.minPasswordLength ?? DEFAULT_MIN_LENGTH,
  };
  if (options?.maxPasswordLength !== undefined) policy.maxLength = options.maxPasswordLength;
  if (options?.containsLowercaseLetter) policy.requireLowercase = true;
  if (options?.containsUppercaseLetter) policy.requireUppercase = true;
  if (options?.containsNumericCharacter) policy.requireNumeric = true;
  if (options?.containsNonAlphanumericCharacter) policy.requireNonAlphanumeric = true;
  return policy;
};

/** A Firebase user as core knows it. Accounts without e-mail (rare social ones) get an empty one. */
export const userFromFirebase = (user: { uid: string; email: string | null }): IdentityUser => ({
  uid: user.uid,
  email: user.email ?? '',
});

const codeOf = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * A Firebase Auth error as an AppError with the codes the screens know.
 * With e-mail enumeration protection Firebase answers `auth/invalid-credential`
 * for a wrong password and an unknown address alike: it reads as a wrong password.
 */
export const firebaseError = (error: unknown): AppError => {
  const code = codeOf(error);
  switch (code) {
    case authCodes.userNotFound:
      return authError(authCodes.userNotFound, messages.auth.userNotFound);
    case authCodes.wrongPassword:
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return authError(authCodes.wrongPassword, messages.auth.wrongPassword);
    case authCodes.weakPassword:
      return authError(authCodes.weakPassword, fill(messages.auth.passwordTooShort, { min: DEFAULT_MIN_LENGTH }));
    case 'auth/password-does-not-meet-requirements':
      return authError(authCodes.weakPassword, messages.forms.checkFields);
    case 'auth/network-request-failed':
      return appError(NETWORK_ERROR, messages.common.networkError);
    case null:
      return appError('auth/unknown', messages.common.genericError);
    default:
      // Firebase's own texts are English: keep its code, say it in Spanish.
      return authError(code, messages.common.genericError);
  }
};
