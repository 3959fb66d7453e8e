import { messages } from '../../messages/index.js';
import { CUSTOMER_EMAIL_CODES } from './customer-email.codes.js';
import { SESSION_ERROR_CODES } from './session.codes.js';
import { entry, type ErrorArea } from './entry.js';

/** The customer record: her profile, her e-mail, her phone. */
export const CUSTOMER_ERRORS = {
  /** The caller has no customer record (GET /customer: sign-up is not complete). */
  notFound: entry(() => SESSION_ERROR_CODES.customerNotFound, 404, () => messages.profile.notFound),
  /** The customer the team names does not exist. */
  notFoundAdmin: entry(() => SESSION_ERROR_CODES.customerNotFound, 404, () => messages.admin.customerNotFound),
  alreadyExists: entry('customer/already-exists', 409, () => messages.auth.signupConflict),
  emailTaken: entry(() => CUSTOMER_EMAIL_CODES.emailTaken, 409, () => messages.customerAdmin.emailTaken),
  phoneInUse: entry('customer/phone-in-use', 409, () => messages.auth.duplicatePhone),
  /** Sign-up's own check of the phone. */
  duplicatePhone: entry(() => SESSION_ERROR_CODES.duplicatePhone, 409, () => messages.auth.duplicatePhone),
  emailChangeTooSoon: entry(() => CUSTOMER_EMAIL_CODES.emailChangeTooSoon, 429, () => messages.auth.emailChangeTooSoon),
} as const satisfies ErrorArea;
