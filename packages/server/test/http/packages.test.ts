import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClassPackagesResponse, messages, type ClassPackage } from '@estudio/core';
import { DEMO_PACKAGES, type DemoPackageKey } from '../../src/db/seed/demo/packages.data.js';
import { classPackages, classPackageTypes, classTypes, customers, files, purchases } from '../../src/db/schema/index.js';
import { loadPackages } from '../../src/routes/packages/views.js';
import { adminToken, makeCustomers } from './support/booking.js';
import { countingDb } from './support/db-inspect.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

const titleOf = (key: DemoPackageKey): string => {
  const found = DEMO_PACKAGES.find((row) => row.key === key);
  if (!found) throw new Error(`No demo package ${key}`);
  return found.title;
};

const titles = (body: unknown): string[] => ClassPackagesResponse.parse(body).class_packages.map((pkg) => pkg.title);

const list = async (h: Harness, path: string, token?: string): Promise<ClassPackage[]> => {
  const answer = await h.request('GET', `/api/class_packages${path}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return ClassPackagesResponse.parse(answer.body).class_packages;
};

const byTitle = async (h: Harness, title: string) => {
  const [row] = await h.db.select().from(classPackages).where(eq(classPackages.title, title));
  if (!row) throw new Error(`No package ${title}`);
  return row;
};

onEachDatabase('packages: public listings', (h) => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken(h());
  });

  it('lists every available package of the demo by order, money as numbers', async () => {
    const packages = await list(h(), '');
    expect(packages.map((pkg) => pkg.title)).toEqual(DEMO_PACKAGES.map((row) => row.title));
    const ten = packages.find((pkg) => pkg.title === titleOf('ten'));
    expect(ten).toMatchObject({ price: 1400, sale_price: 1200, allow_discount_over_sale_price: true, class_amount: 10, expiration_days: 60 });
    expect(ten?.package_id).toBe(ten?.class_package_id);
    expect(ten?.image?.src).toMatch(/\.svg$/);
    expect(ten?.downloadable).toBeNull();
    const trial = packages.find((pkg) => pkg.title === titleOf('trial'));
    expect(trial).toMatchObject({ price: 0, sale_price: null, is_trial: true, limit_per_customer: 1, on_home: true });
    const unlimited = packages.find((pkg) => pkg.title === titleOf('unlimited'));
    expect(unlimited).toMatchObject({ is_subscription: true, subscription_period: 'month', subscription_interval: 1, class_amount: -1 });
    const event = packages.find((pkg) => pkg.title === titleOf('event'));
    expect(event).toMatchObject({ is_special_event: true, capacity: 20, sold: 0 });
  });

  it('gives each package its credits per class type', async () => {
    const packages = await list(h(), '');
    const cycling = packages.find((pkg) => pkg.title === titleOf('cycling'));
    expect(cycling?.class_package_types).toEqual([
      { class_amount: 8, expiration_days: 45, class_type: { class_type_id: expect.any(Number), name: 'Indoor Cycling' } },
    ]);
    expect(packages.filter((pkg) => pkg !== cycling).every((pkg) => pkg.class_package_types.length === 0)).toBe(true);
  });

  it('counts as sold the live purchases only (cancelled, failed and revoked ones are not)', async () => {
    const unlimited = await byTitle(h(), titleOf('unlimited'));
    const bought = await h().db.select().from(purchases).where(eq(purchases.class_package_id, unlimited.class_package_id));
    expect(bought.some((row) => row.status === 'cancelled')).toBe(true);
    const packages = await list(h(), '');
    expect(packages.find((pkg) => pkg.title === titleOf('unlimited'))?.sold).toBe(bought.filter((row) => row.status !== 'cancelled').length);
    expect(packages.find((pkg) => pkg.title === titleOf('ten'))?.sold).toBe(1);
    expect(packages.find((pkg) => pkg.title === titleOf('five'))?.sold).toBe(0);
  });

  it('filters online, in-person and special-event packages, and their home-page variants', async () => {
    expect(titles({ class_packages: await list(h(), '/online/all') })).toEqual([titleOf('online')]);
    const inPerson: DemoPackageKey[] = ['trial', 'five', 'ten', 'unlimited', 'cycling'];
    expect(titles({ class_packages: await list(h(), '/presenciales/all') })).toEqual(inPerson.map(titleOf));
    expect(titles({ class_packages: await list(h(), '/especiales/all') })).toEqual([titleOf('event')]);
    expect(await list(h(), '/online/home')).toEqual([]);
    expect(titles({ class_packages: await list(h(), '/presenciales/home') })).toEqual([titleOf('trial'), titleOf('ten'), titleOf('unlimited')]);
    expect(await list(h(), '/especiales/home')).toEqual([]);
  });

  it('hides an unavailable package from every public reading, not from the admin list', async () => {
    const five = await byTitle(h(), titleOf('five'));
    await h().db.update(classPackages).set({ available: false }).where(eq(classPackages.class_package_id, five.class_package_id));
    try {
      for (const path of ['', '/presenciales/all']) expect((await list(h(), path)).map((pkg) => pkg.title)).not.toContain(five.title);
      const one = await h().request('GET', `/api/class_packages/${five.class_package_id}`);
      expect(one.status).toBe(404);
      expect(one.body).toEqual({ code: 'package/not-found', message: messages.checkout.packageNotFound });
      const all = await list(h(), '/admin/all', admin);
      expect(all.find((pkg) => pkg.title === five.title)?.available).toBe(false);
      expect(all).toHaveLength(DEMO_PACKAGES.length);
    } finally {
      await h().db.update(classPackages).set({ available: true }).where(eq(classPackages.class_package_id, five.class_package_id));
    }
  });

  it('sorts by order, then by id when orders tie', async () => {
    const [trial, cycling] = [await byTitle(h(), titleOf('trial')), await byTitle(h(), titleOf('cycling'))];
    await h().db.update(classPackages).set({ order: 100 }).where(eq(classPackages.class_package_id, trial.class_package_id));
    await h().db.update(classPackages).set({ order: 100 }).where(eq(classPackages.class_package_id, cycling.class_package_id));
    try {
      const order = (await list(h(), '/presenciales/all')).map((pkg) => pkg.title);
      expect(order.slice(-2)).toEqual([trial.title, cycling.title]);
    } finally {
      await h().db.update(classPackages).set({ order: trial.order }).where(eq(classPackages.class_package_id, trial.class_package_id));
      await h().db.update(classPackages).set({ order: cycling.order }).where(eq(classPackages.class_package_id, cycling.class_package_id));
    }
  });

  it('reads one available package, and answers the spec 404 for an unknown one', async () => {
    const ten = await byTitle(h(), titleOf('ten'));
    const one = await h().request('GET', `/api/class_packages/${ten.class_package_id}`);
    expect(one.status, one.text).toBe(200);
    expect(one.body.class_package).toEqual((await list(h(), '')).find((pkg) => pkg.title === ten.title));
    for (const id of ['987654', 'abc']) {
      const missing = await h().request('GET', `/api/class_packages/${id}`);
      expect(missing.status).toBe(404);
    }
    expect((await h().request('GET', '/api/class_packages/987654')).body).toEqual({
      code: 'package/not-found', message: messages.checkout.packageNotFound,
    });
  });

  it('answers the name and type of a downloadable file', async () => {
    const [file] = await h().db.insert(files).values({ name: 'rutina.pdf', type: 'application/pdf', src: '/files/rutina.pdf' }).returning();
    const online = await byTitle(h(), titleOf('online'));
    await h().db.update(classPackages).set({ downloadable_file_id: file?.file_id ?? null }).where(eq(classPackages.class_package_id, online.class_package_id));
    try {
      const [pkg] = await list(h(), '/online/all');
      expect(pkg?.downloadable).toEqual({ name: 'rutina.pdf', type: 'application/pdf' });
    } finally {
      await h().db.update(classPackages).set({ downloadable_file_id: null }).where(eq(classPackages.class_package_id, online.class_package_id));
    }
  });

  it('reads any number of packages in the same two queries (no query per package)', async () => {
    const [type] = await h().db.select().from(classTypes).limit(1);
    const made = await h().db.insert(classPackages).values(Array.from({ length: 12 }, (_, index) => ({
      title: `Extra ${index}`, price: '10.00', order: 1000 + index,
    }))).returning();
    await h().db.insert(classPackageTypes).values(made.map((row) => ({
      class_package_id: row.class_package_id, class_type_id: type?.class_type_id ?? 0, class_amount: 2,
    })));
    const counted = countingDb(h().db);
    try {
      const all = await loadPackages(counted.db);
      expect(all).toHaveLength(DEMO_PACKAGES.length + made.length);
      expect(all.at(-1)?.class_package_types).toHaveLength(1);
      expect(counted.selects()).toBe(2);
    } finally {
      for (const row of made) await h().db.delete(classPackages).where(eq(classPackages.class_package_id, row.class_package_id));
    }
  });

  describe('attendees of a special event', () => {
    it('lists the buyers with a live purchase, first come first, for admins only', async () => {
      const event = await byTitle(h(), titleOf('event'));
      const people = await makeCustomers(h().db, 3);
      const statuses = ['completed', 'cancelled', 'pending'];
      const base = h().clock.now();
      const rows = await h().db.insert(purchases).values(people.map((person, index) => ({
        customer_id: person.customerId, class_package_id: event.class_package_id, title: event.title,
        amount: '350.00', total_payment: '350.00', status: statuses[index] ?? 'completed', class_amount: 1,
        created_at: new Date(base - (3 - index) * 60_000),
      }))).returning();
      try {
        const path = `/api/class_packages/especiales/${event.class_package_id}/asistentes`;
        const answer = await h().request('GET', path, { token: admin });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.asistentes).toEqual([0, 2].map((index) => ({
          purchase_id: rows[index]?.purchase_id, customer_id: people[index]?.customerId, name: people[index]?.name,
          last_name: 'Prueba', email: people[index]?.email, status: statuses[index], created_at: rows[index]?.created_at.toISOString(),
        })));
        const sold = (await list(h(), '/especiales/all'))[0]?.sold;
        expect(sold).toBe(2);
        const customer = await h().signIn(DEMO.socia);
        expect((await h().request('GET', path, { token: customer.token })).status).toBe(403);
        expect((await h().request('GET', path)).status).toBe(401);
      } finally {
        for (const row of rows) await h().db.delete(purchases).where(eq(purchases.purchase_id, row.purchase_id));
        for (const person of people) await h().db.delete(customers).where(eq(customers.customer_id, person.customerId));
      }
    });

    it('answers 404 for a package that is not a special event, or none', async () => {
      const ten = await byTitle(h(), titleOf('ten'));
      const notEvent = await h().request('GET', `/api/class_packages/especiales/${ten.class_package_id}/asistentes`, { token: admin });
      expect(notEvent.status).toBe(404);
      expect(notEvent.body).toEqual({ code: 'package/not-special-event', message: messages.packagesApi.notSpecialEvent });
      const none = await h().request('GET', '/api/class_packages/especiales/987654/asistentes', { token: admin });
      expect(none.body).toEqual({ code: 'package/not-found', message: messages.scheduleAdmin.packageNotFound });
    });
  });
});
