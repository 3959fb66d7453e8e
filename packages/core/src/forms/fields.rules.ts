import { fieldLabel, normalizeNumber, validateForm } from '../validation/forms.rules.js';
import type { FormInput, FormValidation } from '../validation/forms.model.js';
import { FORM_PRESENTATION, type DynamicField, type FieldControl, type FieldPresentation } from './forms.model.js';
import { fieldOptions } from './options.rules.js';
import { hiddenKeys, shownFields } from './precondition.rules.js';

/** The `input` type of each type drawn as a plain input. */
const INPUT_TYPES: Readonly<Record<string, string>> = {
  text: 'text',
  email: 'email',
  password: 'password',
  number: 'number',
  phone: 'tel',
  date: 'date',
  birthdate: 'date',
  datetime: 'datetime-local',
  'datetime-local': 'datetime-local',
  time: 'time',
  location: 'text',
};

const CONTROLS: Readonly<Record<string, FieldControl>> = {
  textarea: 'textarea',
  select: 'select',
  boolean: 'select',
  user: 'select',
  'creatable-select': 'select',
  file: 'file',
  image: 'file',
  'multiple-images': 'file',
  address: 'address',
};

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/**
 * How a view draws a field (spec 5): its control and input type, the label
 * with '(Opcional)', image fields accepting image/* only, textareas of 4
 * rows, searchable selects. A type the spec does not name is a text input.
 */
export function fieldPresentation(field: DynamicField): FieldPresentation {
  const control = own(CONTROLS, field.type) ?? 'input';
  const isImage = field.type === 'image' || field.type === 'multiple-images';
  return {
    key: field.key,
    control,
    inputType: control === 'input' ? (own(INPUT_TYPES, field.type) ?? 'text') : null,
    label: fieldLabel(field),
    required: field.required === true,
    className: field.className?.trim() || null,
    step: field.step ?? null,
    accept: isImage ? FORM_PRESENTATION.imageAccept : null,
    multiple: field.type === 'multiple-images' || field.type === 'creatable-select',
    rows: control === 'textarea' ? FORM_PRESENTATION.textareaRows : null,
    searchable: control === 'select',
    creatable: field.type === 'creatable-select',
    options: control === 'select' ? fieldOptions(field) : [],
  };
}

/** A field's `value` attribute as the value of its type ('true' ticks a boolean, numbers are absolute). */
const defaultOf = (field: DynamicField): unknown => {
  const raw = field.value;
  if (raw === null || raw === undefined) return field.type === 'creatable-select' ? [] : '';
  if (field.type === 'boolean') return raw.trim() === 'true' ? true : raw.trim() === 'false' ? false : raw;
  if (field.type === 'number') return normalizeNumber(raw) ?? '';
  return raw;
};

/**
 * The values a form starts with: the record's value of each field when it
 * has one, else the field's `value` attribute (its default), else empty.
 */
export function initialFormValues(
  fields: readonly DynamicField[],
  record: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const current = Object.prototype.hasOwnProperty.call(record, field.key) ? record[field.key] : undefined;
    values[field.key] = current === null || current === undefined ? defaultOf(field) : current;
  }
  return values;
}

/**
 * Checks a dynamic form on submit with its preconditions at work (spec 5): a
 * field hidden by its precondition is neither validated nor sent, so its
 * key leaves `values`; the shown fields are checked as `validateForm` does.
 */
export function validateDynamicForm(fields: readonly DynamicField[], input: FormInput): FormValidation {
  const shown = shownFields(fields, input.values);
  const result = validateForm(shown, input);
  const hidden = hiddenKeys(fields, input.values);
  const values = Object.fromEntries(Object.entries(result.values).filter(([key]) => !hidden.has(key)));
  return { ...result, values };
}

/** The fields of one step of a multi-step form, in order (fields without a step belong to every step). */
export const fieldsOfStep = <F extends DynamicField>(fields: readonly F[], step: number): F[] =>
  fields.filter((field) => field.step === null || field.step === undefined || field.step === step);
