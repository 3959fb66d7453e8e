import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Result } from '../shared/result.js';
import type { FormFieldRule, SignUpFields } from './forms.model.js';
import {
  checkField,
  fieldLabel,
  filterOptions,
  matchesSearch,
  normalizeNumber,
  validateForm,
  validateSignUpForm,
  visibleFields,
} from './forms.rules.js';

const field = (type: string, extra: Partial<FormFieldRule> = {}): FormFieldRule => ({
  key: type,
  label: `Campo ${type}`,
  type,
  required: true,
  ...extra,
});
const message = (result: Result<unknown>): string | null => (result.ok ? null : result.error.message);

describe('dynamic form fields (spec 5)', () => {
  it.each(['text', 'time', 'textarea'])('%s must not be empty', (type) => {
    expect(message(checkField(field(type), '   '))).toBe('Debes llenar este campo.');
    expect(message(checkField(field(type), undefined))).toBe('Debes llenar este campo.');
    expect(checkField(field(type), 'Hola').ok).toBe(true);
  });

  it.each(['date', 'datetime-local'])('%s must be a valid date', (type) => {
    expect(checkField(field(type), '2026-03-05').ok).toBe(true);
    expect(checkField(field(type), '2026-03-05T07:30').ok).toBe(true);
    expect(message(checkField(field(type), '2026-02-30'))).toBe('Ingresa una fecha válida.');
    expect(message(checkField(field(type), ''))).toBe('Debes llenar este campo.');
  });

  it.each(['file', 'image'])('%s needs a value or a file', (type) => {
    expect(message(checkField(field(type), null))).toBe('Debes cargar el archivo solicitado.');
    expect(checkField(field(type), 'https://cdn.test/a.png').ok).toBe(true);
    expect(checkField(field(type), null, { name: 'a.png' }).ok).toBe(true);
  });

  it('phone must pass the phone check', () => {
    expect(message(checkField(field('phone'), '55 12 34'))).toBe('El formato del teléfono no es correcto.');
    expect(checkField(field('phone'), '551 234 5678').ok).toBe(true);
  });

  it('select needs a value, and false is one', () => {
    expect(message(checkField(field('select'), ''))).toBe('Debes seleccionar una opción.');
    expect(message(checkField(field('select'), null))).toBe('Debes seleccionar una opción.');
    expect(checkField(field('select'), false)).toEqual({ ok: true, value: false });
    expect(checkField(field('select'), 0).ok).toBe(true);
  });

  it('number must be numeric and not negative', () => {
    expect(checkField(field('number'), '12')).toEqual({ ok: true, value: 12 });
    expect(message(checkField(field('number'), '-3'))).toBe('Ingresa un número válido.');
    expect(message(checkField(field('number'), 'doce'))).toBe('Ingresa un número válido.');
  });

  it('creatable-select needs a non-empty list', () => {
    expect(message(checkField(field('creatable-select'), []))).toBe('Debes seleccionar una opción.');
    expect(message(checkField(field('creatable-select'), 'yoga'))).toBe('Debes seleccionar una opción.');
    expect(checkField(field('creatable-select'), ['yoga']).ok).toBe(true);
  });

  it('checks only required fields', () => {
    for (const type of ['text', 'date', 'file', 'phone', 'select', 'creatable-select']) {
      expect(checkField(field(type, { required: false }), undefined).ok).toBe(true);
    }
  });

  it("labels optional fields '(Opcional)'", () => {
    expect(fieldLabel(field('text', { label: 'Instagram', required: false }))).toBe('Instagram (Opcional)');
    expect(fieldLabel(field('text', { label: 'Nombre' }))).toBe('Nombre');
  });

  it('hides user_id unless the form has a user select, and sorts by order', () => {
    const fields = [
      field('text', { key: 'b', order: 2 }),
      field('text', { key: 'user_id', order: 0 }),
      field('text', { key: 'a', order: 1 }),
    ];
    expect(visibleFields(fields).map((f) => f.key)).toEqual(['a', 'b']);
    expect(visibleFields([...fields, field('user', { key: 'user', order: 3 })]).map((f) => f.key)).toEqual([
      'user_id', 'a', 'b', 'user',
    ]);
  });
});

