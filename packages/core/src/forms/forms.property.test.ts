import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlank } from '../validation/validation.rules.js';
import { validateForm } from '../validation/forms.rules.js';
import type { DynamicField } from './forms.model.js';
import { validateDynamicForm } from './fields.rules.js';
import { hiddenKeys, parsePrecondition, shownFields } from './precondition.rules.js';

const KEYS = ['a', 'b', 'c', 'd', 'e'] as const;
const WORDS = ['', ' ', 'Otro', 'x', '3', '-2', '5512345678', '2026-01-31'] as const;

const value = fc.oneof(fc.constantFrom(...WORDS), fc.constant(null), fc.constant(undefined), fc.boolean());

/** A form of up to five fields with distinct keys, some shown only when another holds a word. */
const form = fc.uniqueArray(fc.constantFrom(...KEYS), { minLength: 1, maxLength: KEYS.length }).chain((keys) =>
  fc.tuple(
    ...keys.map((key) =>
      fc.record({
        key: fc.constant(key),
        label: fc.constant(`Campo ${key}`),
        type: fc.constantFrom('text', 'textarea', 'number', 'select', 'phone', 'date', 'boolean'),
        required: fc.boolean(),
        order: fc.integer({ min: 0, max: 5 }),
        precondition: fc.option(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...WORDS.filter((word) => word.trim() !== ''))).map(([other, word]) => `${other}=${word}`), { nil: null }),
      }),
    ),
  ) as fc.Arbitrary<DynamicField[]>,
);

const values = fc.dictionary(fc.constantFrom(...KEYS), value);

describe('dynamic forms with preconditions (properties)', () => {
  it('never validates nor sends a field hidden by its precondition', () => {
    fc.assert(
      fc.property(form, values, (fields, input) => {
        const result = validateDynamicForm(fields, { values: input });
        for (const key of hiddenKeys(fields, input)) {
          expect(result.errors).not.toHaveProperty(key);
          expect(result.values).not.toHaveProperty(key);
        }
      }),
    );
  });

  it('checks the shown fields exactly as validateForm does', () => {
    fc.assert(
      fc.property(form, values, (fields, input) => {
        const result = validateDynamicForm(fields, { values: input });
        const plain = validateForm(shownFields(fields, input), { values: input });
        expect(result.errors).toEqual(plain.errors);
        expect(result.ok).toBe(plain.ok);
        expect(result.summary).toEqual(plain.summary);
      }),
    );
  });

  it('refuses every shown required field left blank, with one alert exactly when something fails', () => {
    fc.assert(
      fc.property(form, values, (fields, input) => {
        const result = validateDynamicForm(fields, { values: input });
        for (const field of shownFields(fields, input)) {
          if (field.required && isBlank(input[field.key])) expect(result.errors).toHaveProperty(field.key);
        }
        expect(result.summary === null).toBe(result.ok);
      }),
    );
  });

  it('shows a field with key=value exactly while its unconditioned field holds that value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WORDS.filter((word) => word.trim() !== '')), value, (word, held) => {
        const fields: DynamicField[] = [
          { key: 'reason', label: 'Motivo', type: 'select' },
          { key: 'detail', label: 'Detalle', type: 'text', precondition: `reason=${word}` },
        ];
        const shown = shownFields(fields, { reason: held }).some((field) => field.key === 'detail');
        expect(shown).toBe(held !== null && held !== undefined && String(held).trim() === word);
      }),
    );
  });

  it('reads any text as a precondition or nothing, without throwing, and reads back key=value', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const parsed = parsePrecondition(text);
      expect(parsed === null || text.includes('=')).toBe(true);
    }));
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,20}$/), fc.stringMatching(/^[^\n\r]{0,40}$/), (key, word) => {
        expect(parsePrecondition(`${key}=${word}`)).toEqual({ key, value: word.trim() });
      }),
    );
  });
});
