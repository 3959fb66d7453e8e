import { describe, expect, it } from 'vitest';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { demoFixtures } from '../testing/demo-fixtures.js';
import { demoForms } from '../testing/demo-forms.js';
import { pendingProfileEntries, pendingProfileFields, profileWarning } from './pending.rules.js';

const complete = demoFixtures.customers.find((customer) => customer.email === 'nueva@estudio.test') as Customer;
const profileForm = demoForms[0]?.form_fields ?? [];

describe('pending profile fields', () => {
  it('lists name, last name and phone left blank when no form is given, in that order', () => {
    expect(pendingProfileEntries(complete)).toEqual([]);
    expect(pendingProfileEntries({ ...complete, name: ' ', phone: null })).toEqual([
      { key: 'name', label: 'Nombre' }, { key: 'phone', label: 'Teléfono' },
    ]);
  });

  it("reads the profile form's required fields, their labels, and its preconditions", () => {
    // The demo form keeps the birthdate optional (spec 2 warns about it apart); a studio may require it.
    expect(pendingProfileFields({ ...complete, last_name: '', birthdate: null }, profileForm)).toEqual(['Apellidos']);
    const birthdateRequired = profileForm.map((field) => (field.key === 'birthdate' ? { ...field, required: true } : field));
    expect(pendingProfileFields({ ...complete, last_name: '', birthdate: null }, birthdateRequired)).toEqual(['Apellidos', 'Fecha de nacimiento']);
    const otherRequired = profileForm.map((field) => (field.key === 'other' ? { ...field, required: true } : field));
    expect(pendingProfileFields({ ...complete, signup_reason: 'Otro', other: null }, otherRequired)).toEqual(['Cuéntanos']);
    expect(pendingProfileFields({ ...complete, signup_reason: 'Recomendación', other: null }, otherRequired)).toEqual([]);
  });

  it('reads custom values as fields of the form', () => {
    const fields = [...profileForm, { key: 'talla_playera', label: 'Talla de playera', type: 'select', required: true, order: 9 }];
    expect(pendingProfileFields(complete, fields)).toEqual(['Talla de playera']);
    expect(pendingProfileFields({ ...complete, custom_values: [{ custom_field_id: 1, key: 'talla_playera', value: 'M' }] }, fields)).toEqual([]);
  });
});

describe('profileWarning (spec 2)', () => {
  it('says nothing for a complete profile', () => {
    expect(profileWarning(complete)).toEqual({ pending: null, birthdate: null });
    expect(profileWarning(complete, profileForm)).toEqual({ pending: null, birthdate: null });
  });

  it("lists the pending fields with the spec's text and warns about the birthdate apart", () => {
    expect(profileWarning({ ...complete, name: '', phone: null })).toEqual({
      pending: 'Necesitas cargar la siguiente información: Nombre, Teléfono', birthdate: null,
    });
    expect(profileWarning({ ...complete, last_name: ' ', birthdate: null }, profileForm)).toEqual({
      pending: 'Necesitas cargar la siguiente información: Apellidos', birthdate: 'No has agregado tu cumpleaños',
    });
  });
});
