import { describe, expect, it } from 'vitest';
import { draftShape, emptyFieldDraft, type FieldDraft } from '../../forms/form-draft.rules.js';
import { FIELD_KEY_MAX, formFieldProblems } from '../../forms/form-builder.rules.js';
import { messages } from '../../messages/index.js';
import { CustomFieldBody, CustomFieldFormBody, CustomFieldUpdateBody, FieldKey, FormBody, FormDraftBody } from './form-builder.schemas.js';

const issuesOf = (schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : (parsed.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('FieldKey', () => {
  it('takes keys up to FIELD_KEY_MAX characters, and no longer ones', () => {
    expect(FieldKey.safeParse(`k${'a'.repeat(FIELD_KEY_MAX - 1)}`).success).toBe(true);
    expect(issuesOf(FieldKey, `k${'a'.repeat(FIELD_KEY_MAX)}`)).toEqual([{ path: '', message: messages.formsApi.fieldKeyFormat }]);
    expect(issuesOf(FieldKey, '1talla')).toEqual([{ path: '', message: messages.formsApi.fieldKeyFormat }]);
  });
});

describe("a custom field's object", () => {
  it('is one of CUSTOM_FIELD_OBJECTS, else refused with its own message', () => {
    const body = { key: 'talla', label: 'Talla', type: 'text' };
    expect(CustomFieldBody.parse(body).object).toBe('customer');
    for (const object of ['clase', 'Customer', '']) {
      expect(issuesOf(CustomFieldBody, { ...body, object })).toEqual([{ path: 'object', message: messages.formsApi.customFieldObject }]);
      expect(issuesOf(CustomFieldUpdateBody, { object })).toEqual([{ path: 'object', message: messages.formsApi.customFieldObject }]);
    }
    const form = { label: 'Talla', key: 'talla', object: 'clase', type: 'text', required: false, options: [] };
    expect(issuesOf(CustomFieldFormBody, form)).toEqual([{ path: 'object', message: messages.formsApi.customFieldObject }]);
    expect(messages.formsApi.customFieldObject).not.toBe(messages.formsApi.fieldKeyFormat);
  });
});

describe("a field's options, in the API's body and in the builder alike", () => {
  const twice = [{ value: 'a', label: 'A' }, { value: 'a', label: 'Otra A' }];
  const draft = (more: Partial<FieldDraft>): FieldDraft => ({ ...emptyFieldDraft(), key: 'campo', label: 'Campo', ...more });

  it('are neither checked nor kept on a type that takes none', () => {
    const parsed = FormBody.parse({ name: 'Encuesta', form_fields: [{ key: 'nota', type: 'text', label: 'Nota', options: twice }] });
    expect(parsed.form_fields?.[0]?.options).toBeNull();
    const fields = [draft({ type: 'text', options: [{ label: 'A', value: 'a' }, { label: 'Otra A', value: 'a' }] })];
    expect(issuesOf(FormDraftBody, { name: 'Encuesta', fields })).toEqual([]);
    expect(formFieldProblems(fields.map(draftShape))).toEqual([]);
  });

  it('are checked and kept on a type that takes them', () => {
    expect(issuesOf(FormBody, { name: 'Encuesta', form_fields: [{ key: 'nivel', type: 'select', label: 'Nivel', options: twice }] }))
      .toEqual([{ path: 'form_fields.0.options', message: messages.formsApi.optionValuesRepeated }]);
    const fields = [draft({ type: 'select', options: [{ label: 'A', value: 'a' }, { label: 'Otra A', value: 'a' }] })];
    expect(issuesOf(FormDraftBody, { name: 'Encuesta', fields })).toEqual([{ path: 'fields.0.options', message: messages.formsApi.optionValuesRepeated }]);
    const kept = FormBody.parse({ name: 'Encuesta', form_fields: [{ key: 'ok', type: 'boolean', label: 'OK', options: ['Sí', 'No'] }] });
    expect(kept.form_fields?.[0]?.options).toEqual([{ value: 'Sí', label: 'Sí' }, { value: 'No', label: 'No' }]);
  });
});
