import { appError, AUTH_ERRORS, errorOf, messages, type AppError } from '@estudio/core';

/**
 * The provider codes the screens tell apart (spec 8, Sign-in and sign-up).
 * Our sign-in API mirrors Firebase's codes by design, so the shared ones are
 * the table's; invalid-email and too-many-requests are Firebase's alone.
 */
export const authCodes = {
  userNotFound: AUTH_ERRORS.userNotFound.code,
  wrongPassword: AUTH_ERRORS.wrongPassword.code,
  emailInUse: AUTH_ERRORS.emailInUse.code,
  weakPassword: AUTH_ERRORS.weakPassword.code,
  invalidEmail: 'auth/invalid-email',
  tooManyRequests: 'auth/too-many-requests',
} as const;

/** The spec's Spanish text for each code; any other code keeps the provider's own text (spec 8). */
const authMessages: Readonly<Record<string, string>> = {
  [authCodes.userNotFound]: AUTH_ERRORS.userNotFound.message,
  [authCodes.wrongPassword]: AUTH_ERRORS.wrongPassword.message,
  [authCodes.emailInUse]: AUTH_ERRORS.emailInUse.message,
  [authCodes.invalidEmail]: messages.auth.invalidEmail,
  [authCodes.tooManyRequests]: messages.auth.tooManyAttempts,
};

/** An identity failure with the spec's message for its code, else `fallback`. */
export const authError = (code: string, fallback: string, status?: number): AppError =>
  appError(code, authMessages[code] ?? fallback, status);

/** Gives an error from the server's provider the spec's message for its code. */
export const withAuthMessage = (error: AppError): AppError => authError(error.code, error.message, error.status);

/** A token the provider answered that cannot be read: the session cannot start. */
export const invalidTokenError = (): AppError => errorOf(AUTH_ERRORS.invalidToken);
