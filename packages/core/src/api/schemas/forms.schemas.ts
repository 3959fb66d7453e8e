import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { parseFieldOptions } from '../../forms/options.rules.js';
import { isValidPrecondition } from '../../forms/precondition.rules.js';
import { FORM_FIELD_TYPES } from '../../validation/forms.model.js';
import { RefId, limits } from './common.schemas.js';

/**
 * Dynamic forms, custom fields and a customer's custom values (spec 3 Form,
 * Custom field; spec 7 'Catalogue forms and custom_fields'): the records as
 * the API answers them and the bodies admins send. Options are answered
 * parsed, as `{value, label}` choices, however they were stored.
 */

/** Text without NUL characters, which PostgreSQL refuses to store. */
const text = (max: number) =>
  z.string().trim().max(max).refine((value) => !value.includes('\u0000'), messages.common.forbiddenCharacters);

const QueryFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A field key: where the value lives ('signup_reason', 'talla_playera'). */
export const FieldKey = z.string().trim().regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,59}$/, messages.formsApi.fieldKeyFormat);

/** A field's type: one of spec 3's form field types. */
export const FieldType = z.enum(FORM_FIELD_TYPES);

const OptionValue = z.union([text(limits.shortText), z.number(), z.boolean()]);

/** One choice of a select. */
export const FormFieldOption = z.object({ value: z.union([z.string(), z.number(), z.boolean()]), label: z.string() });
export type FormFieldOption = z.infer<typeof FormFieldOption>;

/** Choices as an admin sends them: plain values or `{value, label}`; stored as `{value, label}`. */
export const FieldOptionsInput = z
  .array(z.union([OptionValue, z.object({ value: OptionValue, label: text(limits.shortText).optional() })]))
  .max(200)
  .transform((list) => parseFieldOptions(list));

const Precondition = text(200).refine(isValidPrecondition, messages.formsApi.preconditionFormat);
const ClassName = text(120).regex(/^[A-Za-z0-9 _-]*$/, messages.formsApi.classNameFormat);
const Label = text(limits.shortText).min(1, messages.forms.fillField);

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

export const FormsResponse = z.object({ forms: z.array(Form) });
export const FormResponse = z.object({ form: Form });

/** GET /forms?name=…: forms whose name holds the text, ignoring case. */
export const FormsQuery = z.object({ name: text(limits.shortText).optional() });
export type FormsQuery = z.input<typeof FormsQuery>;

/** One field of a form an admin writes. `name` defaults to the key. */
export const FormFieldBody = z.object({
  key: FieldKey,
  name: text(limits.shortText).optional(),
  type: FieldType,
  label: Label,
  order: z.number().int().min(0).max(10_000).optional(),
  required: z.boolean().optional(),
  options: FieldOptionsInput.nullable().optional(),
  precondition: Precondition.nullable().optional(),
  className: ClassName.nullable().optional(),
  step: z.number().int().min(1).max(100).nullable().optional(),
  value: text(limits.longText).nullable().optional(),
});
export type FormFieldBody = z.input<typeof FormFieldBody>;

const FormFields = z
  .array(FormFieldBody)
  .max(100)
  .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, messages.formsApi.fieldKeysRepeated);

/** POST /forms (admin): a form and its fields. */
export const FormBody = z.object({ name: Label, form_fields: FormFields.optional() });
export type FormBody = z.input<typeof FormBody>;

/** PUT /forms/:id (admin): the name, and the fields when given (they replace the form's fields). */
export const FormUpdateBody = z.object({ name: Label.optional(), form_fields: FormFields.optional() });
export type FormUpdateBody = z.input<typeof FormUpdateBody>;

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

export const CustomFieldsResponse = z.object({ custom_fields: z.array(CustomField) });
export const CustomFieldResponse = z.object({ custom_field: CustomField });

/** GET /custom_fields with filters (spec 7). */
export const CustomFieldsQuery = z.object({
  object: text(40).optional(),
  key: text(60).optional(),
  type: text(40).optional(),
  required: QueryFlag.optional(),
});
export type CustomFieldsQuery = z.input<typeof CustomFieldsQuery>;

/** The object a custom field extends ('customer' keeps values per customer). */
const FieldObject = z.string().trim().regex(/^[a-z_]{1,40}$/, messages.formsApi.fieldKeyFormat);

/** POST /custom_fields (admin). */
export const CustomFieldBody = z.object({
  object: FieldObject.default('customer'),
  key: FieldKey,
  type: FieldType,
  required: z.boolean().optional(),
  label: Label,
  options: FieldOptionsInput.nullable().optional(),
});
export type CustomFieldBody = z.input<typeof CustomFieldBody>;

/** PUT /custom_fields/:id (admin): changes only what it names. */
export const CustomFieldUpdateBody = z.object({
  object: FieldObject.optional(),
  key: FieldKey.optional(),
  type: FieldType.optional(),
  required: z.boolean().optional(),
  label: Label.optional(),
  options: FieldOptionsInput.nullable().optional(),
});
export type CustomFieldUpdateBody = z.input<typeof CustomFieldUpdateBody>;

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
