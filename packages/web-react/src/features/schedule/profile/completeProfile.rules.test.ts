import { describe, expect, it } from 'vitest';
import { profileErrors, profileUpdate } from './completeProfile.rules.js';

describe("'Completar Información' rules", () => {
  it('asks for every blank field and a phone in the spec format', () => {
    expect(profileErrors({ name: ' ', phone: '55 12' })).toEqual({ name: 'Debes llenar este campo.', phone: 'El formato del teléfono no es correcto.' });
    expect(profileErrors({ last_name: '', phone: '' })).toEqual({ last_name: 'Debes llenar este campo.', phone: 'Debes llenar este campo.' });
    expect(profileErrors({ name: 'Ana', phone: '551 234 5678' })).toEqual({});
  });

  it('sends only the asked fields, trimmed', () => {
    expect(profileUpdate({ name: ' Ana ', phone: '5512345678' })).toEqual({ name: 'Ana', phone: '5512345678' });
  });
});
