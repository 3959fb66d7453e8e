import { describe, expect, it } from 'vitest';
import { fieldOptions, isOfferedValue, parseFieldOptions, searchOptions } from './options.rules.js';

describe('parseFieldOptions', () => {
  it('reads the stored shapes: JSON of values or of {value, label}, lists, comma text', () => {
    expect(parseFieldOptions('["CH","M"]')).toEqual([{ value: 'CH', label: 'CH' }, { value: 'M', label: 'M' }]);
    expect(parseFieldOptions('[{"value":"flex","label":"Flexibilidad"},{"value":2}]')).toEqual([
      { value: 'flex', label: 'Flexibilidad' }, { value: 2, label: '2' },
    ]);
    expect(parseFieldOptions([true, { value: false, label: 'No' }])).toEqual([{ value: true, label: 'true' }, { value: false, label: 'No' }]);
    expect(parseFieldOptions('CH, M ,G')).toEqual(['CH', 'M', 'G'].map((value) => ({ value, label: value })));
  });

  it('reads nothing from what is not a list of choices, without throwing', () => {
    for (const raw of [null, undefined, '', '{"a":1}', '42', 7, {}, '[null, [1], {"label":"sin valor"}]']) {
      expect(parseFieldOptions(raw), String(raw)).toEqual([]);
    }
  });
});

describe('fieldOptions', () => {
  it("offers 'Sí' and 'No' for a boolean field without choices, and a field's own choices otherwise", () => {
    expect(fieldOptions({ type: 'boolean', options: null })).toEqual([{ value: true, label: 'Sí' }, { value: false, label: 'No' }]);
    expect(fieldOptions({ type: 'select', options: null })).toEqual([]);
    expect(fieldOptions({ type: 'boolean', options: [{ value: 'x', label: 'X' }] })).toEqual([{ value: 'x', label: 'X' }]);
  });

  it('finds choices ignoring case and accents, and tells an offered value as text', () => {
    const options = parseFieldOptions(['Recomendación', 'Redes sociales', 'Otro']);
    expect(searchOptions(options, 'RECOMENDACION').map((option) => option.value)).toEqual(['Recomendación']);
    expect(searchOptions(options, 'CÍ')).toHaveLength(2);
    expect(searchOptions(options, '')).toHaveLength(3);
    expect(isOfferedValue(parseFieldOptions([1, 2]), '2')).toBe(true);
    expect(isOfferedValue(options, 'Nada')).toBe(false);
  });
});
