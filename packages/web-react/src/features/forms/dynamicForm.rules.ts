import {
  FORM_PRESENTATION,
  foldSearch,
  initialFormValues,
  parseFieldOptions,
  searchOptions,
  type AppError,
  type DynamicField,
  type FieldOption,
  type FormValidation,
} from '@estudio/core';

/** How wide a field sits in the form's grid on a wide screen. */
export type FieldWidth = 'half' | 'full';

/** A picked file as the form holds it until the save uploads it. */
export type PickedFiles = Readonly<Record<string, readonly File[]>>;

/** The error text of each failing field, by key. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * A boolean field without choices of its own is one checkbox: ticked is
 * true, unticked false. A boolean that names its choices is a select.
 */
export const isCheckboxField = (field: Pick<DynamicField, 'type' | 'options'>): boolean =>
  field.type === 'boolean' && parseFieldOptions(field.options ?? null).length === 0;

/**
 * The values a form starts with (core's `initialFormValues`), with every
 * checkbox holding true or false: a checkbox always has a value, so a
 * required one passes spec 5's select check ('false is allowed') untouched.
 */
export function startValues(fields: readonly DynamicField[], record: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const values = initialFormValues(fields, record);
  for (const field of fields) {
    if (!isCheckboxField(field)) continue;
    const value = values[field.key];
    values[field.key] = value === true || value === 'true' || value === 1 || value === '1';
  }
  return values;
}

/** Bootstrap-style column classes the studios write ('col-md-6', 'col-6'); half width or less sits two to a row. */
const HALF = /(^|\s)(col(-(sm|md|lg|xl))?-[1-6]|half)(\s|$)/;

/**
 * The field's className read as a layout hint (spec 3 form_fields
 * className): a column of 6 or fewer of 12 ('col-md-6') takes half the row
 * on a wide screen, anything else the whole row. Phones show one column.
 */
export const fieldWidth = (className: string | null | undefined): FieldWidth => (HALF.test(className ?? '') ? 'half' : 'full');

/**
 * The errors of one address field's own fields (form 6's city, state…), by
 * their key. A form holds them as `{field key}.{address field key}`, next to
 * the field's own error under its key.
 */
export function nestedErrors(errors: FieldErrors, key: string): FieldErrors {
  const prefix = `${key}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, text]) => [name.slice(prefix.length), text]),
  );
}

/** The text of each failing field's error, by key. */
export const errorTexts = (errors: Readonly<Record<string, AppError>>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, error.message]));

/** What a view shows after a refused submit: each field's error and the summary alert. */
export interface FormOutcome {
  readonly errors: FieldErrors;
  readonly summary: string | null;
}

/** A refused validation as the view shows it. */
export const outcomeOf = (validation: Pick<FormValidation, 'errors' | 'summary'>): FormOutcome => ({
  errors: errorTexts(validation.errors),
  summary: validation.summary?.message ?? null,
});

const ISO_DAY = /^(\d{4}-\d{2}-\d{2})/;
const ISO_MINUTE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/;

/**
 * A value as the text of an input of `inputType`: a date input takes
 * YYYY-MM-DD (an ISO date-time keeps its day), a datetime-local input
 * YYYY-MM-DDTHH:mm; null and undefined are empty.
 */
export function inputText(inputType: string | null, value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  if (inputType === 'date') return ISO_DAY.exec(text)?.[1] ?? text;
  if (inputType === 'datetime-local') {
    const match = ISO_MINUTE.exec(text);
    return match ? `${match[1]}T${match[2]}` : text;
  }
  return text;
}

/** The option a select's value picks (compared as text, so '1' picks the option 1), or null. */
export const optionOf = (options: readonly FieldOption[], value: unknown): FieldOption | null =>
  value === null || value === undefined || value === '' ? null : (options.find((option) => String(option.value) === String(value)) ?? null);

/**
 * Spec 5 and core's presentation: PageUp and PageDown move the highlight
 * 5 options (FORM_PRESENTATION.selectPageSize), stopping at either end.
 * From nothing highlighted, PageDown goes to the first page's last option.
 */
export function pageHighlight(current: number, direction: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  const step = FORM_PRESENTATION.selectPageSize;
  const from = current < 0 ? (direction > 0 ? -1 : count) : current;
  return Math.min(count - 1, Math.max(0, from + direction * step));
}

/** One row of a creatable select's menu: an offered option, or the typed text to add. */
export type CreatableItem = { readonly kind: 'option'; readonly option: FieldOption } | { readonly kind: 'create'; readonly value: string };

/**
 * The menu of a creatable select (spec 5: searchable ignoring case and
 * accents): the matching options not chosen yet, then the typed text to add
 * when nothing offered or chosen reads the same.
 */
export function creatableItems(options: readonly FieldOption[], chosen: readonly string[], query: string): CreatableItem[] {
  const taken = new Set(chosen.map((value) => foldSearch(value)));
  const matches = searchOptions(options, query).filter((option) => !taken.has(foldSearch(String(option.value))));
  const typed = query.trim();
  const known = typed === '' || taken.has(foldSearch(typed)) || options.some((option) => foldSearch(option.label) === foldSearch(typed));
  return [...matches.map((option) => ({ kind: 'option' as const, option })), ...(known ? [] : [{ kind: 'create' as const, value: typed }])];
}

/** A creatable select's value as its list of chosen texts (a list, JSON text of one, or a single value). */
export function chosenValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // Plain text: one chosen value.
  }
  return [value];
}
