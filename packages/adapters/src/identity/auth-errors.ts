import { appError, messages, type AppError } from '@estudio/core';

/** The provider codes the screens tell apart (spec 8, Sign-in and sign-up). */
export const authCodes = {
  userNotFound: 'auth/user-not-found',
  wrongPassword: 'auth/wrong-password',
  emailInUse: 'auth/email-already-in-use',
  weakPassword: 'auth/weak-password',
  invalidEmail: 'auth/invalid-email',
  tooManyRequests: 'auth/too-many-requests',
} as const;

/** The spec's Spanish text for each code; any other code keeps the provider's own text (spec 8). */
const authMessages: Readonly<Record<string, string>> = {
  [authCodes.userNotFound]: messages.auth.userNotFound,
  [authCodes.wrongPassword]: messages.auth.wrongPassword,
  [authCodes.emailInUse]: messages.auth.signupConflict,
  [authCodes.invalidEmail]: messages.auth.invalidEmail,
  [authCodes.tooManyRequests]: messages.auth.tooManyAttempts,
};

/** An identity failure with the spec's message for its code, else `fallback`. */
export const authError = (code: string, fallback: string, status?: number): AppError =>
  appError(code, authMessages[code] ?? fallback, status);

/** Gives an error from the server's provider the spec's message for its code. */
export const withAuthMessage = (error: AppError): AppError => authError(error.code, error.message, error.status);

/** A token the provider answered that cannot be read: the session cannot start. */
export const invalidTokenError = (): AppError => appError('auth/invalid-token', messages.auth.invalidToken);
