import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DiscountResponse, messages } from '@estudio/core';
import { classPackages, discounts } from '../../src/db/schema/index.js';
import { rowCounts } from './support/db-inspect.js';
import { demoPackageId } from './support/packages.js';
import { DEMO, onEachDatabase, type Answer, type Harness } from './support/harness.js';

const packageId = demoPackageId;

/** A refusal with exactly this status, code and Spanish message, after which the discounts are as they were. */
const expectRefusal = async (h: Harness, send: () => Promise<Answer>, status: number, code: string, message?: string) => {
  const before = await h.db.select().from(discounts).orderBy(discounts.discount_id);
  const answer = await send();
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body.code).toBe(code);
  if (message !== undefined) expect(answer.body.message).toBe(message);
  expect(typeof answer.body.message).toBe('string');
  expect(await h.db.select().from(discounts).orderBy(discounts.discount_id)).toEqual(before);
  return answer;
};

onEachDatabase('discount codes at checkout', (h) => {
  let customer: string;
  let ten: number;
  let five: number;
  const check = (code: string, packageIdValue: number) =>
    h().request('GET', `/api/discounts/code/${encodeURIComponent(code)}?class_package_id=${packageIdValue}`, { token: customer });
  /** A discount written straight in the database, for a case the admin API cannot make (used up). */
  const insert = async (row: Partial<typeof discounts.$inferInsert> & { code: string }) => {
    const [made] = await h().db.insert(discounts).values({ amount: '15.00', ...row }).returning();
    if (!made) throw new Error('No discount');
    return made;
  };

  beforeAll(async () => {
    customer = (await h().signIn(DEMO.socia)).token;
    [ten, five] = [await packageId(h(), 'ten'), await packageId(h(), 'five')];
  });

  it("answers the contract's demo codes, whatever their case", async () => {
    const welcome = await check('bienvenida', ten);
    expect(welcome.status, welcome.text).toBe(200);
    expect(DiscountResponse.parse(welcome.body).discount).toMatchObject({
      code: 'BIENVENIDA', amount: 10, is_percent: true, first_invoice_only: true, max_uses: null, expires_at: null, class_package_ids: [],
    });
    const fixed = await check('FIJO100', five);
    expect(fixed.body.discount).toMatchObject({ code: 'FIJO100', amount: 100, is_percent: false, first_invoice_only: false });
  });

  it('refuses an unknown, expired or other-package code with the spec 404', async () => {
    const expired = await insert({ code: 'VENCIDO', expires_at: new Date(h().clock.now() - 1000) });
    const onlyFive = await insert({ code: 'SOLOCINCO', class_package_ids: `${five}` });
    const future = await insert({ code: 'VIGENTE', expires_at: new Date(h().clock.now() + 86_400_000) });
    for (const code of ['NOEXISTE', 'VENCIDO', 'SOLOCINCO', 'con espacio', 'x'.repeat(300)]) {
      await expectRefusal(h(), () => check(code, ten), 404, 'discount/invalid', messages.discounts.invalid);
    }
    expect((await check('SOLOCINCO', five)).body.discount.class_package_ids).toEqual([five]);
    expect((await check('vigente', ten)).status).toBe(200);
    for (const row of [expired, onlyFive, future]) await h().db.delete(discounts).where(eq(discounts.discount_id, row.discount_id));
  });

  it('answers 412 for a code used up', async () => {
    const used = await insert({ code: 'AGOTADO', max_uses: 3, uses: 3 });
    const left = await insert({ code: 'QUEDAUNO', max_uses: 3, uses: 2 });
    await expectRefusal(h(), () => check('agotado', ten), 412, 'discount/exhausted', messages.discounts.exhausted);
    expect((await check('QUEDAUNO', ten)).body.discount).toMatchObject({ max_uses: 3, uses: 2 });
    for (const row of [used, left]) await h().db.delete(discounts).where(eq(discounts.discount_id, row.discount_id));
  });

  it('answers the package 404 for a package that does not exist or is not for sale', async () => {
    await expectRefusal(h(), () => check('BIENVENIDA', 987654), 404, 'package/not-found', messages.checkout.packageNotFound);
    await h().db.update(classPackages).set({ available: false }).where(eq(classPackages.class_package_id, five));
    try {
      await expectRefusal(h(), () => check('BIENVENIDA', five), 404, 'package/not-found', messages.checkout.packageNotFound);
    } finally {
      await h().db.update(classPackages).set({ available: true }).where(eq(classPackages.class_package_id, five));
    }
  });

  it('needs a signed-in customer and a package id', async () => {
    const anonymous = await h().request('GET', `/api/discounts/code/BIENVENIDA?class_package_id=${ten}`);
    expect(anonymous.status).toBe(401);
    const noPackage = await h().request('GET', '/api/discounts/code/BIENVENIDA', { token: customer });
    expect(noPackage.status).toBe(400);
    expect(noPackage.body.code).toBe('validation/invalid-query');
  });
});

