import { z } from 'zod';
import { messages } from '../../messages/index.js';
import {
  CUSTOM_FIELD_OBJECTS, FIELD_KEY_MAX, formFieldProblems, customFieldProblems, keptOptions, takesOptions, type FieldProblemAt, type FieldShape,
} from '../../forms/form-builder.rules.js';
import { draftShape, type FieldDraft } from '../../forms/form-draft.rules.js';
import { parseFieldOptions } from '../../forms/options.rules.js';
import { isValidPrecondition, parsePrecondition } from '../../forms/precondition.rules.js';
import { FORM_FIELD_TYPES } from '../../validation/forms.model.js';
import { limits } from './common.schemas.js';

/**
 * The bodies of the forms and custom fields that admins write (issue 15,
 * 'Formularios' and 'Campos personalizados'), apart from forms.schemas.ts
 * (which re-exports them for the routes and whose records the member area
 * reads): a screen importing a body gets this module, zod, the messages and
 * the forms rules only (docs/contexts/desk.md, 'First load'). The
 * builder's own form (`FormDraftBody`) and the custom field panel's
 * (`CustomFieldFormBody`) run the same checks as the bodies.
 */

/** Text without NUL characters, which PostgreSQL refuses to store. */
export const storableText = (max: number) =>
  z.string().trim().max(max).refine((value) => !value.includes('\u0000'), messages.common.forbiddenCharacters);

/** A key's format: a letter or '_' first, then letters, digits, '_', '.' or '-', FIELD_KEY_MAX characters at most. */
const FIELD_KEY_FORMAT = new RegExp(`^[A-Za-z_][A-Za-z0-9_.-]{0,${FIELD_KEY_MAX - 1}}$`);

/** A field key: where the value lives ('signup_reason', 'talla_playera'). */
export const FieldKey = z.string().trim().min(1, messages.forms.fillField).regex(FIELD_KEY_FORMAT, messages.formsApi.fieldKeyFormat);

/** A field's type: one of spec 3's form field types. */
export const FieldType = z.enum(FORM_FIELD_TYPES);

const OptionValue = z.union([storableText(limits.shortText), z.number(), z.boolean()]);

/** Choices as an admin sends them: plain values or `{value, label}`; stored as `{value, label}`. */
export const FieldOptionsInput = z
  .array(z.union([OptionValue, z.object({ value: OptionValue, label: storableText(limits.shortText).optional() })]))
  .max(200)
  .transform((list) => parseFieldOptions(list));

const Precondition = storableText(200).refine(isValidPrecondition, messages.formsApi.preconditionFormat);
const ClassName = storableText(120).regex(/^[A-Za-z0-9 _-]*$/, messages.formsApi.classNameFormat);
const Label = storableText(limits.shortText).min(1, messages.forms.fillField);

/**
 * One field of a form an admin writes. `name` defaults to the key. Options
 * stay only on the types that take them (core's `keptOptions`): another
 * type's are dropped, unchecked, as the builder drops them.
 */
export const FormFieldBody = z.object({
  key: FieldKey,
  name: storableText(limits.shortText).optional(),
  type: FieldType,
  label: Label,
  order: z.number().int().min(0).max(10_000).optional(),
  required: z.boolean().optional(),
  options: FieldOptionsInput.nullable().optional(),
  precondition: Precondition.nullable().optional(),
  className: ClassName.nullable().optional(),
  step: z.number().int().min(1).max(100).nullable().optional(),
  value: storableText(limits.longText).nullable().optional(),
}).transform((field) => (takesOptions(field.type) ? field : { ...field, options: null }));
export type FormFieldBody = z.input<typeof FormFieldBody>;

/** Reports each problem of `formFieldProblems` at its field's attribute, as `pathOf` names it. */
const reportProblems = (problems: ReturnType<typeof formFieldProblems>, ctx: z.RefinementCtx, pathOf: (at: FieldProblemAt) => (string | number)[]) => {
  for (const problem of problems) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.index, ...pathOf(problem.at)] });
};

const bodyShape = (field: z.output<typeof FormFieldBody>): FieldShape => ({
  key: field.key,
  type: field.type,
  label: field.label,
  options: keptOptions(field.type, field.options),
  precondition: parsePrecondition(field.precondition),
});

const FormFields = z
  .array(FormFieldBody)
  .max(100)
  .superRefine((fields, ctx) => reportProblems(formFieldProblems(fields.map(bodyShape)), ctx, (at) => [at === 'preconditionValue' ? 'precondition' : at]));

