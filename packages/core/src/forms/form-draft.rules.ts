import type { Form, FormBody, FormField } from '../api/schemas/forms.schemas.js';
import type { DynamicField, FieldOption } from './forms.model.js';
import { fieldKeyOf, keptOptions, takesOptions, uniqueFieldKey, type FieldShape } from './form-builder.rules.js';
import { parseFieldOptions } from './options.rules.js';
import { parsePrecondition } from './precondition.rules.js';

/**
 * A form as /admin's builder holds it while the admin edits it (issue 15,
 * 'Formularios'): every attribute of spec 3's form_fields as an input holds
 * it (text, '' for none), and what the builder adds: whether the key still
 * follows the label. `formBodyOf` turns it into the API's `FormBody`.
 */

/** One choice as the builder edits it: the text customers read and the value stored ('' stores the text). */
export interface OptionDraft {
  readonly label: string;
  readonly value: string;
}

/** A precondition as two pickers hold it: the field (its key, '' for none) and the value it must hold. */
export interface ConditionDraft {
  readonly key: string;
  readonly value: string;
}

/** One field of the builder. */
export interface FieldDraft {
  readonly key: string;
  readonly label: string;
  readonly type: string;
  readonly required: boolean;
  readonly options: readonly OptionDraft[];
  readonly condition: ConditionDraft;
  /** '' for every step, else the step's number. */
  readonly step: string;
  readonly className: string;
  /** The value the field starts with ('' for none). */
  readonly value: string;
  /** Spec 3's `name`, kept when it differs from the key ('' sends the key). */
  readonly name: string;
  /** True while the key follows the label (a new field whose key the admin has not typed). */
  readonly auto: boolean;
}

/** The builder's form: its name and its fields in order. */
export interface FormDraft {
  readonly name: string;
  readonly fields: readonly FieldDraft[];
}

/** The className of a field half a row wide, and of one a whole row wide (the renderer's `fieldWidth`). */
export const HALF_ROW = 'col-md-6';
export const FULL_ROW = 'col-12';

/** A new field: short text, half a row, its key following its label. */
export const emptyFieldDraft = (): FieldDraft => ({
  key: '', label: '', type: 'text', required: false, options: [], condition: { key: '', value: '' },
  step: '', className: HALF_ROW, value: '', name: '', auto: true,
});

const optionDraftOf = (option: FieldOption): OptionDraft => {
  const value = String(option.value);
  return { label: option.label, value: value === option.label ? '' : value };
};

/** A stored field as the builder edits it; its key no longer follows its label. */
export const fieldDraftOf = (field: Pick<FormField, 'key' | 'name' | 'label' | 'type' | 'required' | 'options' | 'precondition' | 'className' | 'step' | 'value'>): FieldDraft => {
  const condition = parsePrecondition(field.precondition);
  return {
    key: field.key,
    label: field.label,
    type: field.type,
    required: field.required,
    options: parseFieldOptions(field.options).map(optionDraftOf),
    condition: condition ? { key: condition.key, value: condition.value } : { key: '', value: '' },
    step: field.step === null ? '' : String(field.step),
    className: field.className ?? '',
    value: field.value ?? '',
    name: field.name === field.key ? '' : field.name,
    auto: false,
  };
};

/** The builder's start: the form 'Editar' opened, or an empty 'Nuevo' one. */
export const draftOfForm = (form: Pick<Form, 'name' | 'form_fields'> | null): FormDraft => ({
  name: form?.name ?? '',
  fields: (form?.form_fields ?? []).map(fieldDraftOf),
});

/** A copy of the field at `index` right after it: '(copia)' in its label, a key no other field has. */
export const duplicateField = (fields: readonly FieldDraft[], index: number, copyLabel: string): FieldDraft | null => {
  const field = fields[index];
  if (!field) return null;
  const base = field.key.trim() === '' ? fieldKeyOf(field.label) : field.key.trim();
  return { ...field, label: `${field.label} ${copyLabel}`.trim(), key: uniqueFieldKey(base, fields.map((other) => other.key)), name: '', auto: false };
};

