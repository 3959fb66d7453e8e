import { DateTime } from 'luxon';
import { fill, messages } from '../messages/index.js';
import { appError, err, ok, type AppError, type Result } from '../shared/result.js';
import type {
  FormFieldRule,
  FormInput,
  FormValidation,
  SignUpField,
  SignUpFields,
  SignUpRules,
  SignUpValidation,
} from './forms.model.js';
import { SIGN_UP_FIELDS } from './forms.model.js';
import { OTHER_REASON } from './patterns.js';
import {
  DEFAULT_PASSWORD_POLICY,
  VALIDATION_CODES,
  isBlank,
  isValidPhone,
  validateEmail,
  validatePassword,
  validatePasswordsMatch,
  validatePhone,
  validateTerms,
} from './validation.rules.js';

const fail = (code: string, message: string): Result<never> => err(appError(code, message));
const fillField = (): Result<never> => fail(VALIDATION_CODES.required, messages.forms.fillField);

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** A number typed or picked in a form, or null when the value is not numeric. */
function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !NUMBER_TEXT.test(value.trim())) return null;
  return Number(value.trim());
}

/** Spec 5: numbers are stored as absolute values. Null when the value is not numeric. */
export function normalizeNumber(value: unknown): number | null {
  const number = readNumber(value);
  return number === null ? null : Math.abs(number);
}

/** Whether a value is a readable date or date-time (ISO text, epoch ms or a valid Date). */
export function isValidDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) && DateTime.fromMillis(value).isValid;
  return typeof value === 'string' && DateTime.fromISO(value.trim()).isValid;
}

type FieldCheck = (value: unknown, file: unknown) => Result<unknown>;

const nonEmpty: FieldCheck = (value) => (isBlank(value) ? fillField() : ok(value));

const date: FieldCheck = (value) => {
  if (isBlank(value)) return fillField();
  return isValidDate(value) ? ok(value) : fail(VALIDATION_CODES.date, messages.forms.invalidDate);
};

const upload: FieldCheck = (value, file) =>
  isBlank(value) && isBlank(file) ? fail(VALIDATION_CODES.file, messages.forms.uploadFile) : ok(value);

const phone: FieldCheck = (value) => {
  if (isBlank(value)) return fillField();
  return typeof value === 'string' && isValidPhone(value) ? ok(value) : fail(VALIDATION_CODES.phone, messages.forms.phoneFormat);
};

/** A select needs a value; false (a 'No' option) is one. */
const select: FieldCheck = (value) =>
  isBlank(value) ? fail(VALIDATION_CODES.select, messages.forms.selectOption) : ok(value);

const creatable: FieldCheck = (value) =>
  Array.isArray(value) && value.length > 0 ? ok(value) : fail(VALIDATION_CODES.select, messages.forms.selectOption);

const number: FieldCheck = (value) => {
  if (isBlank(value)) return fillField();
  const parsed = readNumber(value);
  return parsed === null || parsed < 0 ? fail(VALIDATION_CODES.number, messages.forms.invalidNumber) : ok(Math.abs(parsed));
};

const email: FieldCheck = (value) => (isBlank(value) ? fillField() : validateEmail(String(value)));

/**
 * The check of each field type (spec 5, Dynamic form fields). Types the spec
 * does not name only need a value.
 */
const FIELD_CHECKS: Readonly<Record<string, FieldCheck>> = {
  text: nonEmpty,
  time: nonEmpty,
  textarea: nonEmpty,
  date,
  datetime: date,
  'datetime-local': date,
  birthdate: date,
  file: upload,
  image: upload,
  'multiple-images': upload,
  phone,
  select,
  boolean: select,
  'creatable-select': creatable,
  number,
  email,
};

/**
 * Checks one field's value. Only required fields are checked (spec 5); an
 * optional field passes as it is, except that numbers are stored absolute.
 */
export function checkField(field: FormFieldRule, value: unknown, file?: unknown): Result<unknown> {
  if (!field.required) {
    const absolute = field.type === 'number' ? normalizeNumber(value) : null;
    return ok(absolute ?? value);
  }
  const check = Object.prototype.hasOwnProperty.call(FIELD_CHECKS, field.type) ? FIELD_CHECKS[field.type] : nonEmpty;
  return (check ?? nonEmpty)(value, file);
}

