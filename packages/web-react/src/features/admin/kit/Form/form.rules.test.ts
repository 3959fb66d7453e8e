import { describe, expect, it } from 'vitest';
import { errorNames, summaryText } from './form.rules.js';

const refused = (message: string) => ({ type: 'too_small', message });

describe('errorNames', () => {
  it('names flat, nested and listed fields as their inputs are named', () => {
    expect(
      errorNames({
        email: refused('Debes llenar este campo.'),
        address: { city: refused('Debes llenar este campo.'), zip: refused('Revisa el código postal.') },
        items: [undefined, { name: refused('Debes llenar este campo.') }],
      }),
    ).toEqual(['email', 'address.city', 'address.zip', 'items.1.name']);
  });

  it("leaves out the form's own root error and empty entries", () => {
    expect(errorNames({ root: refused('Lo sentimos'), name: undefined })).toEqual([]);
    expect(errorNames({ address: { root: refused('Revisa la dirección.') } })).toEqual(['address.root']);
  });

  it('treats a field named "type" inside a group as a field, not as an error', () => {
    expect(errorNames({ plan: { type: refused('Debes seleccionar una opción.') } })).toEqual(['plan.type']);
  });
});

describe('summaryText', () => {
  const labels = new Map([
    ['email', 'Correo electrónico'],
    ['name', 'Nombre'],
  ]);

  it("names the only refused field by its label, and sums up several (spec 5's texts)", () => {
    expect(summaryText(['email'], labels)).toBe('Revisa el campo: Correo electrónico');
    expect(summaryText(['email', 'name'], labels)).toBe('Revisa los campos faltantes o inválidos.');
  });

  it('is nothing without errors, and falls back to the name without a label', () => {
    expect(summaryText([], labels)).toBeNull();
    expect(summaryText(['phone'], labels)).toBe('Revisa el campo: phone');
  });
});