describe('validateForm on submit', () => {
  const fields = [
    field('text', { key: 'name', label: 'Nombre' }),
    field('phone', { key: 'phone', label: 'Teléfono' }),
    field('number', { key: 'weight', label: 'Peso', required: false }),
  ];

  it("names the one missing field: 'Revisa el campo: {label}'", () => {
    const result = validateForm(fields, { values: { name: '', phone: '5512345678' } });
    expect(result.ok).toBe(false);
    expect(result.summary?.message).toBe('Revisa el campo: Nombre');
    expect(Object.keys(result.errors)).toEqual(['name']);
  });

  it('sums up several missing fields', () => {
    const result = validateForm(fields, { values: {} });
    expect(result.summary?.message).toBe('Revisa los campos faltantes o inválidos.');
    expect(result.errors.phone?.message).toBe('Debes llenar este campo.');
  });

  it('passes a complete form and stores numbers as absolute values', () => {
    const result = validateForm(fields, { values: { name: 'Ana', phone: '5512345678', weight: '-61.5' } });
    expect(result).toEqual({ ok: true, errors: {}, summary: null, values: { name: 'Ana', phone: '5512345678', weight: 61.5 } });
  });

  it('takes picked files into account', () => {
    const result = validateForm([field('image', { key: 'photo' })], { values: {}, files: { photo: { name: 'yo.png' } } });
    expect(result.ok).toBe(true);
  });
});

describe('select search (spec 5)', () => {
  it('ignores case and accents and matches anywhere', () => {
    expect(matchesSearch('Pilates Reformer', 'REFOR')).toBe(true);
    expect(matchesSearch('Técnica de respiración', 'tecnica')).toBe(true);
    expect(matchesSearch('Tecnica', 'técnica')).toBe(true);
    expect(matchesSearch('Niño', 'nino')).toBe(true);
    expect(matchesSearch('Yoga', 'box')).toBe(false);
    expect(matchesSearch('Yoga', '')).toBe(true);
  });

  it('filters options by their label', () => {
    const options = [{ label: 'Mérida' }, { label: 'Monterrey' }, { label: 'Cancún' }];
    expect(filterOptions(options, 'ER', (o) => o.label)).toEqual([{ label: 'Mérida' }, { label: 'Monterrey' }]);
  });
});

describe('validateSignUpForm (spec 5)', () => {
  const valid: SignUpFields = {
    name: 'Ana',
    last_name: 'López',
    email: 'ana@estudio.test',
    phone: '551 234 5678',
    password: 'secreto1',
    password_confirm: 'secreto1',
    signup_reason: 'Instagram',
    other: null,
    accepted_terms: true,
  };

  it('accepts a complete form', () => {
    expect(validateSignUpForm(valid, { termsRequired: true })).toEqual({ ok: true, errors: {}, first: null });
  });

  it('reports each field and the first in form order', () => {
    const result = validateSignUpForm(
      { ...valid, name: ' ', phone: 'abc', password_confirm: 'otro', accepted_terms: false },
      { termsRequired: true },
    );
    expect(result.first?.message).toBe('Debes llenar este campo.');
    expect(result.errors.phone?.message).toBe('El formato del teléfono no es correcto.');
    expect(result.errors.password_confirm?.message).toBe('Las contraseñas no coinciden');
    expect(result.errors.terms?.message).toBe('Debes aceptar los términos y condiciones antes de continuar.');
    expect(Object.keys(result.errors)).toEqual(['name', 'phone', 'password_confirm', 'terms']);
  });

  it('checks no password when the identity account exists already', () => {
    const passwordless = { ...valid, password: '', password_confirm: '' };
    expect(validateSignUpForm(passwordless).errors.password?.message).toBeDefined();
    expect(validateSignUpForm(passwordless, { passwordRequired: false })).toEqual({ ok: true, errors: {}, first: null });
    expect(validateSignUpForm({ ...passwordless, phone: 'abc' }, { passwordRequired: false }).first?.message).toBe(
      'El formato del teléfono no es correcto.',
    );
  });

  it('requires the terms only when a page is required', () => {
    expect(validateSignUpForm({ ...valid, accepted_terms: false }).ok).toBe(true);
    expect(validateSignUpForm({ ...valid, accepted_terms: false }, { termsRequired: true }).first?.message).toBe(
      'Debes aceptar los términos y condiciones antes de continuar.',
    );
  });

  it("requires 'other' when the reason is 'Otro'", () => {
    expect(validateSignUpForm({ ...valid, signup_reason: 'Otro', other: '' }).errors.other?.message).toBe(
      'Debes llenar este campo.',
    );
    expect(validateSignUpForm({ ...valid, signup_reason: 'Otro', other: 'Un amigo' }).ok).toBe(true);
  });

  it('applies the password policy of the provider', () => {
    const policy = { minLength: 10, requireUppercase: true };
    const result = validateSignUpForm(valid, { policy });
    expect(result.first?.message).toBe('La contraseña debe tener al menos 10 caracteres.');
    expect(validateSignUpForm({ ...valid, password: '12345', password_confirm: '12345' }).errors.password?.message).toBe(
      'La contraseña debe tener al menos 6 caracteres.',
    );
  });

  it('checks the e-mail', () => {
    expect(validateSignUpForm({ ...valid, email: 'ana@' }).first?.message).toBe('Ingresa un correo electrónico válido.');
    expect(validateSignUpForm({ ...valid, email: '' }).first?.message).toBe('Debes llenar este campo.');
  });
});

