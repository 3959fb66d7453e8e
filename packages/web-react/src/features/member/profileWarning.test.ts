import { describe, expect, it } from 'vitest';
import { demoFixtures, demoForms } from '@estudio/core/testing';
import type { Customer } from '@estudio/core';
import { isProfilePending, pendingEntriesFor, pendingProfileFields, profileWarning, warningFor } from './profileWarning.js';

const complete = demoFixtures.customers.find((c) => c.email === 'nueva@estudio.test') as Customer;

describe('profileWarning', () => {
  it('says nothing for a complete profile', () => {
    expect(profileWarning(complete)).toEqual({ pending: null, birthdate: null });
  });

  it('lists every missing field in the profile order', () => {
    const customer = { ...complete, name: ' ', phone: null };
    expect(pendingProfileFields(customer)).toEqual(['Nombre', 'Teléfono']);
    expect(profileWarning(customer).pending).toBe('Necesitas cargar la siguiente información: Nombre, Teléfono');
  });

  it('warns about a missing birthdate with the spec text', () => {
    expect(profileWarning({ ...complete, birthdate: null })).toEqual({
      pending: null,
      birthdate: 'No has agregado tu cumpleaños',
    });
  });

  it("reads the profile form's required fields and labels when the studio has one, the default three without", () => {
    // As a studio that requires the birthdate has it (the demo form keeps it optional and only warns).
    const form = (demoForms[0]?.form_fields ?? []).map((field) => (field.key === 'birthdate' ? { ...field, required: true } : field));
    const customer = { ...complete, phone: null, birthdate: null, instagram: null };
    expect(pendingEntriesFor(customer, form).map((entry) => entry.key)).toEqual(['phone', 'birthdate']);
    expect(isProfilePending({ ...complete, birthdate: null }, demoForms[0]?.form_fields ?? [])).toBe(false);
    expect(warningFor(customer, form)).toEqual({
      pending: 'Necesitas cargar la siguiente información: Teléfono',
      birthdate: 'No has agregado tu cumpleaños',
    });
    expect(isProfilePending({ ...complete, birthdate: null }, form)).toBe(true);
    // Without a form the birthdate is only warned about, never asked.
    expect(isProfilePending({ ...complete, birthdate: null }, null)).toBe(false);
    expect(pendingEntriesFor({ ...complete, last_name: '' }, null).map((entry) => entry.label)).toEqual(['Apellidos']);
  });
});
