import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormBody, FormDraftBody } from '../api/schemas/forms.schemas.js';
import { messages } from '../messages/index.js';
import { demoForms } from '../testing/demo-forms.js';
import {
  draftOfForm, duplicateField, emptyFieldDraft, formBodyOf, previewFieldsOf, singleMove, stepsOf, suggestedKey, type FieldDraft,
} from './form-draft.rules.js';

const profile = demoForms[0]!;

describe('the builder’s draft of a form', () => {
  it('round-trips a stored form: the body it sends holds every field as it was', () => {
    const body = formBodyOf(draftOfForm(profile));
    expect(body.name).toBe('Información personal');
    expect(body.form_fields.map((field) => field.key)).toEqual(profile.form_fields.map((field) => field.key));
    const other = body.form_fields.find((field) => field.key === 'other');
    expect(other).toMatchObject({ type: 'text', precondition: 'signup_reason=Otro', className: 'col-md-6', step: 1, options: null, required: false });
    expect(body.form_fields.find((field) => field.key === 'signup_reason')?.options).toContainEqual({ value: 'Otro', label: 'Otro' });
    expect(body.form_fields.map((field) => field.order)).toEqual(body.form_fields.map((_, index) => index));
    expect(FormBody.safeParse(body).success).toBe(true);
    expect(FormDraftBody.safeParse(draftOfForm(profile)).success).toBe(true);
  });

  it('keeps a value apart from its text, and sends the text as the value when none is typed', () => {
    const draft = draftOfForm({ name: 'Encuesta', form_fields: [] });
    const field: FieldDraft = { ...emptyFieldDraft(), key: 'meta', label: 'Meta', type: 'select', options: [{ label: 'Flexibilidad', value: 'flex' }, { label: 'Fuerza', value: '' }] };
    expect(formBodyOf({ ...draft, fields: [field] }).form_fields[0]?.options).toEqual([{ value: 'flex', label: 'Flexibilidad' }, { value: 'Fuerza', label: 'Fuerza' }]);
    expect(formBodyOf({ ...draft, fields: [{ ...field, type: 'text' }] }).form_fields[0]?.options).toBeNull();
  });

  it('refuses, next to the field, what the API would refuse', () => {
    const base: FieldDraft = { ...emptyFieldDraft(), key: 'nivel', label: 'Nivel', type: 'select' };
    const shown: FieldDraft = { ...emptyFieldDraft(), key: 'detalle', label: 'Detalle', condition: { key: 'nivel', value: '' } };
    const result = FormDraftBody.safeParse({ name: 'Salud', fields: [base, shown, { ...shown, condition: { key: '', value: '' } }] });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['fields.2.key', messages.formsApi.fieldKeysRepeated],
      ['fields.0.options', messages.formsApi.selectNeedsOptions],
      ['fields.1.condition.value', messages.formsApi.preconditionValue],
    ]);
  });

  it('suggests a free key from the label, and duplicates a field with a key of its own', () => {
    const fields: FieldDraft[] = [{ ...emptyFieldDraft(), key: 'talla', label: 'Talla' }, { ...emptyFieldDraft(), label: 'Talla' }];
    expect(suggestedKey(fields, 1)).toBe('talla_2');
    expect(duplicateField(fields, 0, '(copia)')).toMatchObject({ label: 'Talla (copia)', key: 'talla_2', auto: false });
  });

  it('previews the draft as the customer’s renderer reads it, with stand-ins for blanks and each key once', () => {
    const fields: FieldDraft[] = [
      { ...emptyFieldDraft(), key: 'a', label: 'A', step: '2', condition: { key: 'b', value: 'x' } },
      { ...emptyFieldDraft() },
      { ...emptyFieldDraft(), key: 'a', label: 'Otra A' },
    ];
    const preview = previewFieldsOf(fields, 'Sin etiqueta');
    expect(preview.map((field) => [field.key, field.label, field.step, field.precondition])).toEqual([['a', 'A', 2, 'b=x'], ['campo-2', 'Sin etiqueta', null, null]]);
    expect(stepsOf(preview)).toEqual([2]);
  });
});

describe('singleMove (a sortable list’s new order as one move)', () => {
  it('finds the item that moved, up or down', () => {
    expect(singleMove(['a', 'b', 'c', 'd'], ['a', 'd', 'b', 'c'])).toEqual({ from: 3, to: 1 });
    expect(singleMove(['a', 'b', 'c', 'd'], ['b', 'c', 'a', 'd'])).toEqual({ from: 0, to: 2 });
    expect(singleMove(['a', 'b'], ['a', 'b'])).toBeNull();
  });

  it('undoes any single move of a list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }).chain((n) => fc.tuple(fc.constant(n), fc.nat(n - 1), fc.nat(n - 1))), ([n, from, to]) => {
        const before = Array.from({ length: n }, (_, index) => index);
        const after = [...before];
        const [item] = after.splice(from, 1);
        after.splice(to, 0, item!);
        const move = singleMove(before, after);
        if (from === to) expect(move).toBeNull();
        else {
          const replayed = [...before];
          const [moved] = replayed.splice(move!.from, 1);
          replayed.splice(move!.to, 0, moved!);
          expect(replayed).toEqual(after);
        }
      }),
    );
  });
});
