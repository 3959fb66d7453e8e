import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CustomerResponse, CustomersResponse, AcceptedPagesResponse, AcceptedPageResponse, PagesResponse, messages } from '@estudio/core';
import { customers } from '../../src/db/schema/index.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

/** A random 10-digit phone; 10^8 of them, so no clash with the demo's few customers. */
const freshPhone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const uniqueEmail = (label: string): string => `${label}-${Math.random().toString(36).slice(2, 10)}@prueba.test`;

/** A new identity account with a token, no customer record yet. */
const newAccount = async (h: Harness, label: string) => {
  const email = uniqueEmail(label);
  const answer = await h.request('POST', '/api/auth/signup', { body: { email, password: 'secreta1' } });
  if (answer.status !== 201) throw new Error(answer.text);
  return { email, token: answer.body.token as string };
};

const signupBody = (phone: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ana', last_name: 'López', phone, birthdate: '1990-05-01', signup_reason: 'Otro', other: 'Una amiga', ...extra,
});

onEachDatabase('customer routes', (h) => {
  it('signs up a customer, reads it back, and updates it with its address', async () => {
    const { email, token } = await newAccount(h(), 'cliente');
    const none = await h().request('GET', '/api/customer', { token });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ code: 'customer/not-found', message: messages.profile.notFound });

    const { pages } = PagesResponse.parse((await h().request('GET', '/api/pages')).body);
    const required = pages.filter((page) => page.required).map((page) => page.page_id);
    const phone = freshPhone();
    const created = await h().request('POST', '/api/customer/signup', {
      token, body: signupBody(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`, { accepted_pages: [...required, 999_999] }),
    });
    expect(created.status).toBe(201);
    const { customer } = CustomerResponse.parse(created.body);
    expect(customer).toMatchObject({
      email, phone, name: 'Ana', last_name: 'López', role: 'customer', address: null, file: null, purchases: [], other: 'Una amiga',
    });
    expect(customer.accepted_pages.map((page) => page.page_id)).toEqual(required);

    const current = CustomerResponse.parse((await h().request('GET', '/api/customer', { token })).body);
    expect(current.customer).toEqual(customer);

    const updated = await h().request('PUT', '/api/customer', {
      token, body: { customer_id: 1, name: 'Ana María', address: { city: 'CDMX', state: 'CDMX', country: 'México', street: 'Reforma' } },
    });
    expect(updated.status).toBe(200);
    const after = CustomerResponse.parse(updated.body).customer;
    expect(after).toMatchObject({ customer_id: customer.customer_id, name: 'Ana María', phone });
    expect(after.address).toMatchObject({ city: 'CDMX', street: 'Reforma', country: 'México' });
    const again = await h().request('PUT', '/api/customer', { token, body: { address: { city: 'Puebla', state: 'Puebla', country: 'México' } } });
    expect(CustomerResponse.parse(again.body).customer.address).toMatchObject({ address_id: after.address?.address_id, city: 'Puebla' });
  });

  it('refuses a second customer record for the same account with 409', async () => {
    const { token } = await newAccount(h(), 'doble');
    expect((await h().request('POST', '/api/customer/signup', { token, body: signupBody(freshPhone()) })).status).toBe(201);
    const twice = await h().request('POST', '/api/customer/signup', { token, body: signupBody(freshPhone()) });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ code: 'customer/already-exists', message: messages.auth.signupConflict });
  });

  it('refuses a duplicate phone with 409 on sign-up and on update, writing nothing', async () => {
    const taken = freshPhone();
    const first = await newAccount(h(), 'primera');
    await h().request('POST', '/api/customer/signup', { token: first.token, body: signupBody(taken) });

    const second = await newAccount(h(), 'segunda');
    const refused = await h().request('POST', '/api/customer/signup', { token: second.token, body: signupBody(`+52${taken}`) });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'customer/phone-in-use', message: messages.auth.duplicatePhone });
    expect((await h().request('GET', '/api/customer', { token: second.token })).status).toBe(404);

    const own = freshPhone();
    await h().request('POST', '/api/customer/signup', { token: second.token, body: signupBody(own) });
    const update = await h().request('PUT', '/api/customer', { token: second.token, body: { phone: taken, name: 'Cambiado' } });
    expect(update.status).toBe(409);
    expect(update.body.code).toBe('customer/phone-in-use');
    const unchanged = CustomerResponse.parse((await h().request('GET', '/api/customer', { token: second.token })).body).customer;
    expect(unchanged).toMatchObject({ phone: own, name: 'Ana' });
    // Keeping one's own phone is no conflict.
    expect((await h().request('PUT', '/api/customer', { token: second.token, body: { phone: own } })).status).toBe(200);
  });

  it('tells whether a phone is free without a token, and nothing else', async () => {
    const taken = freshPhone();
    const { token } = await newAccount(h(), 'tel');
    await h().request('POST', '/api/customer/signup', { token, body: signupBody(taken) });
    expect((await h().request('GET', `/api/customer/phone?phone=${taken}`)).body).toEqual({ available: false });
    expect((await h().request('GET', `/api/customer/phone?phone=${freshPhone()}`)).body).toEqual({ available: true });
    const bad = await h().request('GET', '/api/customer/phone?phone=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation/invalid-query');
  });

  it('lets an admin search and read customers', async () => {
    const { token } = await h().signIn(DEMO.admin);
    const all = CustomersResponse.parse((await h().request('GET', '/api/customer/admin/all?query=socia', { token })).body);
    expect(all.customers.map((customer) => customer.email)).toEqual([DEMO.socia]);
    const socia = all.customers[0];
    expect(socia?.purchases.length).toBeGreaterThan(0);
    const one = await h().request('GET', `/api/customer/admin/${socia?.customer_id}`, { token });
    expect(CustomerResponse.parse(one.body).customer.email).toBe(DEMO.socia);
    expect((await h().request('GET', '/api/customer/admin/99999999', { token })).status).toBe(404);
    expect((await h().request('GET', '/api/customer/admin/abc', { token })).status).toBe(404);
    const wild = CustomersResponse.parse((await h().request('GET', '/api/customer/admin/all?query=%25', { token })).body);
    expect(wild.customers).toEqual([]);
  });

  it('records accepted pages: a customer for itself, an admin for the customer it names', async () => {
    const socia = await h().signIn(DEMO.socia);
    const { pages } = PagesResponse.parse((await h().request('GET', '/api/pages')).body);
    const page = pages[0];
    if (!page) throw new Error('The demo has pages');
    const [nueva] = await h().db.select().from(customers).where(eq(customers.email, DEMO.nueva));
    const own = await h().request('POST', '/api/accepted_pages', { token: socia.token, body: { page_id: page.page_id, customer_id: nueva?.customer_id } });
    expect(own.status).toBe(201);
    const [sociaRow] = await h().db.select().from(customers).where(eq(customers.email, DEMO.socia));
    expect(AcceptedPageResponse.parse(own.body).accepted_page).toEqual({ page_id: page.page_id, customer_id: sociaRow?.customer_id });
    const list = AcceptedPagesResponse.parse((await h().request('GET', '/api/accepted_pages', { token: socia.token })).body);
    expect(list.accepted_pages.every((row) => row.customer_id === sociaRow?.customer_id)).toBe(true);
    expect(list.accepted_pages.map((row) => row.page_id)).toContain(page.page_id);

    const admin = await h().signIn(DEMO.admin);
    const forOther = await h().request('POST', '/api/accepted_pages', { token: admin.token, body: { page_id: page.page_id, customer_id: nueva?.customer_id } });
    expect(AcceptedPageResponse.parse(forOther.body).accepted_page.customer_id).toBe(nueva?.customer_id);
    const missing = await h().request('POST', '/api/accepted_pages', { token: socia.token, body: { page_id: 99_999_999 } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('page/not-found');
  });
});
