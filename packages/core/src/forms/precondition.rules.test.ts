import { describe, expect, it } from 'vitest';
import { demoForms } from '../testing/demo-forms.js';
import type { DynamicField } from './forms.model.js';
import { hiddenKeys, isValidPrecondition, parsePrecondition, sendableValues, shownFields, valueMatches } from './precondition.rules.js';

const profileFields = demoForms[0]?.form_fields ?? [];
const keys = (fields: readonly DynamicField[]): string[] => fields.map((field) => field.key);
const field = (key: string, extra: Partial<DynamicField> = {}): DynamicField => ({ key, label: key, type: 'text', ...extra });

describe('parsePrecondition', () => {
  it("reads the seed's 'signup_reason=Otro'", () => {
    expect(parsePrecondition('signup_reason=Otro')).toEqual({ key: 'signup_reason', value: 'Otro' });
  });

  it('trims around the key and the value, and keeps an = inside the value', () => {
    expect(parsePrecondition('  nivel =  Avanzado ')).toEqual({ key: 'nivel', value: 'Avanzado' });
    expect(parsePrecondition('formula=a=b')).toEqual({ key: 'formula', value: 'a=b' });
    expect(parsePrecondition('embarazo=')).toEqual({ key: 'embarazo', value: '' });
  });

  it('reads nothing from blank, malformed, too long or non-text preconditions, and never evaluates them', () => {
    for (const text of [null, undefined, '', '   ', 'signup_reason', '=Otro', '1key=x', 'a b=c', 'key=x\ny', `k=${'x'.repeat(400)}`, 42, {}, ['a=b']]) {
      expect(parsePrecondition(text), String(text)).toBeNull();
    }
    expect(parsePrecondition('constructor=__proto__')).toEqual({ key: 'constructor', value: '__proto__' });
  });

  it('calls blank and readable preconditions valid, anything else not', () => {
    expect(isValidPrecondition(null)).toBe(true);
    expect(isValidPrecondition(' ')).toBe(true);
    expect(isValidPrecondition('a=b')).toBe(true);
    expect(isValidPrecondition('a')).toBe(false);
  });
});

describe('valueMatches', () => {
  it('compares as trimmed text, lists by any item and options by their value', () => {
    expect(valueMatches('Otro', 'Otro')).toBe(true);
    expect(valueMatches(' Otro ', 'Otro')).toBe(true);
    expect(valueMatches('otro', 'Otro')).toBe(false);
    expect(valueMatches(true, 'true')).toBe(true);
    expect(valueMatches(3, '3')).toBe(true);
    expect(valueMatches(['a', 'Otro'], 'Otro')).toBe(true);
    expect(valueMatches({ value: 'Otro', label: 'Otra razón' }, 'Otro')).toBe(true);
    expect(valueMatches(null, '')).toBe(false);
    expect(valueMatches(undefined, 'Otro')).toBe(false);
    expect(valueMatches({ nested: true }, '[object Object]')).toBe(false);
  });
});

describe('shownFields', () => {
  it("shows the profile form's 'other' only while signup_reason is 'Otro'", () => {
    expect(keys(shownFields(profileFields, { signup_reason: 'Redes sociales' }))).not.toContain('other');
    expect(keys(shownFields(profileFields, {}))).not.toContain('other');
    expect(keys(shownFields(profileFields, { signup_reason: 'Otro' }))).toContain('other');
  });

  it('sorts by order and hides user_id without a user select', () => {
    const fields = [field('b', { order: 2 }), field('user_id', { order: 0 }), field('a', { order: 1 })];
    expect(keys(shownFields(fields, {}))).toEqual(['a', 'b']);
    expect(keys(shownFields([...fields, field('coach', { type: 'user', order: 3 })], {}))).toEqual(['user_id', 'a', 'b', 'coach']);
  });

  it('hides a field whose controlling field is hidden, and every field of a cycle', () => {
    const chain = [field('a'), field('b', { precondition: 'a=1' }), field('c', { precondition: 'b=2' })];
    expect(keys(shownFields(chain, { a: '1', b: '2' }))).toEqual(['a', 'b', 'c']);
    expect(keys(shownFields(chain, { a: '0', b: '2' }))).toEqual(['a']);
    const cycle = [field('x', { precondition: 'y=1' }), field('y', { precondition: 'x=1' }), field('z')];
    expect(keys(shownFields(cycle, { x: '1', y: '1' }))).toEqual(['z']);
    expect(keys(shownFields([field('self', { precondition: 'self=1' })], { self: '1' }))).toEqual([]);
  });

  it('reads a precondition on a value outside the form (e.g. a customer field)', () => {
    expect(keys(shownFields([field('extra', { precondition: 'role=admin' })], { role: 'admin' }))).toEqual(['extra']);
  });

  it('always shows a field whose precondition cannot be read', () => {
    expect(keys(shownFields([field('d', { precondition: 'sin condición' })], {}))).toEqual(['d']);
  });
});

describe('sendableValues', () => {
  it('leaves out the values of hidden fields and keeps everything else', () => {
    const values = { signup_reason: 'Recomendación', other: 'Una amiga', name: 'Ana', customer_id: 2 };
    expect(hiddenKeys(profileFields, values)).toEqual(new Set(['other']));
    expect(sendableValues(profileFields, values)).toEqual({ signup_reason: 'Recomendación', name: 'Ana', customer_id: 2 });
    expect(sendableValues(profileFields, { ...values, signup_reason: 'Otro' })).toEqual({ ...values, signup_reason: 'Otro' });
  });
});
