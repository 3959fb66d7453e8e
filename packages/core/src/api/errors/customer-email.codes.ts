import { FILE_CODES } from './file.codes.js';
import { SESSION_ERROR_CODES } from './session.codes.js';

/** Stable codes of the e-mail change and the profile photo (PUT /customer, POST /customer/email/confirm). */
export const CUSTOMER_EMAIL_CODES = {
  /** The new e-mail belongs to another customer or account (409). */
  emailTaken: 'customer/email-taken',
  /** A new e-mail sent without her current password (400; server identity). */
  passwordRequired: 'auth/password-required',
  /** A new e-mail sent with a wrong current password (403; server identity). */
  wrongPassword: SESSION_ERROR_CODES.wrongPassword,
  /** The confirmation link is unknown, used or expired (400). */
  invalidEmailToken: 'auth/invalid-email-token',
  /** The photo is no image of hers (404). */
  photoNotFound: FILE_CODES.notFound,
  /** The photo is a file of hers that is not an image (400). */
  photoNotImage: 'file/not-image',
  /** A new link was asked for less than a minute after the last one (429). */
  emailChangeTooSoon: 'customer/email-change-too-soon',
} as const;