/** The key a field whose key follows its label should have now: its label's, unlike every other field's. */
export const suggestedKey = (fields: readonly FieldDraft[], index: number): string =>
  uniqueFieldKey(fieldKeyOf(fields[index]?.label ?? ''), fields.filter((_, other) => other !== index).map((field) => field.key));

/** The choices to store: the value typed, else the text, both trimmed. */
export const optionsOf = (options: readonly OptionDraft[]): FieldOption[] =>
  options.map((option) => ({ value: option.value.trim() || option.label.trim(), label: option.label.trim() }));

const preconditionText = (condition: ConditionDraft): string | null =>
  condition.key.trim() === '' ? null : `${condition.key.trim()}=${condition.value.trim()}`;

/** A draft field as the form checks read it. */
export const draftShape = (field: FieldDraft): FieldShape => ({
  key: field.key.trim(),
  type: field.type,
  label: field.label.trim(),
  options: optionsOf(keptOptions(field.type, field.options)),
  precondition: field.condition.key.trim() === '' ? null : { key: field.condition.key.trim(), value: field.condition.value.trim() },
});

/**
 * The API's body for the builder's form (POST /forms, PUT /forms/:id,
 * whose fields replace the form's): the fields in the builder's order,
 * choices only for the types that take them, blanks as none.
 */
export const formBodyOf = (draft: FormDraft): FormBody & { form_fields: NonNullable<FormBody['form_fields']> } => ({
  name: draft.name.trim(),
  form_fields: draft.fields.map((field, order) => ({
    key: field.key.trim(),
    ...(field.name.trim() === '' ? {} : { name: field.name.trim() }),
    type: field.type as NonNullable<FormBody['form_fields']>[number]['type'],
    label: field.label.trim(),
    order,
    required: field.required,
    options: takesOptions(field.type) && field.options.length > 0 ? optionsOf(field.options) : null,
    precondition: preconditionText(field.condition),
    className: field.className.trim() === '' ? null : field.className.trim(),
    step: field.step === '' ? null : Number(field.step),
    value: field.value === '' ? null : field.value,
  })),
});

/**
 * The draft's fields as the customer's renderer draws them (the live
 * preview): in order, a blank key standing in as 'campo-{n}' and a blank
 * label as `untitled`, and only the first of fields sharing a key (the
 * others are refused on 'Guardar' anyway).
 */
export function previewFieldsOf(fields: readonly FieldDraft[], untitled: string): DynamicField[] {
  const seen = new Set<string>();
  return fields.flatMap((field, order) => {
    const key = field.key.trim() || `campo-${order + 1}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const shape = draftShape(field);
    return [{
      key,
      label: field.label.trim() || untitled,
      type: field.type,
      required: field.required,
      order,
      options: shape.options as FieldOption[],
      precondition: preconditionText(field.condition),
      className: field.className.trim() || null,
      step: field.step === '' ? null : Number(field.step),
      value: field.value === '' ? null : field.value,
    }];
  });
}

/** The steps a form's fields name, in order (none: a one-step form). */
export const stepsOf = (fields: readonly Pick<DynamicField, 'step'>[]): number[] =>
  [...new Set(fields.flatMap((field) => (typeof field.step === 'number' ? [field.step] : [])))].sort((a, b) => a - b);

/**
 * Which single move turned `before` into `after` (ids in order): the item
 * at `from` now at `to`, or null when they are the same order. A sortable
 * list reports a move as the whole new order; a form's field array moves
 * one item.
 */
export function singleMove<T>(before: readonly T[], after: readonly T[]): { readonly from: number; readonly to: number } | null {
  const first = before.findIndex((id, index) => after[index] !== id);
  if (first < 0) return null;
  let last = before.length - 1;
  while (last > first && before[last] === after[last]) last -= 1;
  return after[first] === before[last] ? { from: last, to: first } : { from: first, to: last };
}
