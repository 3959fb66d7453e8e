import { fill, messages } from '../messages/index.js';
import { foldSearch } from '../validation/forms.rules.js';
import { ADDRESS_FORM_ID, PROFILE_FORM_ID, type FieldOption, type Precondition } from './forms.model.js';
import { parseFieldOptions } from './options.rules.js';

/**
 * The form builder's rules (issue 15, 'Formularios' and 'Campos
 * personalizados'; spec 3 Form, Custom field; spec 5 Dynamic form fields):
 * what a form's fields must agree on before the API stores them, shared by
 * the API's bodies and /admin's builder, and the few facts the builder
 * shows (which form is the profile's, a key suggested from a label).
 */

/** The types whose choices the admin writes: a select, a creatable select, a boolean shown as a select. */
export const OPTION_FIELD_TYPES: readonly string[] = ['select', 'creatable-select', 'boolean'];

/** Whether the admin writes choices for a field of this type. */
export const takesOptions = (type: string): boolean => OPTION_FIELD_TYPES.includes(type);

/**
 * The choices a field of this type keeps: its own when its type takes
 * options, none otherwise (a text field's stray options are neither checked
 * nor stored). The API's bodies and the builder's draft both go by it.
 */
export const keptOptions = <T>(type: string, options: readonly T[] | null | undefined): readonly T[] =>
  takesOptions(type) ? (options ?? []) : [];

/** What a form is to the app: the profile form (form 1, 'Mi Información'), the address form (form 6, spec 5), or neither. */
export type FormRole = 'profile' | 'address';

/** The app's use of a form, by its id: such a form cannot be deleted. */
export const formRoleOf = (formId: number): FormRole | null =>
  formId === PROFILE_FORM_ID ? 'profile' : formId === ADDRESS_FORM_ID ? 'address' : null;

/** Form 6's fields the billing address cannot do without (spec 5: city, state and country are required). */
export const ADDRESS_FORM_KEYS: readonly string[] = ['city', 'state', 'country'];

/** The keys of {@link ADDRESS_FORM_KEYS} these fields lack, in that order. */
export const missingAddressKeys = (keys: readonly string[]): string[] => ADDRESS_FORM_KEYS.filter((key) => !keys.includes(key));

/** The objects a custom field may extend: only customers keep values today. */
export const CUSTOM_FIELD_OBJECTS = ['customer'] as const;

/** The longest key a field may have (the API's `FieldKey`). */
export const FIELD_KEY_MAX = 60;

/**
 * A field key suggested by its label: accents and case folded, anything
 * but letters and digits one underscore ('¿Talla de playera?' →
 * 'talla_de_playera'); 'campo' when nothing is left, and 'campo_' before a
 * leading digit, so it always passes the API's key format.
 */
export function fieldKeyOf(label: string): string {
  const words = foldSearch(label).replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  const key = words === '' ? 'campo' : /^[0-9]/.test(words) ? `campo_${words}` : words;
  return key.slice(0, FIELD_KEY_MAX).replace(/_+$/, '');
}

/** `key` when no field has it, else `key_2`, `key_3`… the first free one (within the key's length limit). */
export function uniqueFieldKey(key: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(key)) return key;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${key.slice(0, FIELD_KEY_MAX - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A field as the form's checks read it, whether a body the API takes or the builder's draft. */
export interface FieldShape {
  readonly key: string;
  readonly type: string;
  readonly label: string;
  readonly options?: readonly { readonly value: unknown; readonly label?: string }[] | null;
  readonly precondition: Precondition | null;
}

/** Which attribute of a field a problem is about. */
export type FieldProblemAt = 'key' | 'options' | 'precondition' | 'preconditionValue';

/** One thing a form's fields do not agree on: the field, its attribute, and the Spanish message. */
export interface FieldProblem {
  readonly index: number;
  readonly at: FieldProblemAt;
  readonly message: string;
}

/**
 * The values a precondition on `field` may name, as a picker offers them:
 * a select's options, a boolean's own options or 'Sí' (true) and 'No'
 * (false); null when any text will do (text fields, a creatable select).
 */
export function conditionChoices(field: Pick<FieldShape, 'type' | 'options'>): FieldOption[] | null {
  const own = parseFieldOptions(field.options ?? []);
  if (field.type === 'boolean') {
    return own.length > 0 ? own : [{ value: 'true', label: messages.forms.yes }, { value: 'false', label: messages.forms.no }];
  }
  if (field.type === 'select' && own.length > 0) return own;
  return null;
}

/** Whether following the preconditions from field `start` comes back to it (then none of them is ever shown). */
const inCycle = (fields: readonly FieldShape[], start: number, indexOf: ReadonlyMap<string, number>): boolean => {
  const seen = new Set<number>();
  let at: number | undefined = start;
  while (at !== undefined && !seen.has(at)) {
    seen.add(at);
    const key: string | undefined = fields[at]?.precondition?.key;
    at = key === undefined ? undefined : indexOf.get(key);
    if (at === start) return true;
  }
  return false;
};

const optionProblems = (field: FieldShape, index: number): FieldProblem[] => {
  const values = keptOptions(field.type, field.options).map((option) => String(option.value).trim());
  if (field.type === 'select' && values.length === 0) return [{ index, at: 'options', message: messages.formsApi.selectNeedsOptions }];
  return new Set(values).size === values.length ? [] : [{ index, at: 'options', message: messages.formsApi.optionValuesRepeated }];
};

const conditionProblems = (fields: readonly FieldShape[], index: number, indexOf: ReadonlyMap<string, number>): FieldProblem[] => {
  const condition = fields[index]?.precondition;
  if (!condition) return [];
  const controllerAt = indexOf.get(condition.key);
  const controller = controllerAt === undefined ? undefined : fields[controllerAt];
  if (!controller || controllerAt === index) return [{ index, at: 'precondition', message: messages.formsApi.preconditionField }];
  if (inCycle(fields, index, indexOf)) return [{ index, at: 'precondition', message: messages.formsApi.preconditionCycle }];
  if (condition.value.trim() === '') return [{ index, at: 'preconditionValue', message: messages.formsApi.preconditionValue }];
  const choices = conditionChoices(controller);
  if (choices && !choices.some((choice) => String(choice.value) === condition.value.trim())) {
    return [{ index, at: 'preconditionValue', message: fill(messages.formsApi.preconditionOption, { label: controller.label }) }];
  }
  return [];
};

/**
 * What a form's fields do not agree on (spec 3 form_fields, spec 5): each
 * key once, a select with one option at least, distinct option values (of
 * the types that take options: {@link keptOptions}), and
 * a precondition naming another field of the form (not in a circle of
 * them) with a value, one of that field's choices when it has them. Empty
 * when the fields may be stored. The first field with a key keeps it; a
 * later one is the repeated one.
 */
export function formFieldProblems(fields: readonly FieldShape[]): FieldProblem[] {
  const indexOf = new Map<string, number>();
  const problems: FieldProblem[] = [];
  fields.forEach((field, index) => {
    if (indexOf.has(field.key)) problems.push({ index, at: 'key', message: messages.formsApi.fieldKeysRepeated });
    else indexOf.set(field.key, index);
  });
  fields.forEach((field, index) => problems.push(...optionProblems(field, index), ...conditionProblems(fields, index, indexOf)));
  return problems;
}

/** The options problems of a custom field alone (it has no precondition and no sibling fields). */
export const customFieldProblems = (field: Pick<FieldShape, 'type' | 'options'>): FieldProblem[] =>
  optionProblems({ ...field, key: '', label: '', precondition: null }, 0);
