import { describe, expect, it } from 'vitest';
import { demoCustomFields } from '../testing/demo-forms.js';
import { checkCustomValue, type CustomFieldRule } from './custom-values.rules.js';

const shirt: CustomFieldRule = demoCustomFields[0] as CustomFieldRule;
const emergency: CustomFieldRule = demoCustomFields[1] as CustomFieldRule;
const refusal = { ok: false, error: { code: 'custom-field/invalid', message: 'Revisa el campo: Talla de playera', status: 400 } };

describe('checkCustomValue', () => {
  it('takes one of a select\'s choices, or nothing for an optional field', () => {
    expect(checkCustomValue(shirt, 'M')).toEqual({ ok: true, value: 'M' });
    expect(checkCustomValue(shirt, 'XL')).toEqual(refusal);
    expect(checkCustomValue(shirt, null)).toEqual({ ok: true, value: null });
    expect(checkCustomValue(shirt, '  ')).toEqual({ ok: true, value: null });
  });

  it('checks a required field by its type, and stores numbers as absolute values', () => {
    const phone = { ...emergency, required: true };
    expect(checkCustomValue(phone, '551 234 5678').ok).toBe(true);
    expect(checkCustomValue(phone, 'sin teléfono').ok).toBe(false);
    expect(checkCustomValue(phone, null).ok).toBe(false);
    const number: CustomFieldRule = { key: 'n', label: 'N', type: 'number', required: false };
    expect(checkCustomValue(number, '-2.5')).toEqual({ ok: true, value: '2.5' });
    expect(checkCustomValue(number, 'dos').ok).toBe(false);
    const tags: CustomFieldRule = { key: 't', label: 'T', type: 'creatable-select', required: true };
    expect(checkCustomValue(tags, '["yoga"]').ok).toBe(true);
    expect(checkCustomValue(tags, '[]').ok).toBe(false);
    const yesNo: CustomFieldRule = { key: 'b', label: 'B', type: 'boolean', required: true };
    expect(checkCustomValue(yesNo, 'false')).toEqual({ ok: true, value: 'false' });
    expect(checkCustomValue(yesNo, 'quizá').ok).toBe(false);
  });
});
