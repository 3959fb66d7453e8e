import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { classPackages, paymentMethods, purchases } from '../../src/db/schema/index.js';
import { sanitizeHtml, sanitizeOptionalHtml } from '../../src/http/sanitize-html.js';
import { adminToken, makeCustomers, tokenOf, type TestCustomer } from './support/booking.js';
import { attempt } from './support/checkout.js';
import { rowCounts } from './support/db-inspect.js';
import { onEachDatabase, type Answer, type Harness } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const TABLES = ['payment_methods', 'purchases', 'class_packages'];

/** Sends a request that must be refused as expected and change no row count. */
const expectRefusal = async (h: Harness, send: () => Promise<Answer>, status: number, code: string) => {
  const before = await rowCounts(h.db, TABLES);
  const answer = await send();
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(typeof answer.body.message).toBe('string');
  expect(await rowCounts(h.db, TABLES)).toEqual(before);
  return answer;
};

const HOSTILE = '<p onclick="steal()">Deposita en <b>BBVA</b> <a href="javascript:alert(1)">aquí</a>'
  + '<script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe>'
  + '<a href="https://banco.test" target="_blank">banco</a></p>';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links, drops scripts, handlers, iframes and unsafe URLs', () => {
    const clean = sanitizeHtml(HOSTILE);
    expect(clean).toBe('<p>Deposita en <b>BBVA</b> <a>aquí</a><img src="x" /><a href="https://banco.test" target="_blank" rel="noopener noreferrer">banco</a></p>');
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|javascript/i);
  });

  it('keeps plain text, lists, headings and http(s) images, escaping what HTML needs', () => {
    expect(sanitizeHtml('  Paga en efectivo  ')).toBe('Paga en efectivo');
    expect(sanitizeHtml('<h2>Cuenta</h2><ul><li>CLABE 0123</li></ul>')).toBe('<h2>Cuenta</h2><ul><li>CLABE 0123</li></ul>');
    expect(sanitizeHtml('<img src="https://cdn.test/a.png" alt="QR">')).toBe('<img src="https://cdn.test/a.png" alt="QR" />');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
    expect(sanitizeHtml('A & B < C')).toBe('A &amp; B &lt; C');
  });

  it('passes null and undefined through and stores HTML that holds nothing as null', () => {
    expect(sanitizeOptionalHtml(null)).toBeNull();
    expect(sanitizeOptionalHtml(undefined)).toBeUndefined();
    expect(sanitizeOptionalHtml('<script>alert(1)</script>')).toBeNull();
    expect(sanitizeOptionalHtml('<em>hola</em>')).toBe('<em>hola</em>');
  });
});

