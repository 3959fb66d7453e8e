import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CustomerUpdateBody, type Customer } from '../api/schemas/customer.schemas.js';
import { demoFixtures } from '../testing/demo-fixtures.js';
import { demoCustomFields } from '../testing/demo-forms.js';
import { addressBody, addressFormValues, isAddressLoaded } from './address.rules.js';
import { CUSTOMER_RELATED_LISTS } from './profile.model.js';
import { customerUpdateBody } from './update-body.rules.js';

const socia = demoFixtures.customers.find((customer) => customer.email === 'socia@estudio.test') as Customer;
const ALLOWED = new Set(['customer_id', 'name', 'last_name', 'phone', 'birthdate', 'instagram', 'signup_reason', 'other', 'address', 'custom_values', 'email', 'file_id']);

/** An e-mail as a form may hold it: hers in another case or with spaces, a new one, blank, or not text. */
const editedEmail = fc.oneof(
  fc.constantFrom(socia.email, ` ${socia.email.toUpperCase()} `, '', '  ', 'nueva@estudio.test', ' Otra@Estudio.Test'),
  fc.emailAddress(),
  fc.constant(null),
  fc.nat(),
);

/** A customer as the original app held it: every related list filled, and any extra key. */
const customerWithLists = fc.record({
  extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  lists: fc.tuple(...CUSTOMER_RELATED_LISTS.map(() => fc.array(fc.record({ id: fc.nat(), page_id: fc.nat(), class_package_id: fc.nat() }), { maxLength: 3 }))),
  city: fc.option(fc.constantFrom('Puebla', ' ', 'CDMX'), { nil: null }),
  edits: fc.dictionary(fc.constantFrom('name', 'phone', 'other', 'birthdate', 'talla_playera', 'objetivo', ...CUSTOMER_RELATED_LISTS), fc.oneof(fc.string({ maxLength: 20 }), fc.constant(null), fc.array(fc.nat(), { maxLength: 2 }))),
  email: fc.option(editedEmail, { nil: undefined }),
  fileId: fc.option(fc.oneof(fc.constant(null), fc.constant(socia.file?.file_id ?? 7), fc.integer({ min: 1, max: 50 })), { nil: undefined }),
  hasFile: fc.boolean(),
});

const normalised = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

