import { SESSION_ERROR_CODES } from '../api/errors/session.codes.js';
import type { CustomerSignupBody } from '../api/schemas/customer.schemas.js';
import { messages } from '../messages/index.js';
import type { PasswordPolicy } from '../ports/identity.ports.js';
import { validateSignUpForm } from '../validation/forms.rules.js';
import { appError, type AppError } from '../shared/result.js';
import { ID_TOKEN_EXPIRED } from './token-refresh.rules.js';
import type { SignUpCheckOptions, SignUpForm } from './session.types.js';

export { SESSION_ERROR_CODES } from '../api/errors/session.codes.js';

/** Spec 8, Sign-in: two provider codes have their own text; any other error shows its own. */
export const signInError = (error: AppError): AppError => {
  if (error.code === SESSION_ERROR_CODES.userNotFound) return { ...error, message: messages.auth.userNotFound };
  if (error.code === SESSION_ERROR_CODES.wrongPassword) return { ...error, message: messages.auth.wrongPassword };
  return error;
};

/** Spec 8, Sign-up: a 409 from the identity provider means the e-mail already has an account. */
export const isSignUpConflict = (error: AppError): boolean =>
  error.status === 409 || error.code === SESSION_ERROR_CODES.emailInUse;

/** Spec 8, Sign-up: the message for a failed identity account creation. */
export const identitySignUpError = (error: AppError): AppError =>
  isSignUpConflict(error) ? { ...error, message: messages.auth.signupConflict } : error;

/**
 * GET /customer answered that this identity has no customer record: an
 * account the provider created by itself (Google, an e-mail link) that
 * sign-up has not completed yet.
 */
export const isMissingCustomer = (error: AppError): boolean => error.code === SESSION_ERROR_CODES.customerNotFound;

/** Spec 5, Sign-up: another customer already uses this phone. */
export const duplicatePhoneError = (): AppError =>
  appError(SESSION_ERROR_CODES.duplicatePhone, messages.auth.duplicatePhone, 409);

/** Spec 4, Session: the server answered `auth/id-token-expired`. */
export const sessionExpiredError = (): AppError => appError(ID_TOKEN_EXPIRED, messages.auth.sessionExpired, 401);

/** A page as the required-page rules need it. */
export interface RequiredPageLike {
  readonly page_id: number;
  readonly required: boolean;
}

/** Spec 4, Required pages: the first required page the user has not accepted, or null. */
export const pendingRequiredPage = <P extends RequiredPageLike>(
  pages: readonly P[],
  acceptedPages: readonly { readonly page_id: number }[],
): P | null => {
  const accepted = new Set(acceptedPages.map((page) => page.page_id));
  return pages.find((page) => page.required && !accepted.has(page.page_id)) ?? null;
};

/** Spec 5, Sign-up: the ids of the pages the terms checkbox accepts. */
export const requiredPageIds = (pages: readonly RequiredPageLike[]): number[] =>
  pages.filter((page) => page.required).map((page) => page.page_id);

const blankToNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Spec 3, Customer: 'other' only means something when the reason is 'Otro'. */
export const OTHER_SIGNUP_REASON = 'Otro';

/**
 * The body of POST /customer/signup for a validated form. Blank optional
 * fields become null so the server's date and length checks see no value.
 */
export const customerSignupBody = (form: SignUpForm): CustomerSignupBody => {
  const signupReason = blankToNull(form.signup_reason);
  return {
    name: form.name.trim(),
    last_name: form.last_name.trim(),
    phone: form.phone.trim(),
    birthdate: blankToNull(form.birthdate),
    instagram: blankToNull(form.instagram),
    signup_reason: signupReason,
    other: signupReason === OTHER_SIGNUP_REASON ? blankToNull(form.other) : null,
    accepted_pages: [...form.required_page_ids],
  };
};

/** The e-mail the identity provider receives: trimmed, lower case. */
export const signUpEmail = (form: SignUpForm): string => form.email.trim().toLowerCase();

/**
 * Spec 5, Sign-up: the first failure of the form, in the order a user reads
 * it, or null. The terms must be ticked only when a page is required; the
 * password only when the sign-up creates the identity account.
 */
export const signUpFormError = (form: SignUpForm, policy: PasswordPolicy, options: SignUpCheckOptions = {}): AppError | null =>
  validateSignUpForm(form, {
    policy,
    termsRequired: form.required_page_ids.length > 0,
    passwordRequired: options.accountExists !== true,
  }).first;
