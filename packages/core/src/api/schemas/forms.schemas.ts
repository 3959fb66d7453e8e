import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { RefId, limits } from './common.schemas.js';
import { storableText } from './form-builder.schemas.js';

/**
 * Dynamic forms, custom fields and a customer's custom values (spec 3 Form,
 * Custom field; spec 7 'Catalogue forms and custom_fields'): the records as
 * the API answers them, and (from form-builder.schemas.ts) the bodies
 * admins send. Options are answered parsed, as `{value, label}` choices,
 * however they were stored.
 */

const text = storableText;

const QueryFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export {
  CustomFieldBody, CustomFieldFormBody, CustomFieldUpdateBody, FieldDraftBody, FieldKey, FieldOptionsInput, FieldType, FormBody, FormDraftBody,
  FormFieldBody, FormUpdateBody, OptionDraftBody, storableText,
} from './form-builder.schemas.js';

/** One choice of a select. */
export const FormFieldOption = z.object({ value: z.union([z.string(), z.number(), z.boolean()]), label: z.string() });
export type FormFieldOption = z.infer<typeof FormFieldOption>;

/** A form field as the API answers it (spec 3: key, name, id, type, label, order, required, options, precondition, className, step, value). */
export const FormField = z.object({
  form_field_id: z.number().int(),
  /** The same as form_field_id (spec 3 names both). */
  id: z.number().int(),
  form_id: z.number().int(),
  key: z.string(),
  name: z.string(),
  type: z.string(),
  label: z.string(),
  order: z.number().int(),
  required: z.boolean(),
  options: z.array(FormFieldOption),
  precondition: z.string().nullable(),
  className: z.string().nullable(),
  step: z.number().int().nullable(),
  value: z.string().nullable(),
});
export type FormField = z.infer<typeof FormField>;

/** A form with its fields sorted by order. */
export const Form = z.object({ form_id: z.number().int(), name: z.string(), form_fields: z.array(FormField) });
export type Form = z.infer<typeof Form>;

/** GET /forms: the forms, and with a search or paging (/admin), how many match over all pages. */
export const FormsResponse = z.object({ forms: z.array(Form), total: z.number().int().optional() });
export const FormResponse = z.object({ form: Form });

/** GET /forms?name=…: forms whose name holds the text, ignoring case. */
export const FormsQuery = z.object({ name: text(limits.shortText).optional() });
export type FormsQuery = z.input<typeof FormsQuery>;

/** A custom field (spec 3: object, key, type, required), with its label and choices. */
export const CustomField = z.object({
  custom_field_id: z.number().int(),
  object: z.string(),
  key: z.string(),
  type: z.string(),
  required: z.boolean(),
  label: z.string(),
  options: z.array(FormFieldOption),
});
export type CustomField = z.infer<typeof CustomField>;

/** GET /custom_fields: the custom fields, and with a search or paging (/admin), how many match over all pages. */
export const CustomFieldsResponse = z.object({ custom_fields: z.array(CustomField), total: z.number().int().optional() });
export const CustomFieldResponse = z.object({ custom_field: CustomField });

/** GET /custom_fields with filters (spec 7). */
export const CustomFieldsQuery = z.object({
  object: text(40).optional(),
  key: text(60).optional(),
  type: text(40).optional(),
  required: QueryFlag.optional(),
});
export type CustomFieldsQuery = z.input<typeof CustomFieldsQuery>;

/** A customer's value of a custom field, as GET /customer answers it. */
export const CustomValue = z.object({
  custom_field_id: z.number().int(),
  key: z.string(),
  value: z.string().nullable(),
});
export type CustomValue = z.infer<typeof CustomValue>;

/** A custom value sent with PUT /customer: the field's id and its value as text (null clears it). */
export const CustomValueBody = z.object({ custom_field_id: RefId, value: text(limits.longText).nullable() });
export type CustomValueBody = z.input<typeof CustomValueBody>;

/** The custom values of one PUT /customer: at most one per field. */
export const CustomValuesBody = z
  .array(CustomValueBody)
  .max(50)
  .refine((values) => new Set(values.map((value) => value.custom_field_id)).size === values.length, messages.formsApi.customValuesRepeated);
