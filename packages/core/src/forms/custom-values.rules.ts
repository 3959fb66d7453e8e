import { fill, messages } from '../messages/index.js';
import { appError, err, ok, type Result } from '../shared/result.js';
import { checkField, normalizeNumber } from '../validation/forms.rules.js';
import { isBlank } from '../validation/validation.rules.js';
import { FORM_CODES, type DynamicField } from './forms.model.js';
import { fieldOptions, isOfferedValue } from './options.rules.js';

/** A custom field as its values are checked: the API's `CustomField` has this shape. */
export type CustomFieldRule = Pick<DynamicField, 'key' | 'label' | 'type' | 'required' | 'options'>;

/** The value a stored text stands for: a creatable-select keeps a JSON list. */
const valueOf = (field: CustomFieldRule, text: string | null): unknown => {
  if (field.type !== 'creatable-select' || text === null) return text;
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed : [text];
  } catch {
    return [text];
  }
};

const refused = (field: CustomFieldRule): Result<never> =>
  err(appError(FORM_CODES.customFieldInvalid, fill(messages.forms.checkField, { label: field.label }), 400));

/**
 * Checks a customer's value of a custom field before it is stored (spec 5:
 * other types use the matching custom fields): a required field follows
 * its type's check; a select or boolean with choices takes one of them; a
 * number is stored as its absolute value. The stored text on success, else
 * 'Revisa el campo: {label}'. Blank is stored as null.
 */
export function checkCustomValue(field: CustomFieldRule, text: string | null): Result<string | null> {
  const value = valueOf(field, text);
  if (field.required && !checkField(field, value).ok) return refused(field);
  if (isBlank(value)) return ok(null);
  if (field.type === 'number') {
    const number = normalizeNumber(value);
    return number === null ? refused(field) : ok(String(number));
  }
  const options = field.type === 'select' || field.type === 'boolean' ? fieldOptions(field) : [];
  if (options.length > 0 && !isOfferedValue(options, value)) return refused(field);
  return ok(typeof value === 'string' ? value.trim() : text);
}
