import { beforeAll, expect, it } from 'vitest';
import { DiscountsResponse, messages, PaymentMethodsResponse, REQUEST_ERRORS } from '@estudio/core';
import { adminToken, newBuyer, type Buyer } from './support/booking.js';
import { attempt } from './support/checkout.js';
import { onEachDatabase } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

/**
 * /admin's 'Descuentos' and 'Métodos de pago' lists (issue 15): with query,
 * page or per_page, one page of a search (case and accents ignored) and the
 * total; without them, the answer as it was. Each discount says how many
 * purchases used it.
 */
onEachDatabase('commerce: the admin lists of discounts and payment methods', (h) => {
  let admin: string;
  let buyer: Buyer;
  const mark = `ZQ${Date.now().toString(36).toUpperCase()}`;
  const discounts = async (search: string) => {
    const answer = await h().request('GET', `/api/discounts/admin/all${search}`, { token: admin });
    expect(answer.status, answer.text).toBe(200);
    return DiscountsResponse.parse(answer.body);
  };
  const methods = async (search: string) => {
    const answer = await h().request('GET', `/api/payment_methods${search}`, { token: admin });
    expect(answer.status, answer.text).toBe(200);
    return PaymentMethodsResponse.parse(answer.body);
  };

  beforeAll(async () => {
    admin = await adminToken(h());
    buyer = await newBuyer(h());
    for (const [code, amount] of [[`${mark}-B`, 10], [`${mark}-A`, 20], [`${mark}-C`, 30]] as const) {
      const made = await h().request('POST', '/api/discounts', { token: admin, body: { code, amount, is_percent: true } });
      expect(made.status, made.text).toBe(201);
    }
    for (const [name, description] of [[`Depósito ${mark}`, 'Banco'], [`Efectivo ${mark}`, 'En recepción'], [`Otro`, `Cheque ${mark}`]] as const) {
      const made = await h().request('POST', '/api/payment_methods', { token: admin, body: { name, description, kind: 'cash' } });
      expect(made.status, made.text).toBe(201);
    }
  });

  it('answers every discount, without total, when nothing is asked; each with its purchases', async () => {
    const answer = await h().request('GET', '/api/discounts/admin/all', { token: admin });
    expect(Object.keys(answer.body)).toEqual(['descuentos']);
    const rows = DiscountsResponse.parse(answer.body).descuentos;
    const ids = rows.map((row) => row.discount_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(rows.find((row) => row.code === `${mark}-A`)?.purchases_count).toBe(0);
  });

  it('searches discounts by code, ignoring case, and pages them with the total', async () => {
    const found = await discounts(`?query=${mark.toLowerCase()}`);
    expect(found.descuentos.map((row) => row.code)).toEqual([`${mark}-A`, `${mark}-B`, `${mark}-C`]);
    expect(found.total).toBe(3);
    const second = await discounts(`?query=${mark}&per_page=2&page=2`);
    expect(second.descuentos.map((row) => row.code)).toEqual([`${mark}-C`]);
    expect(second.total).toBe(3);
    expect((await discounts('?query=%25_nada%25')).total).toBe(0);
    const all = await discounts('?page=1&per_page=100');
    expect(all.total).toBe((await h().request('GET', '/api/discounts/admin/all', { token: admin })).body.descuentos.length);
  });

  it('counts the purchases that used a code', async () => {
    const method = await h().request('POST', '/api/payment_methods', { token: admin, body: { name: `Caja ${mark}`, kind: 'cash' } });
    const paymentMethodId = Number(method.body.payment_method.payment_method_id);
    const packageId = await demoPackageId(h(), 'five');
    const bought = await attempt(h(), buyer.token, {
      class_package_id: packageId, payment_method: 'cash', payment_method_id: paymentMethodId, discountCode: `${mark.toLowerCase()}-b`,
    });
    expect(bought.status, bought.text).toBe(200);
    const rows = (await discounts(`?query=${mark}`)).descuentos;
    expect(rows.map((row) => [row.code, row.purchases_count])).toEqual([[`${mark}-A`, 0], [`${mark}-B`, 1], [`${mark}-C`, 0]]);
  });

  it('refuses an amount of 0 with its Spanish message, writing nothing', async () => {
    const before = (await discounts('?page=1&per_page=100')).total;
    const answer = await h().request('POST', '/api/discounts', { token: admin, body: { code: `${mark}-CERO`, amount: 0 } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(REQUEST_ERRORS.invalidBody.code);
    expect(answer.body.message).toContain(messages.deskDiscounts.amountPositive);
    expect((await discounts('?page=1&per_page=100')).total).toBe(before);
  });

  it('answers the payment methods unpaged when nothing is asked, and a page of a search by name or description', async () => {
    const whole = await h().request('GET', '/api/payment_methods', { token: admin });
    expect(Object.keys(whole.body)).toEqual(['payment_methods']);
    const found = await methods(`?query=${encodeURIComponent(mark.toLowerCase())}`);
    expect(found.payment_methods.map((row) => row.name)).toEqual([`Caja ${mark}`, `Depósito ${mark}`, `Efectivo ${mark}`, 'Otro']);
    expect(found.total).toBe(4);
    const accent = await methods(`?query=${encodeURIComponent(`deposito ${mark}`)}`);
    expect(accent.payment_methods.map((row) => row.name)).toEqual([`Depósito ${mark}`]);
    const second = await methods(`?query=${mark}&per_page=3&page=2`);
    expect(second.payment_methods.map((row) => row.name)).toEqual(['Otro']);
    expect(second.total).toBe(4);
  });

  it.each(['?page=0', '?per_page=101', `?query=${'x'.repeat(200)}`])('refuses %s on both lists (400)', async (search) => {
    for (const path of ['/api/discounts/admin/all', '/api/payment_methods']) {
      const answer = await h().request('GET', `${path}${search}`, { token: admin });
      expect(answer.status, path).toBe(400);
      expect(answer.body.code).toBe(REQUEST_ERRORS.invalidQuery.code);
    }
  });
});
