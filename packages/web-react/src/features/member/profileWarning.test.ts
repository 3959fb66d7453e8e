import { describe, expect, it } from 'vitest';
import { demoFixtures } from '@estudio/core/testing';
import type { Customer } from '@estudio/core';
import { pendingProfileFields, profileWarning } from './profileWarning.js';

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
});
