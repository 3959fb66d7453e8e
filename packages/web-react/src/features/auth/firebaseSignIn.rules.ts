import { messages, type AppError, type IdentityProviderConfig } from '@estudio/core';

/** Where the e-mail of a pending e-mail link sign-in waits (StoragePort), so the link completes without asking again. */
export const EMAIL_FOR_LINK_KEY = 'estudio.email_for_link';

/** The screen an e-mail sign-in link opens. */
export const EMAIL_LINK_PATH = '/entrar/enlace';

/** The sign-in ways the studio's identity configuration offers besides e-mail and password. */
export interface ProviderOptions {
  readonly google: boolean;
  readonly emailLink: boolean;
}

/**
 * What /appconfig's `identity_provider` enables: Google and the e-mail
 * link exist only with Firebase; the server's own provider offers neither.
 */
export const providerOptions = (config: IdentityProviderConfig): ProviderOptions =>
  config.provider === 'firebase'
    ? { google: config.social.includes('google'), emailLink: config.emailLink }
    : { google: false, emailLink: false };

/** The address an e-mail link sends the person back to, on this site. */
export const emailLinkUrl = (origin: string): string => `${origin}${EMAIL_LINK_PATH}`;

/** The full address of the current screen, as the e-mail link opened it. */
export const currentHref = (origin: string, location: { pathname: string; search: string; hash: string }): string =>
  `${origin}${location.pathname}${location.search}${location.hash}`;

// The person closed the popup, or opened a second one: they changed their mind, nothing failed.
const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/** The text to show for a failed Google or e-mail link sign-in, or null when the person cancelled it. */
export const providerFailureText = (error: AppError): string | null => {
  if (CANCELLED.has(error.code)) return null;
  if (error.code === 'auth/popup-blocked') return messages.authScreens.popupBlocked;
  return error.message.trim() === '' ? messages.common.genericError : error.message;
};

// Firebase's answers for a link that was used, has expired, or is not one of its sign-in links.
const INVALID_LINK = new Set(['auth/invalid-action-code', 'auth/expired-action-code', 'auth/argument-error']);

/** True when the e-mail link itself can no longer sign anyone in: a new one is needed. */
export const isInvalidSignInLink = (error: AppError): boolean => INVALID_LINK.has(error.code);
