import { formSummary } from '@estudio/core';

/** react-hook-form's errors as they nest: one error per field, objects and arrays of them. */
export type ErrorTree = { readonly [key: string]: unknown };

const isFieldError = (node: unknown): boolean =>
  typeof node === 'object' && node !== null && typeof (node as { type?: unknown }).type === 'string';

/**
 * The names of the refused fields, dotted as the inputs are named
 * ('address.city', 'items.0.name'), in the order the errors hold them. The
 * form-wide `root` error (set by hand, never by the schema) is not a field.
 */
export const errorNames = (errors: ErrorTree, prefix = ''): string[] =>
  Object.entries(errors).flatMap(([key, node]) => {
    if (prefix === '' && key === 'root') return [];
    const name = prefix === '' ? key : `${prefix}.${key}`;
    if (isFieldError(node)) return [name];
    return typeof node === 'object' && node !== null ? errorNames(node as ErrorTree, name) : [];
  });

/**
 * The summary alert of a refused submit (spec 5): 'Revisa el campo: {label}'
 * for one field, 'Revisa los campos faltantes o inválidos.' for several,
 * null for none; core's `formSummary`, so dynamic forms and these say the
 * same. A field without a known label is named by its name.
 */
export const summaryText = (names: readonly string[], labels: ReadonlyMap<string, string>): string | null =>
  formSummary(names.map((name) => ({ key: name, label: labels.get(name) ?? name, type: 'text' })))?.message ?? null;
