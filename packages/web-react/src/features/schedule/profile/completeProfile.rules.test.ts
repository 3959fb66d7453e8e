import { describe, expect, it } from 'vitest';
import { demoFixtures, demoForms } from '@estudio/core/testing';
import type { Customer, DynamicField } from '@estudio/core';
import { completeProfileFields } from './completeProfile.rules.js';

const socia = demoFixtures.customers.find((c) => c.email === 'socia@estudio.test') as Customer;
/** The demo profile form, as a studio that also requires the birthdate would have it (the demo keeps it optional). */
const profileForm = (demoForms[0]?.form_fields ?? []).map((field) => (field.key === 'birthdate' ? { ...field, required: true } : field));
const keys = (fields: readonly DynamicField[]) => fields.map((field) => field.key);

describe("'Completar Información' fields", () => {
  it('asks nothing of a complete profile', () => {
    expect(completeProfileFields(socia, profileForm)).toEqual([]);
  });

  it("asks only the profile form's pending required fields, in form order, with the form's own field definitions", () => {
    const fields = completeProfileFields({ ...socia, phone: null, birthdate: null, instagram: null }, profileForm);
    expect(keys(fields)).toEqual(['phone', 'birthdate']);
    expect(fields[1]).toMatchObject({ label: 'Fecha de nacimiento', type: 'birthdate', required: true });
  });

  it('takes a malformed phone as pending, as the form would refuse it', () => {
    expect(keys(completeProfileFields({ ...socia, phone: '55 12' }, profileForm))).toEqual(['phone']);
  });

  it('adds a required field revealed by an asked one, so its precondition can show it in the modal', () => {
    const form: DynamicField[] = [
      { key: 'signup_reason', label: '¿Cómo nos conociste?', type: 'select', required: true, order: 0, options: [{ value: 'Otro', label: 'Otro' }] },
      { key: 'other', label: 'Cuéntanos', type: 'text', required: true, order: 1, precondition: 'signup_reason=Otro' },
      { key: 'instagram', label: 'Instagram', type: 'text', required: false, order: 2, precondition: 'signup_reason=Otro' },
    ];
    expect(keys(completeProfileFields({ ...socia, signup_reason: null }, form))).toEqual(['signup_reason', 'other']);
    expect(keys(completeProfileFields({ ...socia, signup_reason: 'Otro', other: '' }, form))).toEqual(['other']);
  });

  it('asks the blank ones of name, last name and phone when the studio has no profile form', () => {
    expect(keys(completeProfileFields({ ...socia, name: ' ', phone: null, birthdate: null }, null))).toEqual(['name', 'phone']);
  });
});
