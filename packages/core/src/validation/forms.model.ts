import type { PasswordPolicy } from '../ports/identity.ports.js';
import type { AppError } from '../shared/result.js';

/** Spec 3, Form field types. */
export const FORM_FIELD_TYPES = [
  'file',
  'date',
  'datetime',
  'datetime-local',
  'text',
  'time',
  'email',
  'number',
  'boolean',
  'password',
  'birthdate',
  'image',
  'multiple-images',
  'phone',
  'select',
  'creatable-select',
  'textarea',
  'address',
  'location',
  'user',
] as const;

/** The type of a dynamic form field. */
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** The part of a form field (spec 3, form_fields) that validation reads. */
export interface FormFieldRule {
  /** Where the value lives in the form's values. */
  readonly key: string;
  readonly label: string;
  readonly type: FormFieldType | (string & {});
  readonly required?: boolean | null;
  readonly order?: number | null;
}

/** A form's values by field key, and the files picked for file and image fields. */
export interface FormInput {
  readonly values: Readonly<Record<string, unknown>>;
  readonly files?: Readonly<Record<string, unknown>>;
}

/** The outcome of checking a dynamic form on submit (spec 5, Dynamic form fields). */
export interface FormValidation {
  readonly ok: boolean;
  /** The error of each failing field, by key. */
  readonly errors: Readonly<Record<string, AppError>>;
  /** The values to save: numbers stored as absolute values. */
  readonly values: Readonly<Record<string, unknown>>;
  /** 'Revisa el campo: {label}' for one failing field, 'Revisa los campos faltantes o inválidos.' for several. */
  readonly summary: AppError | null;
}

/**
 * The sign-up form as a view holds it (spec 3, Customer; spec 5, Sign-up).
 * The session context's `SignUpForm` has this shape.
 */
export interface SignUpFields {
  readonly name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly password_confirm: string;
  /** The value 'Otro' makes `other` required. */
  readonly signup_reason?: string | null;
  readonly other?: string | null;
  /** The terms checkbox. */
  readonly accepted_terms?: boolean;
}

/** A sign-up field that can carry an error, in the order the form shows them. */
export const SIGN_UP_FIELDS = [
  'name',
  'last_name',
  'email',
  'phone',
  'password',
  'password_confirm',
  'other',
  'terms',
] as const;

/** A sign-up field that can carry an error. */
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

/** What sign-up checks depend on besides the form. */
export interface SignUpRules {
  /** The identity provider's policy; default at least 6 characters. */
  readonly policy?: PasswordPolicy;
  /** Whether a page is required for sign-up, so the terms checkbox must be ticked. */
  readonly termsRequired?: boolean;
  /**
   * False when the identity account exists already (a provider sign-in
   * completing its customer record): no password to check. True by default.
   */
  readonly passwordRequired?: boolean;
}

/** The outcome of checking the sign-up form. */
export interface SignUpValidation {
  readonly ok: boolean;
  /** The error of each failing field. */
  readonly errors: Readonly<Partial<Record<SignUpField, AppError>>>;
  /** The first error in form order, for a single alert; null when the form may be sent. */
  readonly first: AppError | null;
}