onEachDatabase('discount codes: admin management', (h) => {
  let admin: string;
  let customer: string;
  let ten: number;
  beforeAll(async () => {
    admin = (await h().signIn(DEMO.admin)).token;
    customer = (await h().signIn(DEMO.socia)).token;
    ten = await packageId(h(), 'ten');
  });

  it('lists the demo codes under descuentos', async () => {
    const answer = await h().request('GET', '/api/discounts/admin/all', { token: admin });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.descuentos.map((row: { code: string }) => row.code)).toEqual(expect.arrayContaining(['BIENVENIDA', 'FIJO100']));
  });

  it('creates, reads, updates and deletes a code', async () => {
    const expiresAt = new Date(h().clock.now() + 30 * 86_400_000).toISOString();
    const created = await h().request('POST', '/api/discounts', {
      token: admin, body: { code: 'verano-25', amount: 25, is_percent: true, max_uses: 50, expires_at: expiresAt, class_package_ids: [ten, ten] },
    });
    expect(created.status, created.text).toBe(201);
    const discount = DiscountResponse.parse(created.body).discount;
    expect(discount).toMatchObject({
      code: 'VERANO-25', amount: 25, is_percent: true, first_invoice_only: false, max_uses: 50, uses: 0, expires_at: expiresAt, class_package_ids: [ten],
    });
    const path = `/api/discounts/${discount.discount_id}`;
    expect((await h().request('GET', path, { token: admin })).body.discount).toEqual(discount);
    const updated = await h().request('PUT', path, { token: admin, body: { amount: 30, class_package_ids: [], expires_at: null, first_invoice_only: true } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.discount).toEqual({ ...discount, amount: 30, class_package_ids: [], expires_at: null, first_invoice_only: true });
    const listed = await h().request('GET', '/api/discounts/admin/all', { token: admin });
    expect(listed.body.descuentos).toContainEqual({ ...updated.body.discount, purchases_count: 0 });
    expect((await h().request('GET', '/api/discounts/code/verano-25?class_package_id=' + ten, { token: customer })).status).toBe(200);
    const deleted = await h().request('DELETE', path, { token: admin });
    expect(deleted.body.discount).toEqual(updated.body.discount);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      await expectRefusal(h(), () => h().request(method, path, { token: admin, ...(method === 'PUT' ? { body: { amount: 5 } } : {}) }),
        404, 'discount/not-found', messages.discounts.adminNotFound);
    }
  });

  it('refuses a code another discount has, whatever its case (409)', async () => {
    await expectRefusal(h(), () => h().request('POST', '/api/discounts', { token: admin, body: { code: 'bienvenida', amount: 5 } }),
      409, 'discount/code-taken', messages.packagesApi.discountCodeTaken);
    const [fixed] = await h().db.select().from(discounts).where(eq(discounts.code, 'FIJO100'));
    await expectRefusal(h(), () => h().request('PUT', `/api/discounts/${fixed?.discount_id}`, { token: admin, body: { code: 'Bienvenida' } }),
      409, 'discount/code-taken');
    const same = await h().request('PUT', `/api/discounts/${fixed?.discount_id}`, { token: admin, body: { code: 'fijo100' } });
    expect(same.status, same.text).toBe(200);
  });

  it('refuses unknown packages (404), a percent above 100 and malformed bodies (400)', async () => {
    await expectRefusal(h(), () => h().request('POST', '/api/discounts', { token: admin, body: { code: 'NUEVO', amount: 5, class_package_ids: [987654] } }),
      404, 'package/not-found', messages.scheduleAdmin.packageNotFound);
    const [big] = await h().db.insert(discounts).values({ code: 'MENOS150', amount: '150.00' }).returning();
    const bigPath = `/api/discounts/${big?.discount_id}`;
    await expectRefusal(h(), () => h().request('PUT', bigPath, { token: admin, body: { is_percent: true } }),
      400, 'validation/invalid-body', messages.packagesApi.percentTooHigh);
    expect((await h().request('PUT', bigPath, { token: admin, body: { is_percent: true, amount: 100 } })).body.discount)
      .toMatchObject({ is_percent: true, amount: 100 });
    await expectRefusal(h(), () => h().request('PUT', bigPath, { token: admin, body: { amount: 100.5 } }),
      400, 'validation/invalid-body', messages.packagesApi.percentTooHigh);
    await h().request('DELETE', bigPath, { token: admin });
    const cases: [object, string][] = [
      [{ code: 'NUEVO', amount: 150, is_percent: true }, messages.packagesApi.percentTooHigh],
      [{ code: 'NUEVO', amount: -5 }, messages.packagesApi.invalidAmount],
      [{ code: 'NUEVO', amount: 5.001 }, messages.packagesApi.invalidAmount],
      [{ code: 'con espacio', amount: 5 }, messages.packagesApi.codeFormat],
      [{ code: 'A', amount: 5 }, messages.packagesApi.codeFormat],
    ];
    for (const [body, message] of cases) {
      const answer = await expectRefusal(h(), () => h().request('POST', '/api/discounts', { token: admin, body }), 400, 'validation/invalid-body');
      expect(answer.body.message, JSON.stringify(body)).toContain(message);
    }
  });

  describe('access', () => {
    it("refuses a customer's reads and writes (403) and changes nothing", async () => {
      const before = await rowCounts(h().db, ['discounts']);
      const [fixed] = await h().db.select().from(discounts).where(eq(discounts.code, 'FIJO100'));
      const id = fixed?.discount_id;
      for (const [method, path, body] of [
        ['GET', '/api/discounts/admin/all', undefined], ['GET', `/api/discounts/${id}`, undefined],
        ['POST', '/api/discounts', { code: 'MIO', amount: 99 }], ['PUT', `/api/discounts/${id}`, { amount: 1 }], ['DELETE', `/api/discounts/${id}`, undefined],
      ] as const) {
        const answer = await h().request(method, path, { token: customer, ...(body ? { body } : {}) });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.code).toBe('auth/forbidden');
      }
      expect(await rowCounts(h().db, ['discounts'])).toEqual(before);
      const [after] = await h().db.select().from(discounts).where(eq(discounts.code, 'FIJO100'));
      expect(after).toEqual(fixed);
    });
  });
});