/** POST /forms (admin): a form and its fields, which must agree (core's `formFieldProblems`). */
export const FormBody = z.object({ name: Label, form_fields: FormFields.optional() });
export type FormBody = z.input<typeof FormBody>;

/** PUT /forms/:id (admin): the name, and the fields when given (they replace the form's fields). */
export const FormUpdateBody = z.object({ name: Label.optional(), form_fields: FormFields.optional() });
export type FormUpdateBody = z.input<typeof FormUpdateBody>;

/** One choice in the builder: the text customers read (required) and the value stored ('' stores the text). */
export const OptionDraftBody = z.object({
  label: storableText(limits.shortText).min(1, messages.forms.fillField),
  value: storableText(limits.shortText),
});

/** The step picker: '' (every step) or a step from 1 to 100. */
const StepText = z.string().regex(/^(?:[1-9][0-9]?|100)?$/, messages.formsApi.stepFormat);

/** One field as the builder holds it (core's `FieldDraft`), checked like `FormFieldBody`. */
export const FieldDraftBody = z.object({
  key: FieldKey,
  label: Label,
  type: FieldType,
  required: z.boolean(),
  options: z.array(OptionDraftBody).max(200),
  condition: z.object({ key: z.string().trim(), value: storableText(200) }),
  step: StepText,
  className: ClassName,
  value: storableText(limits.longText),
  name: storableText(limits.shortText),
  auto: z.boolean(),
});

const DRAFT_PATHS: Readonly<Record<FieldProblemAt, (string | number)[]>> = {
  key: ['key'],
  options: ['options'],
  precondition: ['condition', 'key'],
  preconditionValue: ['condition', 'value'],
};

/**
 * /admin's form builder ('Nuevo', 'Editar' of 'Formularios'): the name and
 * the fields as `FieldDraft`s, with `FormBody`'s checks, each problem next
 * to its field's attribute. `formBodyOf` makes the body it sends.
 */
export const FormDraftBody = z.object({
  name: Label,
  fields: z
    .array(FieldDraftBody)
    .max(100)
    .superRefine((fields, ctx) => reportProblems(formFieldProblems(fields.map((field) => draftShape(field as FieldDraft))), ctx, (at) => DRAFT_PATHS[at])),
});
export type FormDraftBody = z.input<typeof FormDraftBody>;

/** The object a custom field extends: one of CUSTOM_FIELD_OBJECTS ('customer' keeps values per customer). */
const FieldObject = z.enum(CUSTOM_FIELD_OBJECTS, { error: messages.formsApi.customFieldObject });

const reportCustomField = (field: { type: string; options?: readonly { value: unknown }[] | null }, ctx: z.RefinementCtx) => {
  for (const problem of customFieldProblems(field)) ctx.addIssue({ code: 'custom', message: problem.message, path: ['options'] });
};

/** POST /custom_fields (admin): a select names its choices, each value once. */
export const CustomFieldBody = z
  .object({
    object: FieldObject.default('customer'),
    key: FieldKey,
    type: FieldType,
    required: z.boolean().optional(),
    label: Label,
    options: FieldOptionsInput.nullable().optional(),
  })
  .superRefine(reportCustomField);
export type CustomFieldBody = z.input<typeof CustomFieldBody>;

/** PUT /custom_fields/:id (admin): changes only what it names (the server checks the choices of the result). */
export const CustomFieldUpdateBody = z.object({
  object: FieldObject.optional(),
  key: FieldKey.optional(),
  type: FieldType.optional(),
  required: z.boolean().optional(),
  label: Label.optional(),
  options: FieldOptionsInput.nullable().optional(),
});
export type CustomFieldUpdateBody = z.input<typeof CustomFieldUpdateBody>;

/** /admin's custom field panel ('Nuevo', 'Editar' of 'Campos personalizados'): the body's fields as inputs hold them. */
export const CustomFieldFormBody = z
  .object({
    label: Label,
    key: FieldKey,
    // A select holds any text (a stored field's own object too); the body's check decides.
    object: z.string().pipe(FieldObject),
    type: FieldType,
    required: z.boolean(),
    options: z.array(OptionDraftBody).max(200),
  })
  .superRefine((field, ctx) =>
    reportCustomField({ type: field.type, options: field.options.map((option) => ({ value: option.value.trim() || option.label.trim() })) }, ctx));
export type CustomFieldFormBody = z.input<typeof CustomFieldFormBody>;
