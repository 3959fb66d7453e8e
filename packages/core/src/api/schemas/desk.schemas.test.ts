import { describe, expect, it } from 'vitest';
import { CustomerAdminForm, CustomerCreateForm, CustomerListQuery } from './desk.schemas.js';

const form = {
  name: 'Lucía', last_name: 'Martínez', phone: '5512345671', birthdate: '', instagram: '',
  street: '', number: '', interior_number: '', neighborhood: '', zip_code: '', city: '', state: '', country: '',
};

describe("the back office's form schemas", () => {
  it('reads empty texts as none and leaves the address out when no part is filled', () => {
    expect(CustomerAdminForm.parse(form)).toEqual({ name: 'Lucía', last_name: 'Martínez', phone: '5512345671', birthdate: null, instagram: null });
  });

  it("asks for city, state and country once any part of the address is filled, with spec 5's words", () => {
    const result = CustomerAdminForm.safeParse({ ...form, street: 'Colima' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['city', 'Debes agregar tu ciudad.'],
      ['state', 'Debes agregar tu estado.'],
      ['country', 'Debes agregar tu país.'],
    ]);
  });

  it('sends the whole address when it is complete', () => {
    const parsed = CustomerAdminForm.parse({ ...form, street: 'Colima', city: 'CDMX', state: 'CDMX', country: 'México' });
    expect(parsed.address).toEqual({
      street: 'Colima', number: null, interior_number: null, neighborhood: null, zip_code: null, city: 'CDMX', state: 'CDMX', country: 'México',
    });
  });

  it('refuses a bad phone with its Spanish message, as the member area does', () => {
    const result = CustomerAdminForm.safeParse({ ...form, phone: '12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['phone']);
  });

  it("takes 'Nuevo cliente' without a birthday", () => {
    expect(CustomerCreateForm.parse({ name: 'Ana', last_name: 'Ruiz', email: 'ANA@Example.com', phone: '5511112222', birthdate: '' }))
      .toEqual({ name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', phone: '5511112222', birthdate: null });
  });

  it('keeps the customer list to pages of 500 and known sorts', () => {
    expect(CustomerListQuery.safeParse({ per_page: '501' }).success).toBe(false);
    expect(CustomerListQuery.safeParse({ sort: 'email' }).success).toBe(false);
    expect(CustomerListQuery.parse({ page: '2', sort: 'last_visit', dir: 'desc' })).toEqual({ page: 2, sort: 'last_visit', dir: 'desc' });
  });
});
