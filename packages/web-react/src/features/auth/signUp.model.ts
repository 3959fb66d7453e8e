import {
  AUTH_ERRORS,
  messages,
  OTHER_SIGNUP_REASON,
  SESSION_ERROR_CODES,
  VALIDATION_CODES,
  type AppError,
  type Page,
  type SignUpField,
  type SignUpForm,
  type SignUpValidation,
} from '@estudio/core';

/** The sign-up form as its inputs hold it: text everywhere, the terms as a tick. */
export interface SignUpValues {
  readonly name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone: string;
  readonly birthdate: string;
  readonly instagram: string;
  readonly signup_reason: string;
  readonly other: string;
  readonly password: string;
  readonly password_confirm: string;
  readonly accepted_terms: boolean;
}

/** A blank sign-up form. */
export const EMPTY_SIGN_UP: SignUpValues = {
  name: '',
  last_name: '',
  email: '',
  phone: '',
  birthdate: '',
  instagram: '',
  signup_reason: '',
  other: '',
  password: '',
  password_confirm: '',
  accepted_terms: false,
};

/** The '¿Cómo nos conociste?' choices; 'Otro' reveals the `other` field. */
export const SIGN_UP_REASONS = messages.authScreens.signupReasons.map((reason) => ({ value: reason, label: reason }));

/** Whether the chosen reason asks for the `other` text (spec 3, Customer). */
export const wantsOther = (values: Pick<SignUpValues, 'signup_reason'>): boolean => values.signup_reason === OTHER_SIGNUP_REASON;

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** The form the session signs up with: blank optional fields as null, `other` only for 'Otro'. */
export const toSignUpForm = (values: SignUpValues, requiredPages: readonly Pick<Page, 'page_id'>[]): SignUpForm => ({
  ...values,
  birthdate: orNull(values.birthdate),
  instagram: orNull(values.instagram),
  signup_reason: orNull(values.signup_reason),
  other: wantsOther(values) ? orNull(values.other) : null,
  required_page_ids: requiredPages.map((page) => page.page_id),
});

/** Error texts by field, as the inputs show them. */
export type SignUpErrors = Partial<Record<SignUpField, string>>;

/** The texts of a validation's field errors. */
export const validationErrors = (validation: SignUpValidation): SignUpErrors =>
  Object.fromEntries(Object.entries(validation.errors).map(([field, error]) => [field, error.message]));

/**
 * The field a session failure belongs to, so it also shows under its input:
 * a phone already in use under the phone, a password the provider refused
 * under the password.
 */
export const failureField = (failure: AppError | null): SignUpField | null => {
  if (!failure) return null;
  if (failure.code === SESSION_ERROR_CODES.duplicatePhone || failure.code === VALIDATION_CODES.phone) return 'phone';
  if (failure.code === AUTH_ERRORS.weakPassword.code) return 'password';
  if (failure.code === 'auth/invalid-email') return 'email';
  return null;
};