describe('properties', () => {
  const numeric = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer().map(String),
    fc.tuple(fc.integer(), fc.nat()).map(([a, b]) => `${a}.${b}`),
    fc.string(),
  );

  it('never normalises a number to a negative value', () => {
    fc.assert(
      fc.property(numeric, (value) => {
        const normal = normalizeNumber(value);
        if (normal !== null) expect(normal >= 0 && !Object.is(normal, -0)).toBe(true);
      }),
    );
  });

  it('stores every accepted number field value as non-negative', () => {
    fc.assert(
      fc.property(numeric, fc.boolean(), (value, required) => {
        const result = validateForm([field('number', { key: 'n', required })], { values: { n: value } });
        const stored = result.values.n;
        if (result.ok && typeof stored === 'number') expect(stored).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('search is case- and accent-insensitive', () => {
    const accent = fc.constantFrom('\u0301', '\u0300', '\u0308', '\u0303', '');
    const word = fc.string({ unit: fc.constantFrom(...'abcdeinouyzABCDEINOUYZ '), maxLength: 12 });
    fc.assert(
      fc.property(word, word, word, accent, (before, query, after, mark) => {
        const accented = query.normalize('NFD').replace(/([aeiou])/gi, `$1${mark}`).normalize('NFC');
        expect(matchesSearch(`${before}${accented.toUpperCase()}${after}`, query.toLowerCase())).toBe(true);
        expect(matchesSearch(`${before}${query}${after}`, accented.toUpperCase())).toBe(true);
      }),
    );
  });

  it('a required field with no value never passes, except a select holding false', () => {
    const types = fc.constantFrom('text', 'time', 'textarea', 'date', 'datetime-local', 'file', 'image', 'phone',
      'select', 'number', 'creatable-select', 'email');
    const empty = fc.constantFrom(undefined, null, '', '   ', []);
    fc.assert(
      fc.property(types, empty, (type, value) => {
        expect(checkField(field(type), value).ok).toBe(false);
      }),
    );
  });

  it('the submit summary names the label exactly when one field fails', () => {
    const fields = ['a', 'b', 'c'].map((key) => field('text', { key, label: key.toUpperCase() }));
    fc.assert(
      fc.property(fc.subarray(['a', 'b', 'c']), (filled) => {
        const values = Object.fromEntries(filled.map((key) => [key, 'x']));
        const { summary } = validateForm(fields, { values });
        const missing = 3 - filled.length;
        if (missing === 0) expect(summary).toBeNull();
        if (missing === 1) expect(summary?.message).toMatch(/^Revisa el campo: [ABC]$/);
        if (missing > 1) expect(summary?.message).toBe('Revisa los campos faltantes o inválidos.');
      }),
    );
  });
});
