import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customerFormValues, limits, type Customer } from '@estudio/core';
import { demoCustomFields, demoFixtures, demoForms, demoSociaCustomValues } from '@estudio/core/testing';
import { PHOTO_MAX_BYTES, addressLines, addressOutcome, displayValue, initialsOf, personalFields, personalRows, photoProblem, readableDate } from './profile.rules.js';

const socia = { ...(demoFixtures.customers.find((c) => c.email === 'socia@estudio.test') as Customer), custom_values: [...demoSociaCustomValues] };
const profileForm = demoForms[0]?.form_fields ?? [];
const addressForm = demoForms[5]?.form_fields ?? [];

describe('profile screen rules', () => {
  it('edits the profile form, then the e-mail, then the custom fields', () => {
    const fields = personalFields(profileForm, demoCustomFields);
    expect(fields.map((field) => field.key)).toEqual([
      'name', 'last_name', 'phone', 'birthdate', 'instagram', 'signup_reason', 'other', 'email', 'talla_playera', 'contacto_emergencia', 'objetivo',
    ]);
    expect(fields.find((field) => field.key === 'email')).toMatchObject({ type: 'email', required: true, label: 'Correo electrónico' });
    expect(fields.find((field) => field.key === 'objetivo')).toMatchObject({ type: 'textarea', className: 'col-12', required: false });
    expect(personalFields(null, []).map((field) => field.key)).toEqual(['name', 'last_name', 'phone', 'email']);
  });

  it('never lists a custom field twice when the profile form already names its key', () => {
    const form = [...profileForm, { ...profileForm[0], key: 'talla_playera', label: 'Talla', type: 'text', order: 9 }];
    expect(personalFields(form, demoCustomFields).filter((field) => field.key === 'talla_playera')).toHaveLength(1);
  });

  it("writes a calendar date as '18 de mayo de 1992', read as written", () => {
    expect(readableDate('1992-05-18')).toBe('18 de mayo de 1992');
    expect(readableDate('2000-01-01T00:00:00.000Z')).toBe('1 de enero de 2000');
    expect(readableDate('1992-13-01')).toBeNull();
    expect(readableDate('ayer')).toBeNull();
    expect(readableDate(null)).toBeNull();
  });

  it("shows each value as she reads it: an option's label, a readable date, a list joined, nothing for blank", () => {
    expect(displayValue({ key: 'x', label: 'X', type: 'select', options: [{ value: 'm', label: 'Mediana' }] }, 'm')).toBe('Mediana');
    expect(displayValue({ key: 'x', label: 'X', type: 'boolean' }, true)).toBe('Sí');
    expect(displayValue({ key: 'x', label: 'X', type: 'birthdate' }, '1992-05-18')).toBe('18 de mayo de 1992');
    expect(displayValue({ key: 'x', label: 'X', type: 'creatable-select' }, '["Yoga","Barre"]')).toBe('Yoga, Barre');
    expect(displayValue({ key: 'x', label: 'X', type: 'text' }, '  ')).toBeNull();
  });

  it("lists her shown fields in view mode, the e-mail first, her name and files aside, 'Cuéntanos' only for 'Otro'", () => {
    const fields = personalFields(profileForm, demoCustomFields);
    const rows = personalRows(fields, customerFormValues(socia));
    expect(rows.map((row) => row.label)).toEqual([
      'Correo electrónico', 'Teléfono', 'Fecha de nacimiento', 'Instagram', '¿Cómo nos conociste?', 'Talla de playera', 'Teléfono de emergencia', 'Tu objetivo',
    ]);
    const other = personalRows(fields, customerFormValues({ ...socia, signup_reason: 'Otro', other: null }));
    expect(other.find((row) => row.key === 'other')).toEqual({ key: 'other', label: 'Cuéntanos', value: null });
  });

  it('makes initials of her name, and a mark when she has none', () => {
    expect(initialsOf('mariana', 'Torres')).toBe('MT');
    expect(initialsOf('Ángela', '')).toBe('Á');
    expect(initialsOf(' ', null)).toBe('?');
  });

  it('writes an address in lines, leaving out what is blank', () => {
    expect(addressLines({ street: 'Av. Álvaro Obregón', number: '250', interior_number: '4B', neighborhood: 'Roma Norte', zip_code: '06700', city: 'Ciudad de México', state: 'CDMX', country: 'México' })).toEqual([
      'Av. Álvaro Obregón 250, Int. 4B',
      'Roma Norte, C.P. 06700',
      'Ciudad de México, CDMX, México',
    ]);
    expect(addressLines({ city: 'Puebla', state: ' ', country: 'México' })).toEqual(['Puebla, México']);
  });

  it("refuses a missing city, state or country with spec 5's words, and passes a full address", () => {
    const full = { city: 'Ciudad de México', state: 'CDMX', country: 'México' };
    expect(addressOutcome(addressForm, full)).toBeNull();
    expect(addressOutcome(addressForm, { ...full, city: ' ' })).toEqual({ errors: { city: 'Debes agregar tu ciudad.' }, summary: 'Revisa el campo: Ciudad' });
    expect(addressOutcome(addressForm, { city: '', state: '', country: '' })).toEqual({
      errors: { city: 'Debes agregar tu ciudad.', state: 'Debes agregar tu estado.', country: 'Debes agregar tu país.' },
      summary: 'Revisa los campos faltantes o inválidos.',
    });
    // Even a form 6 that forgot to require them cannot send an address without them.
    const lax = addressForm.map((field) => ({ ...field, required: false }));
    expect(addressOutcome(lax, { ...full, country: null })?.errors).toEqual({ country: 'Debes agregar tu país.' });
  });

  it("takes a photo only when it is an image within the server's upload limit", () => {
    expect(PHOTO_MAX_BYTES).toBe(limits.uploadBytes);
    expect(photoProblem({ type: 'image/jpeg', size: 1024 })).toBeNull();
    expect(photoProblem({ type: 'application/pdf', size: 1024 })).toBe('Tu foto de perfil debe ser una imagen.');
    expect(photoProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('El archivo es demasiado grande. El tamaño máximo es de 10 MB.');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * 1024 * 1024 }), fc.constantFrom('image/png', 'image/webp', 'image/gif'), (size, type) => {
        expect(photoProblem({ size, type })).toBeNull();
      }),
    );
  });
});
