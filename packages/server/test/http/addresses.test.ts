import { beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AddressResponse, AddressesResponse, CustomerResponse, messages } from '@estudio/core';
import { customers } from '../../src/db/schema/index.js';
import { query } from './support/db-inspect.js';
import { adminToken, newBuyer } from './support/booking.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

const addressRows = (h: Harness) => query(h.db, sql`select * from addresses order by address_id`);

const FULL = { street: 'Durango', number: '10', interior_number: null, neighborhood: 'Roma', city: 'Puebla', zip_code: '72000', state: 'Puebla', country: 'México' };

const customerIdOf = async (h: Harness, email: string): Promise<number> => {
  const [row] = await h.db.select({ id: customers.customer_id }).from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`No customer ${email}`);
  return row.id;
};

onEachDatabase('addresses', (h) => {
  let socia: string;
  let nueva: string;
  let admin: string;
  let sociaId: number;
  beforeAll(async () => {
    socia = (await h().signIn(DEMO.socia)).token;
    nueva = (await h().signIn(DEMO.nueva)).token;
    admin = await adminToken(h());
    sociaId = await customerIdOf(h(), DEMO.socia);
  });

  const sociasAddress = async () => {
    const { addresses } = AddressesResponse.parse((await h().request('GET', '/api/addresses', { token: socia })).body);
    expect(addresses).toHaveLength(1);
    return addresses[0] as (typeof addresses)[number];
  };

  it('lists and reads a customer\'s own address, the same one GET /customer answers', async () => {
    const address = await sociasAddress();
    expect(address).toMatchObject({ customer_id: sociaId, city: 'Ciudad de México', state: 'CDMX', country: 'México', interior_number: '4B' });
    const one = await h().request('GET', `/api/addresses/${address.address_id}`, { token: socia });
    expect(AddressResponse.parse(one.body).address).toEqual(address);
    const customer = CustomerResponse.parse((await h().request('GET', '/api/customer', { token: socia })).body).customer;
    expect(customer.address?.address_id).toBe(address.address_id);
  });

  it("answers someone else's address as not found, on read, update and delete, and changes nothing", async () => {
    const address = await sociasAddress();
    const before = await addressRows(h());
    const expected = { code: 'address/not-found', message: messages.formsApi.addressNotFound };
    for (const [method, body] of [['GET', undefined], ['PUT', { street: 'Ajena' }], ['DELETE', undefined]] as const) {
      const answer = await h().request(method, `/api/addresses/${address.address_id}`, { token: nueva, ...(body ? { body } : {}) });
      expect(answer.status, `${method}: ${answer.text}`).toBe(404);
      expect(answer.body).toEqual(expected);
    }
    const list = AddressesResponse.parse((await h().request('GET', '/api/addresses?customer_id=' + sociaId, { token: nueva })).body);
    expect(list.addresses.every((one) => one.customer_id !== sociaId)).toBe(true);
    expect(await addressRows(h())).toEqual(before);
  });

  it('refuses every call without a token with 401', async () => {
    const address = await sociasAddress();
    for (const [method, path] of [['GET', '/api/addresses'], ['GET', `/api/addresses/${address.address_id}`], ['POST', '/api/addresses'], ['PUT', `/api/addresses/${address.address_id}`], ['DELETE', `/api/addresses/${address.address_id}`]] as const) {
      const answer = await h().request(method, path, method === 'POST' || method === 'PUT' ? { body: FULL } : {});
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.code).toBe('auth/missing-token');
    }
  });

  it('updates only the named fields of her address', async () => {
    const address = await sociasAddress();
    const answer = await h().request('PUT', `/api/addresses/${address.address_id}`, { token: socia, body: { street: 'Av. Chapultepec', zip_code: '06600' } });
    expect(answer.status, answer.text).toBe(200);
    expect(AddressResponse.parse(answer.body).address).toEqual({ ...address, street: 'Av. Chapultepec', zip_code: '06600' });
  });

  it("refuses an address without city, state or country with spec 5's message, and writes nothing", async () => {
    const address = await sociasAddress();
    const before = await addressRows(h());
    const cases = [
      [{ city: ' ' }, 'validation/city', messages.profile.cityRequired],
      [{ city: null, state: null }, 'validation/city', messages.profile.cityRequired],
      [{ state: '' }, 'validation/state', messages.profile.stateRequired],
      [{ country: null }, 'validation/country', messages.profile.countryRequired],
    ] as const;
    for (const [body, code, message] of cases) {
      const answer = await h().request('PUT', `/api/addresses/${address.address_id}`, { token: socia, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ code, message });
    }
    const { customer } = await newBuyer(h());
    const fresh = await h().request('POST', '/api/addresses', { token: admin, body: { ...FULL, customer_id: customer.customerId, country: '' } });
    expect(fresh.body).toEqual({ code: 'validation/country', message: messages.profile.countryRequired });
    const invalid = await h().request('POST', '/api/addresses', { token: socia, body: { ...FULL, city: 42 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation/invalid-body');
    expect(await addressRows(h())).toEqual(before);
  });

  it('keeps one address per customer: a second is 409; deleted, she may add a new one (customer_id ignored)', async () => {
    const { customer, token } = await newBuyer(h());
    expect(AddressesResponse.parse((await h().request('GET', '/api/addresses', { token })).body).addresses).toEqual([]);
    const created = await h().request('POST', '/api/addresses', { token, body: { ...FULL, customer_id: sociaId } });
    expect(created.status, created.text).toBe(201);
    const address = AddressResponse.parse(created.body).address;
    expect(address).toMatchObject({ ...FULL, customer_id: customer.customerId });
    const before = await addressRows(h());
    const again = await h().request('POST', '/api/addresses', { token, body: FULL });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'address/exists', message: messages.formsApi.addressExists });
    expect(await addressRows(h())).toEqual(before);

    const deleted = await h().request('DELETE', `/api/addresses/${address.address_id}`, { token });
    expect(deleted.status).toBe(200);
    expect(AddressResponse.parse(deleted.body).address).toEqual(address);
    expect((await h().request('GET', `/api/addresses/${address.address_id}`, { token })).status).toBe(404);
    expect((await h().request('DELETE', `/api/addresses/${address.address_id}`, { token })).status).toBe(404);
    expect((await h().request('POST', '/api/addresses', { token, body: FULL })).status).toBe(201);
  });

  it('answers two simultaneous first addresses with one 201 and one 409', async () => {
    const { customer, token } = await newBuyer(h());
    const answers = await Promise.all([1, 2].map(() => h().request('POST', '/api/addresses', { token, body: FULL })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await query(h().db, sql`select address_id from addresses where customer_id = ${customer.customerId}`)).toHaveLength(1);
  });

  it('lets an admin list, read, add, change and delete anyone\'s address', async () => {
    const all = AddressesResponse.parse((await h().request('GET', '/api/addresses', { token: admin })).body).addresses;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const hers = AddressesResponse.parse((await h().request('GET', `/api/addresses?customer_id=${sociaId}`, { token: admin })).body).addresses;
    expect(hers.map((one) => one.customer_id)).toEqual([sociaId]);
    expect((await h().request('GET', `/api/addresses/${hers[0]?.address_id}`, { token: admin })).status).toBe(200);

    const { customer } = await newBuyer(h());
    const created = await h().request('POST', '/api/addresses', { token: admin, body: { ...FULL, customer_id: customer.customerId } });
    expect(created.status, created.text).toBe(201);
    const address = AddressResponse.parse(created.body).address;
    expect(address.customer_id).toBe(customer.customerId);
    const changed = await h().request('PUT', `/api/addresses/${address.address_id}`, { token: admin, body: { city: 'Cholula' } });
    expect(AddressResponse.parse(changed.body).address.city).toBe('Cholula');
    expect((await h().request('DELETE', `/api/addresses/${address.address_id}`, { token: admin })).status).toBe(200);

    const before = await addressRows(h());
    const nobody = await h().request('POST', '/api/addresses', { token: admin, body: { ...FULL, customer_id: 987654 } });
    expect(nobody.status).toBe(404);
    expect(nobody.body.code).toBe('customer/not-found');
    expect((await h().request('PUT', '/api/addresses/987654', { token: admin, body: { city: 'X' } })).body.code).toBe('address/not-found');
    expect(await addressRows(h())).toEqual(before);
  });
});
