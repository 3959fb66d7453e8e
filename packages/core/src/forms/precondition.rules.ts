import { visibleFields } from '../validation/forms.rules.js';
import type { DynamicField, Precondition } from './forms.model.js';

/** key=value, the key a field key; anything longer than this is not a precondition. */
const PRECONDITION_MAX = 300;
const PRECONDITION = /^([A-Za-z_][A-Za-z0-9_.-]{0,63})\s*=\s*([^\n\r]*)$/;

/**
 * Reads a precondition as the studio writes it ('signup_reason=Otro'): the
 * field is shown only when the field `key` holds `value`. Null for no
 * precondition and for anything unreadable (the field is then always shown;
 * the API refuses to store an unreadable one). Never throws, never evaluates.
 */
export function parsePrecondition(text: unknown): Precondition | null {
  if (typeof text !== 'string' || text.length > PRECONDITION_MAX) return null;
  const match = PRECONDITION.exec(text.trim());
  if (!match?.[1]) return null;
  return { key: match[1], value: (match[2] ?? '').trim() };
}

/** Whether a text is a readable precondition, or blank (no precondition). */
export const isValidPrecondition = (text: unknown): boolean =>
  text === null || text === undefined || (typeof text === 'string' && (text.trim() === '' || parsePrecondition(text) !== null));

const scalarOf = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) && 'value' in value ? (value as { value: unknown }).value : value;

/**
 * Whether a form value satisfies a precondition's value: compared as trimmed
 * text, so 'true' matches a ticked boolean and '3' the number 3; a list
 * (creatable-select) matches when one of its items does; a `{value, label}`
 * option by its value.
 */
export function valueMatches(actual: unknown, expected: string): boolean {
  const value = scalarOf(actual);
  if (Array.isArray(value)) return value.some((item) => valueMatches(item, expected));
  if (value === null || value === undefined) return false;
  if (typeof value === 'object') return false;
  return String(value).trim() === expected;
}

/**
 * The fields a form shows for these values, in order (spec 5): `user_id`
 * hidden unless a user select exists, and a field with a precondition only
 * while its field holds the value. A field whose controlling field is itself
 * hidden is hidden too; a cycle of preconditions hides every field in it.
 */
export function shownFields<F extends DynamicField>(fields: readonly F[], values: Readonly<Record<string, unknown>>): F[] {
  const byKey = new Map<string, F>();
  for (const field of fields) if (!byKey.has(field.key)) byKey.set(field.key, field);
  const memo = new Map<F, boolean>();
  const isShown = (field: F, path: ReadonlySet<F>): boolean => {
    const known = memo.get(field);
    if (known !== undefined) return known;
    const condition = parsePrecondition(field.precondition);
    let shown = true;
    if (condition) {
      const controller = byKey.get(condition.key);
      const controllerShown = !controller || (controller !== field && !path.has(controller) && isShown(controller, new Set([...path, field])));
      shown = controllerShown && valueMatches(values[condition.key], condition.value);
    }
    memo.set(field, shown);
    return shown;
  };
  return visibleFields(fields).filter((field) => isShown(field, new Set()));
}

/** The keys of fields hidden by their precondition: neither validated nor sent. */
export function hiddenKeys(fields: readonly DynamicField[], values: Readonly<Record<string, unknown>>): Set<string> {
  const shown = new Set(shownFields(fields, values).map((field) => field.key));
  return new Set(fields.filter((field) => !shown.has(field.key) && field.key !== 'user_id').map((field) => field.key));
}

/** The values to send: those of fields hidden by a precondition left out, everything else kept. */
export function sendableValues(
  fields: readonly DynamicField[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const hidden = hiddenKeys(fields, values);
  return Object.fromEntries(Object.entries(values).filter(([key]) => !hidden.has(key)));
}
