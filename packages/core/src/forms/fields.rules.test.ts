import { describe, expect, it } from 'vitest';
import { demoForms } from '../testing/demo-forms.js';
import type { DynamicField } from './forms.model.js';
import { fieldPresentation, fieldsOfStep, initialFormValues, validateDynamicForm } from './fields.rules.js';

const field = (type: string, extra: Partial<DynamicField> = {}): DynamicField => ({ key: type, label: `Campo ${type}`, type, required: true, ...extra });
const profileFields = demoForms[0]?.form_fields ?? [];

describe('fieldPresentation', () => {
  it('accepts image/* only on image fields, several files on multiple-images, any file on a file field', () => {
    expect(fieldPresentation(field('image'))).toMatchObject({ control: 'file', accept: 'image/*', multiple: false });
    expect(fieldPresentation(field('multiple-images'))).toMatchObject({ control: 'file', accept: 'image/*', multiple: true });
    expect(fieldPresentation(field('file'))).toMatchObject({ control: 'file', accept: null });
  });

  it('draws multi-line descriptions with 4 rows and selects searchable with their choices', () => {
    expect(fieldPresentation(field('textarea'))).toMatchObject({ control: 'textarea', rows: 4, inputType: null });
    const select = fieldPresentation(field('select', { options: [{ value: 'a', label: 'A' }] }));
    expect(select).toMatchObject({ control: 'select', searchable: true, creatable: false, options: [{ value: 'a', label: 'A' }] });
    expect(fieldPresentation(field('boolean')).options.map((option) => option.label)).toEqual(['Sí', 'No']);
    expect(fieldPresentation(field('creatable-select'))).toMatchObject({ control: 'select', creatable: true, multiple: true });
  });

  it('maps input types, labels optional fields and keeps className and step', () => {
    expect(fieldPresentation(field('phone')).inputType).toBe('tel');
    expect(fieldPresentation(field('birthdate')).inputType).toBe('date');
    expect(fieldPresentation(field('datetime')).inputType).toBe('datetime-local');
    expect(fieldPresentation(field('algo-nuevo')).inputType).toBe('text');
    expect(fieldPresentation(field('address')).control).toBe('address');
    const optional = fieldPresentation(field('text', { required: false, className: ' col-md-6 ', step: 2 }));
    expect(optional).toMatchObject({ label: 'Campo text (Opcional)', required: false, className: 'col-md-6', step: 2 });
  });
});

describe('initialFormValues', () => {
  it("starts from the record's values, else each field's value attribute, else empty", () => {
    const fields = [
      field('text', { key: 'name' }), field('number', { key: 'clases', value: '-3' }), field('boolean', { key: 'aviso', value: 'true' }),
      field('creatable-select', { key: 'tags' }), field('text', { key: 'ciudad', value: 'CDMX' }),
    ];
    expect(initialFormValues(fields, { name: 'Ana', ciudad: null })).toEqual({ name: 'Ana', clases: 3, aviso: true, tags: [], ciudad: 'CDMX' });
  });
});

describe('validateDynamicForm', () => {
  it('neither validates nor sends a field hidden by its precondition', () => {
    const fields = [...profileFields.map((one) => (one.key === 'other' ? { ...one, required: true } : one))];
    const values = { name: 'Ana', last_name: 'López', phone: '5512345678', birthdate: '1990-05-01', signup_reason: 'Recomendación', other: '' };
    const hidden = validateDynamicForm(fields, { values });
    expect(hidden.ok).toBe(true);
    expect(hidden.values).not.toHaveProperty('other');
    const shown = validateDynamicForm(fields, { values: { ...values, signup_reason: 'Otro' } });
    expect(shown.ok).toBe(false);
    expect(shown.errors.other?.message).toBe('Debes llenar este campo.');
    expect(shown.summary?.message).toBe('Revisa el campo: Cuéntanos');
  });

  it('sums several failing fields up and stores numbers as absolute values', () => {
    const result = validateDynamicForm([field('text'), field('phone'), field('number', { required: false })], { values: { text: '', phone: 'abc', number: '-4' } });
    expect(result.summary?.message).toBe('Revisa los campos faltantes o inválidos.');
    expect(result.values.number).toBe(4);
  });
});

describe('fieldsOfStep', () => {
  it('keeps the fields of a step and those without one', () => {
    const fields = [field('a', { step: 1 }), field('b', { step: 2 }), field('c', { step: null })];
    expect(fieldsOfStep(fields, 2).map((one) => one.key)).toEqual(['b', 'c']);
  });
});