onEachDatabase('payment methods: admin management', (h) => {
  let admin: string;
  let customer: TestCustomer;
  let customerToken: string;
  beforeAll(async () => {
    admin = await adminToken(h());
    [customer] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    customerToken = await tokenOf(h(), customer);
  });

  const create = (body: unknown, token: string | null = admin) => h().request('POST', '/api/payment_methods', { token: token ?? undefined, body });

  it('creates a method with sanitised instructions, reads it publicly, edits only what is named, and deletes it', async () => {
    const made = await create({ name: 'Transferencia', kind: 'cash', description: 'Pago a la cuenta del estudio', instructions: HOSTILE });
    expect(made.status, made.text).toBe(201);
    const method = made.body.payment_method;
    expect(method).toMatchObject({ name: 'Transferencia', kind: 'cash', available: true, description: 'Pago a la cuenta del estudio' });
    expect(method.instructions).toBe(sanitizeHtml(HOSTILE));
    const [stored] = await h().db.select().from(paymentMethods).where(eq(paymentMethods.payment_method_id, method.payment_method_id));
    expect(stored?.instructions).not.toContain('script');

    const read = await h().request('GET', `/api/payment_methods/${method.payment_method_id}`);
    expect(read.status).toBe(200);
    expect(read.body.payment_method).toEqual(method);

    const edited = await h().request('PUT', `/api/payment_methods/${method.payment_method_id}`, {
      token: admin, body: { available: false, instructions: '<i>Solo viernes</i><script>x()</script>' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.payment_method).toEqual({ ...method, available: false, instructions: '<i>Solo viernes</i>' });
    const listed = await h().request('GET', '/api/payment_methods');
    expect(listed.body.payment_methods.map((row: { payment_method_id: number }) => row.payment_method_id)).not.toContain(method.payment_method_id);

    const deleted = await h().request('DELETE', `/api/payment_methods/${method.payment_method_id}`, { token: admin });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ ok: true, message: messages.paymentMethods.adminDeleted });
    expect(await h().db.select().from(paymentMethods).where(eq(paymentMethods.payment_method_id, method.payment_method_id))).toEqual([]);
    expect((await h().request('GET', `/api/payment_methods/${method.payment_method_id}`)).status).toBe(404);
  });

  it('withdraws a method purchases used instead of deleting it: they keep how they were paid', async () => {
    const made = await create({ name: 'Efectivo en recepción', kind: 'cash', instructions: 'Paga en recepción' });
    const id = Number(made.body.payment_method.payment_method_id);
    const bought = await attempt(h(), customerToken, { class_package_id: await demoPackageId(h(), 'five'), payment_method: 'cash', payment_method_id: id });
    expect(bought.status, bought.text).toBe(200);
    const deleted = await h().request('DELETE', `/api/payment_methods/${id}`, { token: admin });
    expect(deleted.status).toBe(200);
    const [row] = await h().db.select().from(paymentMethods).where(eq(paymentMethods.payment_method_id, id));
    expect(row).toMatchObject({ available: false });
    const purchase = await h().request('GET', `/api/purchases/${bought.body.purchase_id}`, { token: customerToken });
    expect(purchase.body.purchase).toMatchObject({ payment_method_id: id, payment_method: { name: 'Efectivo en recepción', instructions: 'Paga en recepción' } });
    const [stillNamed] = await h().db.select().from(purchases).where(eq(purchases.purchase_id, bought.body.purchase_id));
    expect(stillNamed?.payment_method_id).toBe(id);
  });

  it('refuses bad bodies with 400 and Spanish messages, writing nothing', async () => {
    const empty = await expectRefusal(h(), () => create({ name: '  ', kind: 'cash' }), 400, 'validation/invalid-body');
    expect(empty.body.message).toContain(messages.checkoutApi.paymentMethodNameRequired);
    await expectRefusal(h(), () => create({ name: 'Cripto', kind: 'bitcoin' }), 400, 'validation/invalid-body');
    await expectRefusal(h(), () => create({ name: 'x'.repeat(81), kind: 'card' }), 400, 'validation/invalid-body');
    const [any] = await h().db.select().from(paymentMethods).limit(1);
    await expectRefusal(h(), () => h().request('PUT', `/api/payment_methods/${any?.payment_method_id}`, { token: admin, body: { kind: 'cheque' } }), 400, 'validation/invalid-body');
  });

  it('answers 404 for a method that does not exist, on every call', async () => {
    const missing = '/api/payment_methods/999999999';
    await expectRefusal(h(), () => h().request('GET', missing), 404, 'payment-method/not-found');
    await expectRefusal(h(), () => h().request('PUT', missing, { token: admin, body: { name: 'Otro' } }), 404, 'payment-method/not-found');
    await expectRefusal(h(), () => h().request('DELETE', missing, { token: admin }), 404, 'payment-method/not-found');
  });

  it('keeps writes for admins: 401 without a token, 403 for a customer', async () => {
    const [any] = await h().db.select().from(paymentMethods).limit(1);
    const path = `/api/payment_methods/${any?.payment_method_id}`;
    await expectRefusal(h(), () => create({ name: 'Tarjeta', kind: 'card' }, null), 401, 'auth/missing-token');
    await expectRefusal(h(), () => create({ name: 'Tarjeta', kind: 'card' }, customerToken), 403, 'auth/forbidden');
    await expectRefusal(h(), () => h().request('PUT', path, { token: customerToken, body: { available: false } }), 403, 'auth/forbidden');
    await expectRefusal(h(), () => h().request('DELETE', path, { token: customerToken }), 403, 'auth/forbidden');
    expect((await h().db.select().from(paymentMethods).where(eq(paymentMethods.payment_method_id, any?.payment_method_id ?? 0)))[0]).toEqual(any);
  });

  it('sanitises a package description on create and on update', async () => {
    const made = await h().request('POST', '/api/class_packages', {
      token: admin, body: { title: 'Paquete seguro', price: 100, description: '<p>Hola<script>alert(1)</script></p>' },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.class_package.description).toBe('<p>Hola</p>');
    const id = Number(made.body.class_package.class_package_id);
    const edited = await h().request('PUT', `/api/class_packages/${id}`, { token: admin, body: { description: '<b onmouseover="x()">Nuevo</b>' } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.class_package.description).toBe('<b>Nuevo</b>');
    const [row] = await h().db.select().from(classPackages).where(eq(classPackages.class_package_id, id));
    expect(row?.description).toBe('<b>Nuevo</b>');
  });
});
