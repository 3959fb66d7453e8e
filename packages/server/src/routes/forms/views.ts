import { asc, inArray } from 'drizzle-orm';
import { parseFieldOptions, type Form, type FormField, type FormFieldBody } from '@estudio/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { formFields, type forms } from '../../db/schema/index.js';

type FormRow = typeof forms.$inferSelect;
type FieldRow = typeof formFields.$inferSelect;

/** A field as the API answers it: options parsed, `class_name` as spec 3's `className`, `id` beside `form_field_id`. */
export const fieldView = (row: FieldRow): FormField => ({
  form_field_id: row.form_field_id,
  id: row.form_field_id,
  form_id: row.form_id,
  key: row.key,
  name: row.name,
  type: row.type,
  label: row.label,
  order: row.order,
  required: row.required,
  options: parseFieldOptions(row.options),
  precondition: row.precondition,
  className: row.class_name,
  step: row.step,
  value: row.value,
});

/** Forms with their fields sorted by order (then id), fetched in one query for all of them. */
export const formViews = async (db: Db, rows: readonly FormRow[]): Promise<Form[]> => {
  if (rows.length === 0) return [];
  const fields = await db
    .select()
    .from(formFields)
    .where(inArray(formFields.form_id, rows.map((row) => row.form_id)))
    .orderBy(asc(formFields.order), asc(formFields.form_field_id));
  return rows.map((row) => ({
    form_id: row.form_id,
    name: row.name,
    form_fields: fields.filter((field) => field.form_id === row.form_id).map(fieldView),
  }));
};

const blankToNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value);

/** The rows of a form's fields as an admin sent them; a field without an order keeps its place in the list. */
export const fieldRows = (formId: number, fields: readonly z.output<typeof FormFieldBody>[]): (typeof formFields.$inferInsert)[] =>
  fields.map((field, index) => ({
    form_id: formId,
    key: field.key,
    name: blankToNull(field.name) ?? field.key,
    type: field.type,
    label: field.label,
    order: field.order ?? index,
    required: field.required ?? false,
    options: field.options && field.options.length > 0 ? JSON.stringify(field.options) : null,
    precondition: blankToNull(field.precondition),
    class_name: blankToNull(field.className),
    step: field.step ?? null,
    value: field.value ?? null,
  }));
