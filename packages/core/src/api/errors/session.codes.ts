import { UNEXPECTED_FAILURE_CODE } from './failure.codes.js';

/** Stable codes of the failures the session shows (the identity ones are the provider's). */
export const SESSION_ERROR_CODES = {
  userNotFound: 'auth/user-not-found',
  wrongPassword: 'auth/wrong-password',
  emailInUse: 'auth/email-already-in-use',
  duplicatePhone: 'customer/duplicate-phone',
  customerNotFound: 'customer/not-found',
  unexpected: UNEXPECTED_FAILURE_CODE,
} as const;
