import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClassPackageResponse, messages } from '@estudio/core';
import { classPackages, classTypes, files } from '../../src/db/schema/index.js';
import { rowCounts } from './support/db-inspect.js';
import { demoPackageId } from './support/packages.js';
import { DEMO, onEachDatabase, type Answer, type Harness } from './support/harness.js';

const PACKAGE_TABLES = ['class_packages', 'class_package_types', 'purchases', 'files'];

const packageId = demoPackageId;

/** Sends a request that must be refused as expected and write nothing on the package tables. */
const expectRefusal = async (h: Harness, send: () => Promise<Answer>, status: number, code: string, message?: string) => {
  const before = await rowCounts(h.db, PACKAGE_TABLES);
  const answer = await send();
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body.code).toBe(code);
  if (message !== undefined) expect(answer.body.message).toBe(message);
  expect(await rowCounts(h.db, PACKAGE_TABLES)).toEqual(before);
  return answer;
};

onEachDatabase('packages: admin management', (h) => {
  let admin: string;
  let customer: string;
  let typeIds: number[];
  let imageId: number;
  beforeAll(async () => {
    admin = (await h().signIn(DEMO.admin)).token;
    customer = (await h().signIn(DEMO.socia)).token;
    typeIds = (await h().db.select({ id: classTypes.class_type_id }).from(classTypes).orderBy(asc(classTypes.class_type_id))).map((row) => row.id);
    const [image] = await h().db.select({ id: files.file_id }).from(files).orderBy(asc(files.file_id)).limit(1);
    imageId = image?.id ?? 0;
  });

  it('creates, reads, updates (replacing the credits per class type) and deletes a package', async () => {
    const body = {
      title: 'Paquete 3 clases', price: 499.5, sale_price: 450, class_amount: 3, expiration_days: 20, order: 50,
      image_file_id: imageId, is_subscription: true, subscription_period: 'month', subscription_interval: 2,
      free_trial_length: 7, free_trial_period: 'day', file_url: 'https://estudio.test/guia.pdf',
      class_package_types: [{ class_type_id: typeIds[0], class_amount: 3, expiration_days: 20 }, { class_type_id: typeIds[1], class_amount: -1 }],
    };
    const created = await h().request('POST', '/api/class_packages', { token: admin, body });
    expect(created.status, created.text).toBe(201);
    const pkg = ClassPackageResponse.parse(created.body).class_package;
    expect(pkg).toMatchObject({
      title: 'Paquete 3 clases', price: 499.5, sale_price: 450, class_amount: 3, order: 50, available: true, on_home: false,
      subscription_period: 'month', subscription_interval: 2, free_trial_length: 7, free_trial_period: 'day', sold: 0,
      file_url: 'https://estudio.test/guia.pdf', package_id: pkg.class_package_id,
    });
    expect(pkg.image?.file_id).toBe(imageId);
    expect(pkg.class_package_types.map((type) => [type.class_type.class_type_id, type.class_amount, type.expiration_days]))
      .toEqual([[typeIds[0], 3, 20], [typeIds[1], -1, null]]);
    const [stored] = await h().db.select().from(classPackages).where(eq(classPackages.class_package_id, pkg.class_package_id));
    expect(stored?.price).toBe('499.50');

    // The public read is the admin's answer without the delivered content (file_url goes to buyers only).
    const read = await h().request('GET', `/api/class_packages/${pkg.class_package_id}`);
    expect(read.body.class_package).toEqual({ ...pkg, file_url: null });

    const path = `/api/class_packages/${pkg.class_package_id}`;
    const updated = await h().request('PUT', path, {
      token: admin, body: { price: 520, sale_price: null, class_package_types: [{ class_type_id: typeIds[2], class_amount: 2 }] },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.class_package).toMatchObject({ title: 'Paquete 3 clases', price: 520, sale_price: null, class_amount: 3 });
    expect(updated.body.class_package.class_package_types.map((type: { class_type: { class_type_id: number } }) => type.class_type.class_type_id))
      .toEqual([typeIds[2]]);
    const untouched = await h().request('PUT', path, { token: admin, body: { title: 'Paquete tres clases' } });
    expect(untouched.body.class_package.class_package_types).toEqual(updated.body.class_package.class_package_types);
    const cleared = await h().request('PUT', path, { token: admin, body: { class_package_types: [] } });
    expect(cleared.body.class_package.class_package_types).toEqual([]);

    const admins = await h().request('GET', '/api/class_packages/admin/all', { token: admin });
    expect(admins.body.class_packages).toContainEqual(cleared.body.class_package);

    const deleted = await h().request('DELETE', path, { token: admin });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.class_package).toEqual(cleared.body.class_package);
    expect((await h().request('GET', path)).status).toBe(404);
    const again = await h().request('DELETE', path, { token: admin });
    expect(again.body).toEqual({ code: 'package/not-found', message: messages.scheduleAdmin.packageNotFound });
  });

  it('refuses to delete a package somebody bought, suggesting to mark it unavailable', async () => {
    const ten = await packageId(h(), 'ten');
    await expectRefusal(h(), () => h().request('DELETE', `/api/class_packages/${ten}`, { token: admin }), 409, 'package/in-use', messages.packagesApi.packageInUse);
    expect(messages.packagesApi.packageInUse).toMatch(/no disponible/);
    const stillThere = await h().request('GET', `/api/class_packages/${ten}`);
    expect(stillThere.status).toBe(200);
  });

  it('refuses file and class type ids that name nothing, writing nothing', async () => {
    const send = (body: object) => () => h().request('POST', '/api/class_packages', { token: admin, body: { title: 'X', price: 10, ...body } });
    await expectRefusal(h(), send({ image_file_id: 987654 }), 404, 'file/not-found', messages.admin.fileNotFound);
    await expectRefusal(h(), send({ downloadable_file_id: 987654 }), 404, 'file/not-found');
    await expectRefusal(h(), send({ class_package_types: [{ class_type_id: 987654, class_amount: 1 }] }), 404, 'class-type/not-found');
    const five = await packageId(h(), 'five');
    const before = (await h().request('GET', `/api/class_packages/${five}`)).body;
    await expectRefusal(h(), () => h().request('PUT', `/api/class_packages/${five}`, {
      token: admin, body: { title: 'Cambiado', class_package_types: [{ class_type_id: 987654, class_amount: 1 }] },
    }), 404, 'class-type/not-found');
    expect((await h().request('GET', `/api/class_packages/${five}`)).body).toEqual(before);
  });

  it('refuses invalid bodies with a Spanish 400', async () => {
    const cases: [object, string | undefined][] = [
      [{ title: 'X', price: -1 }, messages.packagesApi.invalidAmount],
      [{ title: 'X', price: 10.555 }, messages.packagesApi.invalidAmount],
      [{ title: '', price: 10 }, messages.forms.fillField],
      [{ title: 'X', price: 10, class_package_types: [{ class_type_id: 1, class_amount: 1 }, { class_type_id: 1, class_amount: 2 }] }, messages.packagesApi.duplicateClassType],
      [{ title: 'X', price: 10, subscription_period: 'week' }, undefined],
      [{ price: 10 }, undefined],
    ];
    for (const [body, message] of cases) {
      const answer = await expectRefusal(h(), () => h().request('POST', '/api/class_packages', { token: admin, body }), 400, 'validation/invalid-body');
      if (message) expect(answer.body.message, JSON.stringify(body)).toContain(message);
      expect(answer.body.message).toMatch(/^Revisa /);
    }
  });

  it('answers 404 on update, delete and the home page for an unknown package', async () => {
    for (const [method, path] of [['PUT', '/api/class_packages/987654'], ['DELETE', '/api/class_packages/987654'],
      ['PUT', '/api/class_packages/987654/home'], ['DELETE', '/api/class_packages/987654/home']] as const) {
      await expectRefusal(h(), () => h().request(method, path, { token: admin, ...(method === 'PUT' && !path.endsWith('home') ? { body: { title: 'Y' } } : {}) }),
        404, 'package/not-found', messages.scheduleAdmin.packageNotFound);
    }
  });

  describe('the home page', () => {
    it('features a package and takes it off again', async () => {
      const online = await packageId(h(), 'online');
      const added = await h().request('PUT', `/api/class_packages/${online}/home`, { token: admin });
      expect(added.status, added.text).toBe(200);
      expect(added.body.class_package).toMatchObject({ class_package_id: online, on_home: true });
      expect((await h().request('GET', '/api/class_packages/online/home')).body.class_packages.map((pkg: { class_package_id: number }) => pkg.class_package_id))
        .toEqual([online]);
      const removed = await h().request('DELETE', `/api/class_packages/${online}/home`, { token: admin });
      expect(removed.body.class_package).toMatchObject({ class_package_id: online, on_home: false });
      expect((await h().request('GET', '/api/class_packages/online/home')).body.class_packages).toEqual([]);
    });
  });

  it('refuses every write to customers (403) and anonymous callers (401), changing nothing', async () => {
    const five = await packageId(h(), 'five');
    const before = await h().db.select().from(classPackages).orderBy(asc(classPackages.class_package_id));
    const writes = [
      ['POST', '/api/class_packages', { title: 'X', price: 1 }], ['PUT', `/api/class_packages/${five}`, { title: 'X' }],
      ['DELETE', `/api/class_packages/${five}`, undefined], ['PUT', `/api/class_packages/${five}/home`, undefined],
      ['DELETE', `/api/class_packages/${five}/home`, undefined], ['GET', '/api/class_packages/admin/all', undefined],
    ] as const;
    for (const [method, path, body] of writes) {
      const asCustomer = await h().request(method, path, { token: customer, ...(body ? { body } : {}) });
      expect(asCustomer.status, `${method} ${path}`).toBe(403);
      expect(asCustomer.body.code).toBe('auth/forbidden');
      expect((await h().request(method, path, body ? { body } : {})).status).toBe(401);
    }
    expect(await h().db.select().from(classPackages).orderBy(asc(classPackages.class_package_id))).toEqual(before);
  });
});
