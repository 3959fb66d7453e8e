import { ADDRESS_ERRORS, FORM_ERRORS, errorOf } from '../api/errors.js';
import { AddressBody, AddressUpdateBody, type AddressRecord } from '../api/schemas/addresses.schemas.js';
import type { Address, Customer } from '../api/schemas/customer.schemas.js';
import type { AddressesApi, FormsApi } from '../ports/forms.ports.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import { checkedAddress } from './fake-api.custom-values.js';
import { answer, parsedInput, signedInUser, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import { clone } from './fake-api.store.js';

/** The failures the forms and addresses API answers, with the server's codes and Spanish texts. */
export const formErrors = {
  formNotFound: (): AppError => errorOf(FORM_ERRORS.formNotFound),
  customFieldNotFound: (): AppError => errorOf(FORM_ERRORS.customFieldNotFound),
  addressNotFound: (): AppError => errorOf(ADDRESS_ERRORS.notFound),
  addressExists: (): AppError => errorOf(ADDRESS_ERRORS.exists),
};

const found = <T>(value: T | undefined, missing: () => AppError): Result<T> => (value === undefined ? err(missing()) : ok(clone(value)));

/** GET /forms and /custom_fields over the fake's state, filtered as the server filters. */
export const createFakeFormsApi = (ctx: FakeApiContext): FormsApi => ({
  list: (query = {}) =>
    answer(ctx, 'forms.list', () => {
      const name = query.name?.trim().toLowerCase();
      return ok(clone(ctx.state.forms.filter((form) => !name || form.name.toLowerCase().includes(name))));
    }),
  one: (id) => answer(ctx, 'forms.one', () => found(ctx.state.forms.find((form) => form.form_id === id), formErrors.formNotFound)),
  customFields: (query = {}) =>
    answer(ctx, 'forms.customFields', () => {
      const required = query.required === undefined ? undefined : query.required === 'true' || query.required === '1';
      return ok(clone(ctx.state.customFields.filter((field) =>
        (query.object === undefined || field.object === query.object) &&
        (query.key === undefined || field.key === query.key) &&
        (query.type === undefined || field.type === query.type) &&
        (required === undefined || field.required === required))));
    }),
  customField: (id) =>
    answer(ctx, 'forms.customField', () =>
      found(ctx.state.customFields.find((field) => field.custom_field_id === id), formErrors.customFieldNotFound)),
});

/** A seeded address without an id (the demo fixtures') takes its customer's id: ids stay stable and distinct. */
const addressIdOf = (customer: Customer): number => customer.address?.address_id ?? customer.customer_id;

const recordOf = (customer: Customer): AddressRecord | null => {
  const address = customer.address;
  if (!address) return null;
  return {
    address_id: addressIdOf(customer), customer_id: customer.customer_id,
    street: address.street ?? null, number: address.number ?? null, interior_number: address.interior_number ?? null,
    neighborhood: address.neighborhood ?? null, city: address.city, zip_code: address.zip_code ?? null,
    state: address.state, country: address.country,
  };
};

const nextAddressId = (ctx: FakeApiContext): number =>
  ctx.state.customers.reduce((max, customer) => Math.max(max, customer.address ? addressIdOf(customer) : 0, customer.customer_id), 0) + 1;

/** The current customer's own address with this id, or the server's 404. */
const ownAddress = (ctx: FakeApiContext, id: number): Result<{ customer: Customer; record: AddressRecord }> => {
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  const record = recordOf(customer.value);
  return record && record.address_id === id ? ok({ customer: customer.value, record }) : err(formErrors.addressNotFound());
};

/** /addresses for the signed-in customer, as the server answers her (her own only; one at most). */
export const createFakeAddressesApi = (ctx: FakeApiContext): AddressesApi => ({
  mine: () =>
    answer(ctx, 'addresses.mine', () => {
      const customer = storedCustomer(ctx);
      if (!customer.ok) return customer;
      const record = recordOf(customer.value);
      return ok(record ? [record] : []);
    }),
  one: (id) =>
    answer(ctx, 'addresses.one', () => {
      const own = ownAddress(ctx, id);
      return own.ok ? ok(own.value.record) : own;
    }),
  create: (body) =>
    answer(ctx, 'addresses.create', () => {
      const user = signedInUser(ctx);
      if (!user.ok) return user;
      const parsed = parsedInput(AddressBody, body);
      if (!parsed.ok) return parsed;
      const customer = storedCustomer(ctx);
      if (!customer.ok) return customer;
      const { customer_id: _ignored, ...fields } = parsed.value;
      const checked = checkedAddress({ ...fields, city: fields.city ?? null, state: fields.state ?? null, country: fields.country ?? null });
      if (!checked.ok) return checked;
      if (customer.value.address) return err(formErrors.addressExists());
      customer.value.address = { ...checked.value, address_id: nextAddressId(ctx) };
      return ok(recordOf(customer.value) as AddressRecord);
    }),
  update: (id, body) =>
    answer(ctx, 'addresses.update', () => {
      const own = ownAddress(ctx, id);
      if (!own.ok) return own;
      const parsed = parsedInput(AddressUpdateBody, body);
      if (!parsed.ok) return parsed;
      const checked = checkedAddress({ ...own.value.customer.address, ...parsed.value } as Address);
      if (!checked.ok) return checked;
      own.value.customer.address = { ...checked.value, address_id: id };
      return ok(recordOf(own.value.customer) as AddressRecord);
    }),
  remove: (id) =>
    answer(ctx, 'addresses.remove', () => {
      const own = ownAddress(ctx, id);
      if (!own.ok) return own;
      own.value.customer.address = null;
      return ok(own.value.record);
    }),
});
