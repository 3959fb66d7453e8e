import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ClassPackageListResponse, ClassPackagesResponse, fill, PACKAGE_ERRORS, REQUEST_ERRORS } from '@estudio/core';
import { discounts, files, settings } from '../../src/db/schema/index.js';
import { rowCounts } from './support/db-inspect.js';
import { DEMO, onEachDatabase } from './support/harness.js';

/**
 * /admin's 'Paquetes' (issue 15): GET /class_packages/admin/all pages and
 * searches the titles on the server when asked (and answers as before when
 * not), and PUT /class_packages/order sets every package's order at once,
 * which the public listings follow.
 */
onEachDatabase('packages: the admin list and its order', (h) => {
  let admin: string;
  const mark = `Pq${Date.now().toString(36)}`;
  const ids: number[] = [];
  const list = async (search: string) => {
    const answer = await h().request('GET', `/api/class_packages/admin/all${search}`, { token: admin });
    expect(answer.status, answer.text).toBe(200);
    return ClassPackageListResponse.parse(answer.body);
  };
  const allIds = async () => (await list('')).class_packages.map((pkg) => pkg.class_package_id);
  const publicIds = async () => {
    const answer = await h().request('GET', '/api/class_packages');
    return ClassPackagesResponse.parse(answer.body).class_packages.map((pkg) => pkg.class_package_id);
  };

  beforeAll(async () => {
    admin = (await h().signIn(DEMO.admin)).token;
    // Created out of alphabetical order, with orders that put them C, A, B.
    for (const [title, order] of [[`Bono Énfasis ${mark}`, 902], [`Clases Ágiles ${mark}`, 900], [`Bono Avanzado ${mark}`, 901]] as const) {
      const created = await h().request('POST', '/api/class_packages', { token: admin, body: { title, price: 100, class_amount: 1, order } });
      expect(created.status, created.text).toBe(201);
      ids.push(created.body.class_package.class_package_id);
    }
  });

  it('answers every package by order and no total when nothing is asked', async () => {
    const answer = await h().request('GET', '/api/class_packages/admin/all', { token: admin });
    expect(Object.keys(answer.body)).toEqual(['class_packages']);
    const orders = ClassPackagesResponse.parse(answer.body).class_packages.map((pkg) => pkg.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('searches the title ignoring case and accents, by order, and pages it with the total', async () => {
    const found = await list(`?query=${encodeURIComponent(mark.toLowerCase())}`);
    expect(found.class_packages.map((pkg) => pkg.class_package_id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(found.total).toBe(3);
    const accent = await list(`?query=${encodeURIComponent(`bono enfasis ${mark}`)}`);
    expect(accent.class_packages.map((pkg) => pkg.title)).toEqual([`Bono Énfasis ${mark}`]);
    const second = await list(`?query=${mark}&per_page=2&page=2`);
    expect(second.class_packages.map((pkg) => pkg.class_package_id)).toEqual([ids[0]]);
    expect(second.total).toBe(3);
    expect((await list('?query=%25_nada%25')).total).toBe(0);
    const all = await list('?page=1&per_page=100');
    expect(all.total).toBe((await allIds()).length);
  });

  it.each(['?page=0', '?per_page=101', `?query=${'x'.repeat(200)}`])('refuses %s (400)', async (search) => {
    const answer = await h().request('GET', `/api/class_packages/admin/all${search}`, { token: admin });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(REQUEST_ERRORS.invalidQuery.code);
  });

  it('sets every package order at once, and the public list follows it', async () => {
    const before = await allIds();
    const reversed = [...before].reverse();
    const answer = await h().request('PUT', '/api/class_packages/order', { token: admin, body: { class_package_ids: reversed } });
    expect(answer.status, answer.text).toBe(200);
    const ordered = ClassPackagesResponse.parse(answer.body).class_packages;
    expect(ordered.map((pkg) => pkg.class_package_id)).toEqual(reversed);
    expect(ordered.map((pkg) => pkg.order)).toEqual(reversed.map((_, index) => index));
    expect(await allIds()).toEqual(reversed);
    const shown = await publicIds();
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    // Back as it was, so the order reads as before.
    const restored = await h().request('PUT', '/api/class_packages/order', { token: admin, body: { class_package_ids: before } });
    expect(restored.status, restored.text).toBe(200);
    expect(await allIds()).toEqual(before);
  });

  it('refuses an order that leaves out, repeats or invents a package, writing nothing', async () => {
    const before = await list('');
    const every = before.class_packages.map((pkg) => pkg.class_package_id);
    const send = (class_package_ids: unknown) => h().request('PUT', '/api/class_packages/order', { token: admin, body: { class_package_ids } });
    for (const wrong of [every.slice(1), [...every, 999_999], [...every.slice(1), 999_999]]) {
      const answer = await send(wrong);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body).toEqual({ code: PACKAGE_ERRORS.orderMismatch.code, message: PACKAGE_ERRORS.orderMismatch.message });
    }
    const repeated = await send([every[0], ...every]);
    expect(repeated.status).toBe(400);
    expect(repeated.body.code).toBe(REQUEST_ERRORS.invalidBody.code);
    expect((await send([])).status).toBe(400);
    expect(await list('')).toEqual(before);
  });

  it("keeps a package's receipt file (spec 3 'receipt_file'), refusing an id that names no file", async () => {
    const [file] = await h().db.select({ id: files.file_id, src: files.src }).from(files).orderBy(asc(files.file_id)).limit(1);
    const path = `/api/class_packages/${ids[0]}`;
    const saved = await h().request('PUT', path, { token: admin, body: { receipt_file_id: file!.id } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.class_package.receipt_file).toMatchObject({ file_id: file!.id });
    expect((await h().request('GET', path)).body.class_package.receipt_file.file_id).toBe(file!.id);
    const missing = await h().request('PUT', path, { token: admin, body: { receipt_file_id: 999_999 } });
    expect(missing.status).toBe(404);
    const cleared = await h().request('PUT', path, { token: admin, body: { receipt_file_id: null } });
    expect(cleared.body.class_package.receipt_file).toBeNull();
  });

  it('refuses deleting a package a discount code is limited to, or a setting names, leaving no dangling id', async () => {
    const id = ids[2]!;
    const code = `SOLO${Date.now().toString(36).toUpperCase()}`;
    const discount = await h().request('POST', '/api/discounts', { token: admin, body: { code, amount: 10, is_percent: true, class_package_ids: [id] } });
    expect(discount.status, discount.text).toBe(201);
    const before = await rowCounts(h().db, ['class_packages', 'discounts', 'settings']);
    const refused = await h().request('DELETE', `/api/class_packages/${id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: PACKAGE_ERRORS.inDiscount.code, message: fill(PACKAGE_ERRORS.inDiscount.message, { code }) });
    await h().db.delete(discounts).where(eq(discounts.code, code));

    await h().db.insert(settings).values({ key: 'signup_fee', value: String(id) })
      .onConflictDoUpdate({ target: settings.key, set: { value: String(id) } });
    const named = await h().request('DELETE', `/api/class_packages/${id}`, { token: admin });
    expect(named.body).toEqual({ code: PACKAGE_ERRORS.inSettings.code, message: PACKAGE_ERRORS.inSettings.message });
    await h().db.update(settings).set({ value: '' }).where(eq(settings.key, 'signup_fee'));
    expect((await rowCounts(h().db, ['class_packages']))).toEqual({ class_packages: before.class_packages });

    const deleted = await h().request('DELETE', `/api/class_packages/${id}`, { token: admin });
    expect(deleted.status, deleted.text).toBe(200);
    ids.splice(2, 1);
  });

  it('is for admins only', async () => {
    const counts = await rowCounts(h().db, ['class_packages']);
    const customer = (await h().signIn(DEMO.socia)).token;
    const order = { class_package_ids: await allIds() };
    expect((await h().request('PUT', '/api/class_packages/order', { token: customer, body: order })).status).toBe(403);
    expect((await h().request('PUT', '/api/class_packages/order', { body: order })).status).toBe(401);
    expect((await h().request('GET', '/api/class_packages/admin/all?page=1', { token: customer })).status).toBe(403);
    expect(await rowCounts(h().db, ['class_packages'])).toEqual(counts);
  });
});