/** Spec 5: a non-required field is labelled '(Opcional)'. */
export const fieldLabel = (field: FormFieldRule): string =>
  field.required ? field.label : `${field.label} ${messages.forms.optional}`;

/** Spec 5: user_id is hidden unless the form has a user select. Sorted by order. */
export function visibleFields<F extends FormFieldRule>(fields: readonly F[]): F[] {
  const hasUserSelect = fields.some((field) => field.type === 'user');
  return fields
    .filter((field) => hasUserSelect || field.key !== 'user_id')
    .map((field, index) => ({ field, index }))
    .sort((a, b) => (a.field.order ?? 0) - (b.field.order ?? 0) || a.index - b.index)
    .map(({ field }) => field);
}

/** The alert for the failing fields on submit: one names its label, several are summed up. */
export function formSummary(failing: readonly FormFieldRule[]): AppError | null {
  const [only, ...others] = failing;
  if (!only) return null;
  const message = others.length === 0 ? fill(messages.forms.checkField, { label: only.label }) : messages.forms.checkFields;
  return appError(VALIDATION_CODES.form, message);
}

/** Checks a whole dynamic form on submit (spec 5). */
export function validateForm(fields: readonly FormFieldRule[], input: FormInput): FormValidation {
  const errors: Record<string, AppError> = {};
  const values: Record<string, unknown> = { ...input.values };
  const failing: FormFieldRule[] = [];
  for (const field of fields) {
    const result = checkField(field, input.values[field.key], input.files?.[field.key]);
    if (result.ok) {
      if (field.key in values) values[field.key] = result.value;
    } else {
      errors[field.key] = result.error;
      failing.push(field);
    }
  }
  return { ok: failing.length === 0, errors, values, summary: formSummary(failing) };
}

/** Text folded for search: lower case, accents removed. */
export const foldSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Spec 5: select search ignores case and accents and matches anywhere. An empty query matches all. */
export const matchesSearch = (option: string, query: string): boolean =>
  foldSearch(option).includes(foldSearch(query.trim()));

/** The options whose label matches the query, in their order. */
export const filterOptions = <T>(options: readonly T[], query: string, label: (option: T) => string = String): T[] =>
  options.filter((option) => matchesSearch(label(option), query));

type SignUpCheck = (form: SignUpFields, rules: SignUpRules) => Result<unknown>;

const SIGN_UP_CHECKS: Readonly<Record<SignUpField, SignUpCheck>> = {
  name: (form) => nonEmpty(form.name, undefined),
  last_name: (form) => nonEmpty(form.last_name, undefined),
  email: (form) => (isBlank(form.email) ? fillField() : validateEmail(form.email)),
  phone: (form) => validatePhone(form.phone),
  password: (form, rules) =>
    rules.passwordRequired === false ? ok(null) : validatePassword(form.password, rules.policy ?? DEFAULT_PASSWORD_POLICY),
  password_confirm: (form, rules) =>
    rules.passwordRequired === false ? ok(null) : validatePasswordsMatch(form.password, form.password_confirm),
  other: (form) => (form.signup_reason?.trim() === OTHER_REASON ? nonEmpty(form.other, undefined) : ok(null)),
  terms: (form, rules) => validateTerms(form.accepted_terms === true, rules.termsRequired === true),
};

/**
 * Checks the sign-up form before any call (spec 5, Sign-up): every field's
 * error, and the first in form order for a single alert.
 */
export function validateSignUpForm(form: SignUpFields, rules: SignUpRules = {}): SignUpValidation {
  const errors: Partial<Record<SignUpField, AppError>> = {};
  for (const field of SIGN_UP_FIELDS) {
    const result = SIGN_UP_CHECKS[field](form, rules);
    if (!result.ok) errors[field] = result.error;
  }
  const first = SIGN_UP_FIELDS.map((field) => errors[field]).find((error) => error !== undefined) ?? null;
  return { ok: first === null, errors, first };
}
