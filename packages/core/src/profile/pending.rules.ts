import { fill, messages } from '../messages/index.js';
import { checkField } from '../validation/forms.rules.js';
import { isBlank } from '../validation/validation.rules.js';
import type { DynamicField } from '../forms/forms.model.js';
import { shownFields } from '../forms/precondition.rules.js';
import type { ProfileCustomer, ProfileEntry, ProfileFieldKey, ProfileWarning } from './profile.model.js';
import { customerFormValues } from './values.rules.js';

/** The profile fields asked for when no profile form is given: name, last name and phone. */
export const DEFAULT_PROFILE_FIELDS: readonly (DynamicField & { readonly key: ProfileFieldKey })[] = [
  { key: 'name', label: messages.authScreens.nameLabel, type: 'text', required: true, order: 0 },
  { key: 'last_name', label: messages.authScreens.lastNameLabel, type: 'text', required: true, order: 1 },
  { key: 'phone', label: messages.authScreens.phoneLabel, type: 'phone', required: true, order: 2 },
];

/**
 * The required fields of a form still pending for these values, in form
 * order: shown (preconditions at work) and failing their check.
 */
export function pendingFormEntries(fields: readonly DynamicField[], values: Readonly<Record<string, unknown>>): ProfileEntry[] {
  return shownFields(fields, values)
    .filter((field) => field.required && !checkField(field, values[field.key]).ok)
    .map((field) => ({ key: field.key, label: field.label }));
}

/**
 * The profile fields still pending (spec 4, Required pages: 'Completar
 * Información'): those of the profile form when given, else name, last
 * name and phone, in order.
 */
export function pendingProfileEntries(customer: ProfileCustomer): ProfileEntry<ProfileFieldKey>[];
export function pendingProfileEntries(customer: ProfileCustomer, fields: readonly DynamicField[]): ProfileEntry[];
export function pendingProfileEntries(customer: ProfileCustomer, fields: readonly DynamicField[] = DEFAULT_PROFILE_FIELDS): ProfileEntry[] {
  const values = customerFormValues(customer);
  if (fields === DEFAULT_PROFILE_FIELDS) {
    // The default list keeps its old rule: a blank value is pending, a malformed phone is the form's to catch.
    return DEFAULT_PROFILE_FIELDS.filter((field) => isBlank(values[field.key])).map(({ key, label }) => ({ key, label }));
  }
  return pendingFormEntries(fields, values);
}

/** The labels of the profile fields still pending, in order. */
export function pendingProfileFields(customer: ProfileCustomer, fields?: readonly DynamicField[]): string[] {
  return (fields ? pendingProfileEntries(customer, fields) : pendingProfileEntries(customer)).map((entry) => entry.label);
}

const isBirthdateField = (fields: readonly DynamicField[], key: string): boolean =>
  key === 'birthdate' || fields.some((field) => field.key === key && field.type === 'birthdate');

/**
 * The warning for a customer's profile (spec 2): 'Necesitas cargar la
 * siguiente información: …' listing the pending fields (the birthdate apart),
 * and 'No has agregado tu cumpleaños' when she has none. Both null when
 * nothing is missing.
 */
export function profileWarning(customer: ProfileCustomer, fields?: readonly DynamicField[]): ProfileWarning {
  const entries = fields ? pendingProfileEntries(customer, fields) : pendingProfileEntries(customer);
  const labels = entries.filter((entry) => !isBirthdateField(fields ?? [], entry.key)).map((entry) => entry.label);
  return {
    pending: labels.length > 0 ? fill(messages.profile.pendingFields, { fields: labels.join(', ') }) : null,
    birthdate: isBlank(customer.birthdate) ? messages.profile.missingBirthdate : null,
  };
}
