import { parseFieldOptions, type CustomField } from '@estudio/core';
import type { customFields } from '../../db/schema/index.js';

/** A custom field as the API answers it, its choices parsed however they were stored. */
export const customFieldView = (row: typeof customFields.$inferSelect): CustomField => ({
  custom_field_id: row.custom_field_id,
  object: row.object,
  key: row.key,
  type: row.type,
  required: row.required,
  label: row.label,
  options: parseFieldOptions(row.options),
});
