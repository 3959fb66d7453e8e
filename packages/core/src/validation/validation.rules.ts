import { VALIDATION_CODES } from '../api/errors/validation.codes.js';
import { fill, messages } from '../messages/index.js';
import type { PasswordPolicy } from '../ports/identity.ports.js';
import { appError, err, ok, type AppError, type Result } from '../shared/result.js';
import { EMAIL_PATTERN, GUEST_NAME_MIN, PASSWORD_MIN_DEFAULT, PHONE_MAX_DIGITS, PHONE_PATTERN } from './patterns.js';

export { VALIDATION_CODES } from '../api/errors/validation.codes.js';

const fail = <T>(code: string, message: string): Result<T> => err(appError(code, message));

/** Whether a value counts as not given: null, undefined, blank text or an empty list. */
export const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Spec 5, Phone: digits only, at most 10 (a typed country prefix is dropped). */
export const phoneDigits = (input: string): string => input.replace(/\D/g, '').slice(-PHONE_MAX_DIGITS);

/** Digits a search needs before it also looks in phones: fewer match nearly everyone. */
export const PHONE_SEARCH_MIN_DIGITS = 3;

/**
 * The digits of a searched text that reads as (part of) a phone: digits and
 * the separators people type between them, nothing else. A name or an
 * e-mail with digits in it ('ana2019', 'e2e-4k9@…') is not a phone, so its
 * digits never match strangers' numbers; null when the text is no phone. A
 * typed country prefix is dropped as the stored phone drops it.
 */
export const phoneSearchDigits = (text: string): string | null => {
  if (!/^[\d\s()+.-]+$/.test(text)) return null;
  const digits = phoneDigits(text);
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : null;
};

/** Spec 5, Phone: 3 digits, 3 digits, then 4 to 6, with an optional plus and separators. */
export const isValidPhone = (input: string): boolean => PHONE_PATTERN.test(input.trim());

/** Checks a phone as typed; on success, the digits to store. */
export const validatePhone = (input: string): Result<string> =>
  isValidPhone(input) ? ok(phoneDigits(input)) : fail(VALIDATION_CODES.phone, messages.forms.phoneFormat);

/** Checks an e-mail address; on success, trimmed and in lower case. */
export function validateEmail(input: string): Result<string> {
  const email = input.trim();
  return EMAIL_PATTERN.test(email) ? ok(email.toLowerCase()) : fail(VALIDATION_CODES.email, messages.auth.invalidEmail);
}

/** Spec 5: the password policy when the identity provider states none. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: PASSWORD_MIN_DEFAULT };

/** The character classes a policy may require, as the identity providers define them. */
export const PASSWORD_CLASSES = {
  lowercase: /\p{Ll}/u,
  uppercase: /\p{Lu}/u,
  numeric: /[0-9]/,
  nonAlphanumeric: /[^\p{L}\p{N}]/u,
} as const;

/**
 * Every requirement of `policy` the password misses, in the order a user
 * fixes them: length first, then the character classes (spec 5, Password
 * policy). Lengths count characters, not UTF-16 units.
 */
export function passwordIssues(password: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): AppError[] {
  const length = [...password].length;
  const min = Math.max(policy.minLength, 0);
  const checks: [boolean, string, string][] = [
    [length < min, VALIDATION_CODES.passwordTooShort, fill(messages.auth.passwordTooShort, { min })],
    [policy.maxLength !== undefined && length > policy.maxLength, VALIDATION_CODES.passwordTooLong,
      fill(messages.auth.passwordTooLong, { max: policy.maxLength ?? 0 })],
    [!!policy.requireLowercase && !PASSWORD_CLASSES.lowercase.test(password), VALIDATION_CODES.passwordLowercase,
      messages.auth.passwordNeedsLowercase],
    [!!policy.requireUppercase && !PASSWORD_CLASSES.uppercase.test(password), VALIDATION_CODES.passwordUppercase,
      messages.auth.passwordNeedsUppercase],
    [!!policy.requireNumeric && !PASSWORD_CLASSES.numeric.test(password), VALIDATION_CODES.passwordNumeric,
      messages.auth.passwordNeedsNumber],
    [!!policy.requireNonAlphanumeric && !PASSWORD_CLASSES.nonAlphanumeric.test(password), VALIDATION_CODES.passwordSymbol,
      messages.auth.passwordNeedsSymbol],
  ];
  return checks.filter(([failed]) => failed).map(([, code, message]) => appError(code, message));
}

/** Checks a password against a policy (default: at least 6 characters); the first miss is the error. */
export function validatePassword(password: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): Result<string> {
  const [first] = passwordIssues(password, policy);
  return first ? err(first) : ok(password);
}

/** Spec 5, Sign-up: 'Las contraseñas no coinciden'. */
export const validatePasswordsMatch = (password: string, confirmation: string): Result<string> =>
  password === confirmation ? ok(password) : fail(VALIDATION_CODES.passwordMismatch, messages.auth.passwordsDontMatch);

/** Spec 5, Accepting a page: 'Debes aceptar {page} para continuar'. */
export const validatePageAcceptance = (accepted: boolean, pageName: string): Result<true> =>
  accepted ? ok(true) : fail(VALIDATION_CODES.page, fill(messages.auth.mustAcceptPage, { page: pageName }));

/** Spec 5, Sign-up: the terms checkbox when a page is required for sign-up. */
export const validateTerms = (accepted: boolean, required: boolean): Result<true> =>
  accepted || !required ? ok(true) : fail(VALIDATION_CODES.terms, messages.auth.mustAcceptTerms);

/** The fields of an address that spec 5 requires; the rest are optional. */
export interface AddressFields {
  readonly city?: string | null;
  readonly state?: string | null;
  readonly country?: string | null;
}

/** The required address fields, in the order they are checked. */
export type AddressField = keyof AddressFields;

const ADDRESS_RULES: readonly [AddressField, string, string][] = [
  ['city', VALIDATION_CODES.city, messages.profile.cityRequired],
  ['state', VALIDATION_CODES.state, messages.profile.stateRequired],
  ['country', VALIDATION_CODES.country, messages.profile.countryRequired],
];

/** Spec 5, Address: the error of each missing city, state or country. */
export function addressErrors(address: AddressFields): Partial<Record<AddressField, AppError>> {
  const missing = ADDRESS_RULES.filter(([field]) => isBlank(address[field]));
  return Object.fromEntries(missing.map(([field, code, message]) => [field, appError(code, message)]));
}

/** Spec 5, Address: city, state and country are required; the first missing one is the error. */
export function validateAddress<A extends AddressFields>(address: A): Result<A> {
  const errors = addressErrors(address);
  const first = ADDRESS_RULES.map(([field]) => errors[field]).find((error) => error !== undefined);
  return first ? err(first) : ok(address);
}

/** Spec 5, Guest reservation: at least 2 characters once trimmed; on success, the trimmed name. */
export function validateGuestName(input: string | null | undefined): Result<string> {
  const name = (input ?? '').trim();
  return [...name].length >= GUEST_NAME_MIN
    ? ok(name)
    : fail(VALIDATION_CODES.guestName, messages.reservations.guestNameRequired);
}

/** Spec 5: cancelling a subscription needs a reason; on success, the trimmed reason. */
export function validateCancelReason(input: string | null | undefined): Result<string> {
  const reason = (input ?? '').trim();
  return reason ? ok(reason) : fail(VALIDATION_CODES.cancelReason, messages.checkout.cancelReasonRequired);
}
