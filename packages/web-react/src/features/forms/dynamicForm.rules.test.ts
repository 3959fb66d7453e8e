import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appError, type DynamicField } from '@estudio/core';
import {
  chosenValues,
  creatableItems,
  fieldWidth,
  inputText,
  isCheckboxField,
  optionOf,
  outcomeOf,
  pageHighlight,
  startValues,
} from './dynamicForm.rules.js';

const options = ['Redes sociales', 'Recomendación', 'Pasaba por aquí', 'Otro'].map((label) => ({ value: label, label }));

describe('dynamic form rules', () => {
  it('draws a boolean without choices as a checkbox that always holds true or false', () => {
    const fields: DynamicField[] = [
      { key: 'embarazo', label: 'Estoy embarazada', type: 'boolean', required: true },
      { key: 'aviso', label: 'Aviso', type: 'boolean', value: 'true' },
      { key: 'elige', label: 'Elige', type: 'boolean', options: [{ value: 'si', label: 'Claro' }] },
    ];
    expect(fields.map(isCheckboxField)).toEqual([true, true, false]);
    expect(startValues(fields, {})).toEqual({ embarazo: false, aviso: true, elige: '' });
    expect(startValues(fields, { embarazo: 'true' }).embarazo).toBe(true);
  });

  it("reads className as half a row for columns of 6 or fewer, else the whole row", () => {
    expect(['col-md-6', 'col-6', 'mb-2 col-lg-4', 'half'].map(fieldWidth)).toEqual(['half', 'half', 'half', 'half']);
    expect(['col-12', 'col-md-8', '', null, undefined, 'col-md-60'].map(fieldWidth)).toEqual(['full', 'full', 'full', 'full', 'full', 'full']);
  });

  it('writes values as their inputs take them', () => {
    expect(inputText('date', '1992-05-18T00:00:00.000Z')).toBe('1992-05-18');
    expect(inputText('datetime-local', '2026-03-05 18:30:00')).toBe('2026-03-05T18:30');
    expect(inputText('number', 3)).toBe('3');
    expect(inputText('text', null)).toBe('');
  });

  it('picks the option of a value compared as text, none for blank', () => {
    expect(optionOf([{ value: 1, label: 'Uno' }], '1')?.label).toBe('Uno');
    expect(optionOf([{ value: false, label: 'No' }], false)?.label).toBe('No');
    expect(optionOf(options, '')).toBeNull();
  });

  it('turns a refused validation into texts by key and the summary', () => {
    const outcome = outcomeOf({ errors: { name: appError('validation/required', 'Debes llenar este campo.') }, summary: appError('validation/form', 'Revisa el campo: Nombre') });
    expect(outcome).toEqual({ errors: { name: 'Debes llenar este campo.' }, summary: 'Revisa el campo: Nombre' });
  });

  it('moves the highlight 5 options a page, stopping at either end', () => {
    expect(pageHighlight(-1, 1, 7)).toBe(4);
    expect(pageHighlight(4, 1, 7)).toBe(6);
    expect(pageHighlight(6, -1, 7)).toBe(1);
    expect(pageHighlight(-1, -1, 7)).toBe(2);
    expect(pageHighlight(0, 1, 0)).toBe(-1);
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 600 }), fc.constantFrom<1 | -1>(1, -1), fc.integer({ min: 1, max: 500 }), (current, direction, count) => {
        const next = pageHighlight(Math.min(current, count - 1), direction, count);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
        if (current >= 0 && current < count) expect(Math.abs(next - current)).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('offers the typed text of a creatable select unless an option or a chosen value reads the same', () => {
    expect(creatableItems(options, [], 'recomendacion')).toEqual([{ kind: 'option', option: options[1] }]);
    expect(creatableItems(options, [], 'Yoga')).toEqual([{ kind: 'create', value: 'Yoga' }]);
    expect(creatableItems(options, ['Otro'], 'otro')).toEqual([]);
    expect(creatableItems(options, ['Yoga'], ' yoga ')).toEqual([]);
    expect(creatableItems(options, ['Otro'], '').map((item) => (item.kind === 'option' ? item.option.label : item.value))).toEqual([
      'Redes sociales',
      'Recomendación',
      'Pasaba por aquí',
    ]);
  });

  it("reads a creatable select's value as a list, whether stored as a list, JSON or one text", () => {
    expect(chosenValues(['a', 1])).toEqual(['a', '1']);
    expect(chosenValues('["Yoga","Pilates"]')).toEqual(['Yoga', 'Pilates']);
    expect(chosenValues('Yoga')).toEqual(['Yoga']);
    expect(chosenValues('')).toEqual([]);
    expect(chosenValues(null)).toEqual([]);
  });
});
