import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../messages/index.js';
import { FieldKey } from '../api/schemas/form-builder.schemas.js';
import {
  FIELD_KEY_MAX, conditionChoices, customFieldProblems, fieldKeyOf, formFieldProblems, formRoleOf, keptOptions, missingAddressKeys, uniqueFieldKey,
  type FieldShape,
} from './form-builder.rules.js';

const field = (key: string, more: Partial<FieldShape> = {}): FieldShape => ({ key, type: 'text', label: key, options: [], precondition: null, ...more });

describe('fieldKeyOf (a key suggested by the label)', () => {
  it('folds accents and case and joins words with underscores', () => {
    expect(fieldKeyOf('¿Talla de playera?')).toBe('talla_de_playera');
    expect(fieldKeyOf('Teléfono de emergencia')).toBe('telefono_de_emergencia');
    expect(fieldKeyOf('  Año  ')).toBe('ano');
    expect(fieldKeyOf('3 metas')).toBe('campo_3_metas');
    expect(fieldKeyOf('¡!')).toBe('campo');
  });

  it('always answers a key the API takes', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (label) => {
      const key = fieldKeyOf(label);
      expect(FieldKey.safeParse(key).success, key).toBe(true);
      expect(key.length).toBeLessThanOrEqual(FIELD_KEY_MAX);
    }));
  });
});

describe('uniqueFieldKey', () => {
  it('adds _2, _3… until the key is free, within the length limit', () => {
    expect(uniqueFieldKey('talla', [])).toBe('talla');
    expect(uniqueFieldKey('talla', ['talla', 'talla_2'])).toBe('talla_3');
    const long = 'a'.repeat(FIELD_KEY_MAX);
    expect(uniqueFieldKey(long, [long])).toBe(`${'a'.repeat(FIELD_KEY_MAX - 2)}_2`);
  });

  it('never answers a taken key', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('a', 'a_2', 'a_3', 'b'), { maxLength: 6 }), (taken) => {
      expect(taken).not.toContain(uniqueFieldKey('a', taken));
    }));
  });
});

describe('formFieldProblems (what a form’s fields must agree on)', () => {
  it('finds nothing wrong with the demo profile form', () => {
    const reasons = ['Redes sociales', 'Otro'].map((value) => ({ value, label: value }));
    expect(formFieldProblems([
      field('name'), field('signup_reason', { type: 'select', options: reasons }),
      field('other', { precondition: { key: 'signup_reason', value: 'Otro' } }),
    ])).toEqual([]);
  });

  it('refuses a repeated key at the later field', () => {
    expect(formFieldProblems([field('a'), field('b'), field('a')])).toEqual([{ index: 2, at: 'key', message: messages.formsApi.fieldKeysRepeated }]);
  });

  it('asks a select for an option, and each value once', () => {
    expect(formFieldProblems([field('s', { type: 'select' })])).toEqual([{ index: 0, at: 'options', message: messages.formsApi.selectNeedsOptions }]);
    expect(formFieldProblems([field('c', { type: 'creatable-select' })])).toEqual([]);
    const twice = [{ value: 'M', label: 'Mediana' }, { value: 'M', label: 'M' }];
    expect(formFieldProblems([field('s', { type: 'select', options: twice })])[0]?.message).toBe(messages.formsApi.optionValuesRepeated);
  });

  it('asks a precondition for another field of the form, not in a circle, and a value among its choices', () => {
    const yesNo = field('lesion', { type: 'boolean', label: 'Lesión' });
    const level = field('nivel', { type: 'select', label: 'Nivel', options: [{ value: 'alto', label: 'Alto' }] });
    expect(formFieldProblems([field('x', { precondition: { key: 'nada', value: '1' } })])[0]?.message).toBe(messages.formsApi.preconditionField);
    expect(formFieldProblems([field('x', { precondition: { key: 'x', value: '1' } })])[0]?.message).toBe(messages.formsApi.preconditionField);
    expect(formFieldProblems([field('a', { precondition: { key: 'b', value: '1' } }), field('b', { precondition: { key: 'a', value: '1' } })]).map((p) => p.message))
      .toEqual([messages.formsApi.preconditionCycle, messages.formsApi.preconditionCycle]);
    expect(formFieldProblems([yesNo, field('x', { precondition: { key: 'lesion', value: ' ' } })])).toEqual([{ index: 1, at: 'preconditionValue', message: messages.formsApi.preconditionValue }]);
    expect(formFieldProblems([yesNo, field('x', { precondition: { key: 'lesion', value: 'quizá' } })])[0]?.message)
      .toBe(fill(messages.formsApi.preconditionOption, { label: 'Lesión' }));
    expect(formFieldProblems([yesNo, field('x', { precondition: { key: 'lesion', value: 'true' } })])).toEqual([]);
    expect(formFieldProblems([level, field('x', { precondition: { key: 'nivel', value: 'bajo' } })])[0]?.at).toBe('preconditionValue');
    expect(formFieldProblems([field('libre'), field('x', { precondition: { key: 'libre', value: 'lo que sea' } })])).toEqual([]);
  });
});

describe('what the builder shows', () => {
  it("offers a boolean's Sí and No, a select's options, nothing for free text", () => {
    expect(conditionChoices({ type: 'boolean' })?.map((choice) => choice.value)).toEqual(['true', 'false']);
    expect(conditionChoices({ type: 'select', options: [{ value: 'M', label: 'Mediana' }] })).toEqual([{ value: 'M', label: 'Mediana' }]);
    expect(conditionChoices({ type: 'text' })).toBeNull();
  });

  it('knows the profile form (1) and the address form (6), and what an address form lacks', () => {
    expect([formRoleOf(1), formRoleOf(6), formRoleOf(2)]).toEqual(['profile', 'address', null]);
    expect(missingAddressKeys(['street', 'city', 'country'])).toEqual(['state']);
  });

  it('checks a custom field’s choices alone', () => {
    expect(customFieldProblems({ type: 'select', options: [] })).toHaveLength(1);
    expect(customFieldProblems({ type: 'text', options: null })).toEqual([]);
  });

  it('checks options only on the types that take them: a text field’s stray options are kept out', () => {
    const twice = [{ value: 'a', label: 'A' }, { value: 'a', label: 'Otra A' }];
    expect(keptOptions('text', twice)).toEqual([]);
    expect(keptOptions('boolean', twice)).toEqual(twice);
    expect(keptOptions('select', null)).toEqual([]);
    expect(formFieldProblems([field('nota', { options: twice })])).toEqual([]);
    expect(customFieldProblems({ type: 'number', options: twice })).toEqual([]);
    expect(formFieldProblems([field('nivel', { type: 'creatable-select', options: twice })])).toEqual([{ index: 0, at: 'options', message: messages.formsApi.optionValuesRepeated }]);
  });
});
