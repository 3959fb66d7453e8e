import { useEffect } from 'react';
import { FORM_FIELD_TYPES, messages, suggestedKey, type FieldDraft, type FormDraftBody } from '@estudio/core';
import type { FormInput, ZodFormApi } from '../../kit/Form/index.js';

/** The builder's form: core's `FormDraftBody` in react-hook-form. */
export type BuilderForm = ZodFormApi<typeof FormDraftBody>;
/** What it holds: the name and the fields as core's `FieldDraft`s. */
export type BuilderValues = FormInput<typeof FormDraftBody>;

/** A core `FieldDraft` as a row of the form (its type is one of spec 3's, which the schema checks). */
export const draftRow = (draft: FieldDraft): BuilderValues['fields'][number] => draft as BuilderValues['fields'][number];

/** Every field type of spec 3 with the words the admin reads, in the order the picker offers them. */
export const TYPE_CHOICES = Object.entries(messages.deskForms.types)
  .filter(([value]) => (FORM_FIELD_TYPES as readonly string[]).includes(value))
  .map(([value, label]) => ({ value, label }));

/** A type's words ('Lista de opciones'), or the type itself when spec 3 does not name it. */
export const typeLabel = (type: string): string => (messages.deskForms.types as Readonly<Record<string, string>>)[type] ?? type;

const FIELD_ATTRIBUTE = /^fields\.(\d+)\.(label|key)$/;

/**
 * While a field's key follows its label (a new field, `auto`), typing the
 * label writes the key core suggests (unlike every other key); typing the
 * key itself stops that for the field. Only the admin's own typing counts
 * (react-hook-form tells a change from a `setValue`).
 */
export const useKeyFollowsLabel = (form: BuilderForm): void => {
  useEffect(() => {
    const watching = form.watch((_values, { name, type }) => {
      const match = type === 'change' && name ? FIELD_ATTRIBUTE.exec(name) : null;
      if (!match) return;
      const index = Number(match[1]);
      if (!form.getValues(`fields.${index}.auto`)) return;
      if (match[2] === 'key') {
        form.setValue(`fields.${index}.auto`, false);
        return;
      }
      const fields = form.getValues('fields') as FieldDraft[];
      form.setValue(`fields.${index}.key`, suggestedKey(fields, index), { shouldValidate: form.formState.isSubmitted });
    });
    return () => watching.unsubscribe();
  }, [form]);
};
