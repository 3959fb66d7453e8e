import {
  DEFAULT_PROFILE_FIELDS,
  addressErrors,
  fieldOptions,
  fill,
  messages,
  shownFields,
  validateDynamicForm,
  type AddressLike,
  type Customer,
  type CustomField,
  type DynamicField,
} from '@estudio/core';
import { chosenValues, errorTexts, optionOf, type FormOutcome } from '../forms/dynamicForm.rules.js';

/**
 * The e-mail on the personal card's form: the profile form does not name
 * it, and a change waits for the link sent to the new address.
 */
export const emailField = (order: number): DynamicField => ({
  key: 'email',
  label: messages.authScreens.emailLabel,
  type: 'email',
  required: true,
  order,
  className: 'col-md-6',
});

/** A customer custom field as a field of the personal form (spec 5: other types use the matching custom fields). */
export const customFieldOf = (field: CustomField, order: number): DynamicField => ({
  key: field.key,
  label: field.label,
  type: field.type,
  required: field.required,
  order,
  options: field.options,
  className: field.type === 'textarea' ? 'col-12' : 'col-md-6',
});

/**
 * What the personal card edits: the profile form's fields (name, last name
 * and phone when the studio has none), then the e-mail, then the customer
 * custom fields, in that order.
 */
export function personalFields(formFields: readonly DynamicField[] | null, customFields: readonly CustomField[]): DynamicField[] {
  const form = formFields ?? DEFAULT_PROFILE_FIELDS;
  const last = form.reduce((max, field) => Math.max(max, field.order ?? 0), 0);
  const own = customFields.filter((field) => !form.some((known) => known.key === field.key));
  return [...form, emailField(last + 1), ...own.map((field, index) => customFieldOf(field, last + 2 + index))];
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar date as a customer reads it: '18 de mayo de 1992'. A
 * birthdate is a day, not an instant: read as written, no zone moves it.
 * Null when unreadable.
 */
export function readableDate(text: unknown): string | null {
  const match = typeof text === 'string' ? CALENDAR_DATE.exec(text.trim()) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const monthName = messages.dates.months[month - 1];
  if (!monthName || day < 1 || day > 31) return null;
  return fill(messages.profileScreen.yearOf, { date: fill(messages.dates.dayOfMonth, { day, month: monthName }), year });
}

const isBlankValue = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A field's value as the view mode shows it: an option's label, a readable date, a list joined; null when blank. */
export function displayValue(field: DynamicField, value: unknown): string | null {
  if (isBlankValue(value)) return null;
  if (field.type === 'birthdate' || field.type === 'date') return readableDate(value) ?? String(value);
  if (field.type === 'creatable-select') return chosenValues(value).join(', ') || null;
  if (field.type === 'select' || field.type === 'boolean' || field.type === 'user') {
    return optionOf(fieldOptions(field), value)?.label ?? String(value);
  }
  return typeof value === 'object' ? null : String(value);
}

/** One line of the personal card's view mode. */
export interface ProfileRow {
  readonly key: string;
  readonly label: string;
  /** Null reads 'Sin capturar'. */
  readonly value: string | null;
}

/** Shown above the rows (the name is the card's heading, the photo its avatar), so not repeated as rows. */
const NOT_ROWS = new Set(['name', 'last_name', 'file', 'file_id']);
const FILE_TYPES = new Set(['file', 'image', 'multiple-images']);

/**
 * The view mode's rows: every field the form shows for her values
 * (preconditions at work: 'Cuéntanos' only when the reason is 'Otro'), her
 * name and files aside, each with its value as she reads it. The e-mail
 * leads, under her name: it is how she signs in.
 */
export function personalRows(fields: readonly DynamicField[], values: Readonly<Record<string, unknown>>): ProfileRow[] {
  const rows = shownFields(fields, values)
    .filter((field) => !NOT_ROWS.has(field.key) && !FILE_TYPES.has(field.type))
    .map((field) => ({ key: field.key, label: field.label, value: displayValue(field, values[field.key]) }));
  return [...rows.filter((row) => row.key === 'email'), ...rows.filter((row) => row.key !== 'email')];
}

/** Her initials for the avatar without a photo: 'MT' for Mariana Torres. */
export function initialsOf(name: string | null | undefined, lastName: string | null | undefined): string {
  const first = (text: string | null | undefined) => [...(text ?? '').trim()][0]?.toUpperCase() ?? '';
  return `${first(name)}${first(lastName)}` || '?';
}

const part = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const joined = (parts: readonly string[], separator: string): string => parts.filter(Boolean).join(separator);

/**
 * An address as the view mode writes it, one line per part: street and
 * numbers, neighbourhood and postal code, then city, state and country.
 * Empty lines are left out.
 */
export function addressLines(address: AddressLike): string[] {
  const street = joined([part(address.street), part(address.number)], ' ');
  const interior = part(address.interior_number);
  const first = joined([street, interior ? `Int. ${interior}` : ''], ', ');
  const second = joined([part(address.neighborhood), part(address.zip_code) ? `C.P. ${part(address.zip_code)}` : ''], ', ');
  const third = joined([part(address.city), part(address.state), part(address.country)], ', ');
  return [first, second, third].filter(Boolean);
}

/**
 * The address form's refusal, or null when it may be sent: form 6's checks
 * (preconditions and types at work), with spec 5's own words for a missing
 * city, state or country ('Debes agregar tu ciudad.' …).
 */
export function addressOutcome(fields: readonly DynamicField[], values: Readonly<Record<string, unknown>>): FormOutcome | null {
  const validation = validateDynamicForm(fields, { values });
  const missing = errorTexts(addressErrors(values as Parameters<typeof addressErrors>[0]));
  const errors = { ...errorTexts(validation.errors), ...missing };
  if (validation.ok && Object.keys(missing).length === 0) return null;
  const count = Object.keys(errors).length;
  const only = fields.find((field) => field.key === Object.keys(errors)[0]);
  const summary = count === 1 && only ? fill(messages.forms.checkField, { label: only.label }) : messages.forms.checkFields;
  return { errors, summary };
}

/**
 * The largest upload POST /files takes: core's `limits.uploadBytes`,
 * written here because that module defines the API's schemas, and
 * importing it would bring zod into this chunk. A test keeps the two equal.
 */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** What a photo must be before it is sent: an image (the server takes JPG, PNG, WebP or GIF) of at most the upload limit. */
export function photoProblem(file: { readonly size: number; readonly type: string }): string | null {
  if (!file.type.startsWith('image/')) return messages.profile.photoNotImage;
  if (file.size > PHOTO_MAX_BYTES) return messages.files.tooLarge;
  return null;
}

/** True when the form's e-mail is a new address (trimmed, any case), not hers again nor blank. */
export const emailChanged = (customer: Pick<Customer, 'email'>, typed: unknown): boolean => {
  const email = typeof typed === 'string' ? typed.trim().toLowerCase() : '';
  return email !== '' && email !== customer.email.trim().toLowerCase();
};
