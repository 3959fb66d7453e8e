import { messages } from '../../messages/index.js';
import { CUSTOMER_EMAIL_CODES } from './customer-email.codes.js';
import { SESSION_ERROR_CODES } from './session.codes.js';
import { ID_TOKEN_EXPIRED } from './token.codes.js';
import { entry, type ErrorArea } from './entry.js';

/** The identity: tokens, sign-in, sign-up, passwords (the provider's codes, which the contract keeps). */
export const AUTH_ERRORS = {
  invalidToken: entry('auth/invalid-token', 401, () => messages.auth.invalidToken),
  missingToken: entry('auth/missing-token', 401, () => messages.auth.invalidToken),
  forbidden: entry('auth/forbidden', 403, () => messages.auth.forbidden),
  idTokenExpired: entry(ID_TOKEN_EXPIRED, 401, () => messages.auth.sessionExpired),
  /** Firebase's code for a revoked ID token; the server answers it as `idTokenExpired`. */
  idTokenRevoked: entry('auth/id-token-revoked', 401, () => messages.auth.sessionExpired),
  invalidRefreshToken: entry('auth/invalid-refresh-token', 401, () => messages.auth.sessionExpired),
  invalidResetToken: entry('auth/invalid-reset-token', 401, () => messages.auth.resetLinkInvalid),
  /** A template: `{min}` is filled by whoever answers it. */
  weakPassword: entry('auth/weak-password', 400, () => messages.auth.passwordTooShort),
  providerDisabled: entry('auth/provider-disabled', 404, () => messages.auth.providerDisabled),
  userNotFound: entry(() => SESSION_ERROR_CODES.userNotFound, 401, () => messages.auth.userNotFound),
  wrongPassword: entry(() => SESSION_ERROR_CODES.wrongPassword, 401, () => messages.auth.wrongPassword),
  /** A new e-mail sent with a wrong current password. */
  currentPasswordWrong: entry(() => SESSION_ERROR_CODES.wrongPassword, 403, () => messages.auth.currentPasswordWrong),
  /** A new e-mail sent without her current password. */
  passwordRequired: entry(() => CUSTOMER_EMAIL_CODES.passwordRequired, 400, () => messages.auth.currentPasswordRequired),
  /** An account the studio opened for her, with no password yet. */
  passwordNotSet: entry('auth/password-not-set', 401, () => messages.auth.passwordNotSet),
  emailInUse: entry(() => SESSION_ERROR_CODES.emailInUse, 409, () => messages.auth.signupConflict),
  /** Firebase Admin's code for an e-mail another account has. */
  emailAlreadyExists: entry('auth/email-already-exists', 409, () => messages.customerAdmin.emailTaken),
  /** The e-mail change's confirmation link is unknown, used or expired. */
  invalidEmailToken: entry(() => CUSTOMER_EMAIL_CODES.invalidEmailToken, 400, () => messages.auth.emailChangeLinkInvalid),
} as const satisfies ErrorArea;
