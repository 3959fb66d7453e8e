import { messages } from '../messages/index.js';
import { filterOptions } from '../validation/forms.rules.js';
import type { DynamicField, FieldOption } from './forms.model.js';

/** More choices than any select shows; a longer stored list is cut, not trusted. */
export const MAX_FIELD_OPTIONS = 500;

type Scalar = string | number | boolean;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

const optionOf = (item: unknown): FieldOption | null => {
  if (isScalar(item)) return { value: item, label: String(item) };
  if (!item || typeof item !== 'object' || Array.isArray(item)) return null;
  const { value, label } = item as { value?: unknown; label?: unknown };
  if (!isScalar(value)) return null;
  return { value, label: typeof label === 'string' && label.trim() !== '' ? label : String(value) };
};

const fromText = (text: string): unknown => {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    // Not JSON: a plain comma list such as 'CH, M, G'.
    return trimmed.split(',').map((part) => part.trim()).filter(Boolean);
  }
};

/**
 * The choices of a select, however they were stored: JSON text or a list of
 * plain values (`["CH","M"]`) or of `{value, label}` objects, or a comma
 * list. Anything unreadable is no choice; nothing throws.
 */
export function parseFieldOptions(raw: unknown): FieldOption[] {
  const list = typeof raw === 'string' ? fromText(raw) : raw;
  if (!Array.isArray(list)) return [];
  return list.slice(0, MAX_FIELD_OPTIONS).flatMap((item) => {
    const option = optionOf(item);
    return option ? [option] : [];
  });
}

/** The choices a field offers: its own, or 'Sí' and 'No' for a boolean field that names none. */
export function fieldOptions(field: Pick<DynamicField, 'type' | 'options'>): FieldOption[] {
  const own = parseFieldOptions(field.options ?? null);
  if (own.length > 0 || field.type !== 'boolean') return own;
  return [
    { value: true, label: messages.forms.yes },
    { value: false, label: messages.forms.no },
  ];
}

/** Spec 5: the choices whose label matches the search, ignoring case and accents, in their order. */
export const searchOptions = (options: readonly FieldOption[], query: string): FieldOption[] =>
  filterOptions(options, query, (option) => option.label);

/** Whether `value` is one of the choices (compared as text, so '1' picks the option 1). */
export const isOfferedValue = (options: readonly FieldOption[], value: unknown): boolean =>
  options.some((option) => String(option.value) === String(value));