describe('customerUpdateBody', () => {
  it('never sends the related lists, nor anything PUT /customer does not take', () => {
    fc.assert(
      fc.property(customerWithLists, ({ extra, lists, city, edits, email, fileId, hasFile }) => {
        const related = Object.fromEntries(CUSTOMER_RELATED_LISTS.map((name, index) => [name, lists[index]]));
        const file = hasFile ? { file_id: 7, src: '/files/7.jpg' } : null;
        const customer = { ...extra, ...socia, ...related, file, address: { ...socia.address, city } };
        const allEdits = email === undefined ? edits : { ...edits, email };
        const body = customerUpdateBody(customer, allEdits, demoCustomFields, fileId === undefined ? {} : { fileId });
        for (const name of CUSTOMER_RELATED_LISTS) expect(body).not.toHaveProperty(name);
        for (const key of Object.keys(body)) expect(ALLOWED.has(key), key).toBe(true);
        expect(JSON.stringify(body)).not.toContain('class_package_id');
        // The e-mail goes only when it is typed and differs from hers; the photo only when a new one is named.
        const emailChanged = normalised(email) !== '' && normalised(email) !== normalised(socia.email);
        expect(body.email).toBe(emailChanged ? normalised(email) : undefined);
        const photoChanged = fileId !== undefined && fileId !== (file?.file_id ?? null);
        expect(Object.prototype.hasOwnProperty.call(body, 'file_id')).toBe(photoChanged);
        if (photoChanged) expect(body.file_id).toBe(fileId);
      }),
    );
  });

  it('sends a new e-mail lowercased and trimmed, never hers again, and no blank one', () => {
    expect(customerUpdateBody(socia, { email: ' Nueva.Socia@Estudio.TEST ' }).email).toBe('nueva.socia@estudio.test');
    expect(customerUpdateBody(socia, { email: socia.email.toUpperCase() })).not.toHaveProperty('email');
    expect(customerUpdateBody(socia, { email: '  ' })).not.toHaveProperty('email');
    expect(customerUpdateBody({ ...socia, email: 'nueva.socia@estudio.test' }, {})).not.toHaveProperty('email');
    const body = customerUpdateBody(socia, { email: 'nueva.socia@estudio.test' });
    expect(CustomerUpdateBody.safeParse(body).success).toBe(true);
  });

  it('names the photo only when the caller passes a new one, and null removes hers', () => {
    const withPhoto = { ...socia, file: { file_id: 7, src: '/files/7.jpg' } };
    expect(customerUpdateBody(withPhoto, {}, [], { fileId: 9 }).file_id).toBe(9);
    expect(customerUpdateBody(withPhoto, {}, [], { fileId: null }).file_id).toBeNull();
    expect(customerUpdateBody(withPhoto, {}, [], { fileId: 7 })).not.toHaveProperty('file_id');
    expect(customerUpdateBody(withPhoto, {}, [])).not.toHaveProperty('file_id');
    expect(customerUpdateBody({ ...socia, file: null }, {}, [], { fileId: null })).not.toHaveProperty('file_id');
    expect(customerUpdateBody(withPhoto, { file_id: 12, file: { file_id: 12 } })).not.toHaveProperty('file_id');
    expect(CustomerUpdateBody.safeParse(customerUpdateBody(withPhoto, {}, [], { fileId: 9 })).success).toBe(true);
  });

  it("builds a body PUT /customer accepts from a customer's own fields and the form's edits", () => {
    const body = customerUpdateBody(
      { ...socia, purchases: [{ purchase_id: 1, class_package_id: 3 }], accepted_pages: [{ page_id: 1 }] },
      { name: ' Mariana ', instagram: '', birthdate: '1992-05-18T00:00:00', talla_playera: 'G', objetivo: '', invoices: [{ id: 1 }] },
      demoCustomFields,
    );
    expect(body).toEqual({
      customer_id: socia.customer_id, name: 'Mariana', last_name: 'Torres', phone: '5512340001', birthdate: '1992-05-18',
      instagram: null, signup_reason: 'Instagram', other: null,
      address: { street: null, number: null, interior_number: null, neighborhood: null, city: 'Ciudad de México', zip_code: null, state: 'CDMX', country: 'México' },
      custom_values: [{ custom_field_id: 1, value: 'G' }, { custom_field_id: 3, value: null }],
    });
    expect(CustomerUpdateBody.safeParse(body).success).toBe(true);
  });

  it('leaves out an address that is not loaded (a null city), and blank fields that cannot be cleared', () => {
    const body = customerUpdateBody({ ...socia, name: '', address: { ...socia.address, city: null } });
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('name');
    expect(customerUpdateBody({ ...socia, address: null })).not.toHaveProperty('address');
  });
});

describe('address rules', () => {
  it('calls an address loaded exactly when its city is not null', () => {
    expect(isAddressLoaded(null)).toBe(false);
    expect(isAddressLoaded({ city: null, state: 'CDMX' })).toBe(false);
    expect(isAddressLoaded({ city: '' })).toBe(true);
  });

  it('sends every field trimmed, blank as null, and starts the form empty when not loaded', () => {
    expect(addressBody({ city: ' Puebla ', zip_code: 72000, street: '  ' })).toMatchObject({ city: 'Puebla', zip_code: '72000', street: null, country: null });
    expect(addressFormValues({ city: null, state: 'CDMX' })).toEqual({ street: '', number: '', interior_number: '', neighborhood: '', city: '', zip_code: '', state: '', country: '' });
    expect(addressFormValues({ city: 'Puebla', state: 'Puebla', country: 'México' })).toMatchObject({ city: 'Puebla', country: 'México', street: '' });
  });
});
