import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_COUNT_CAP, CustomerListResponse, type CustomerListRow } from '@estudio/core';
import { customers, singleClasses } from '../../src/db/schema/index.js';
import { makeCustomers, placeIn, staffToken, tokenOf, type TestCustomer } from './support/booking.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Customers of a test's own, found by a tag in their last names: the order and paging tests read only them. */
interface Tagged {
  readonly tag: string;
  readonly people: readonly TestCustomer[];
}

/**
 * Four customers named so that every sort orders them differently: names
 * (one accented, one in lower case), sign-up days, and visits (two have
 * none, which come last both ways).
 */
const makeTagged = async (h: Harness): Promise<Tagged> => {
  // Letters only: three digits in a query also match phones (the quick search's rule), and '123' is in the demo's.
  const tag = `zq${[...randomUUID().replace(/-/g, '').slice(0, 8)].map((hex) => String.fromCharCode(97 + Number.parseInt(hex, 16))).join('')}`;
  const people = await makeCustomers(h.db, 4);
  const shape = [
    { name: 'Dora', joinedDaysAgo: 3, visitHoursAgo: 30 },
    { name: 'Ángela', joinedDaysAgo: 1, visitHoursAgo: null },
    { name: 'carla', joinedDaysAgo: 4, visitHoursAgo: 5 },
    { name: 'Beatriz', joinedDaysAgo: 2, visitHoursAgo: null },
  ];
  for (const [index, person] of people.entries()) {
    const { name, joinedDaysAgo, visitHoursAgo } = shape[index] ?? { name: '', joinedDaysAgo: 0, visitHoursAgo: null };
    await h.db.update(customers)
      .set({ name, last_name: `Prueba ${tag}`, created_at: new Date(h.clock.now() - joinedDaysAgo * DAY) })
      .where(eq(customers.customer_id, person.customerId));
    if (visitHoursAgo !== null) await placeIn(h, person, -visitHoursAgo, { attend: true });
  }
  return { tag, people };
};

onEachDatabase('GET /customer/admin/list (the front desk)', (h) => {
  let staff: string;
  let tagged: Tagged;
  beforeAll(async () => {
    staff = await staffToken(h());
    tagged = await makeTagged(h());
  });

  const list = async (params: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]));
    const answer = await h().request('GET', `/api/customer/admin/list?${search}`, { token: staff });
    expect(answer.status, answer.text).toBe(200);
    return CustomerListResponse.parse(answer.body);
  };
  const names = async (params: Record<string, string | number>) => (await list({ query: tagged.tag, ...params })).customers.map((row) => row.name);
  const byEmail = async (email: string): Promise<CustomerListRow | undefined> =>
    (await list({ query: email })).customers.find((row) => row.email === email);

  describe('search', () => {
    it("ignores accents and case: 'maria' finds María, 'MARTÍNEZ' finds socia", async () => {
      const [maria] = await makeCustomers(h().db, 1);
      await h().db.update(customers).set({ name: 'María', last_name: 'Ruiz' }).where(eq(customers.customer_id, maria?.customerId ?? 0));
      expect((await list({ query: 'maria', per_page: 500 })).customers.map((row) => row.customer_id)).toContain(maria?.customerId);
      expect((await list({ query: 'MARTÍNEZ' })).customers.map((row) => row.email)).toContain(DEMO.socia);
    });

    it('finds a phone by its digits, whatever is typed between them', async () => {
      const [socia] = await h().db.select().from(customers).where(eq(customers.email, DEMO.socia));
      const phone = socia?.phone ?? '';
      const spaced = `${phone.slice(0, 2)} ${phone.slice(2, 6)}-${phone.slice(6)}`;
      expect((await list({ query: spaced })).customers.map((row) => row.email)).toEqual([DEMO.socia]);
    });

    it('lists everyone without a query, the team too, with their role', async () => {
      const all = await list({ per_page: 500 });
      expect(all.total).toBe(all.customers.length);
      expect(all.total).toBe((await h().db.select().from(customers)).length);
      expect(all.customers.find((row) => row.email === DEMO.staff)?.role).toBe('staff');
      expect(all.customers.find((row) => row.email === DEMO.admin)?.role).toBe('admin');
    });
  });

  describe('paging', () => {
    it('answers per_page rows of page, and the total over all pages', async () => {
      const first = await list({ query: tagged.tag, per_page: 3, page: 1 });
      const second = await list({ query: tagged.tag, per_page: 3, page: 2 });
      expect([first.total, second.total]).toEqual([4, 4]);
      expect([first.customers.length, second.customers.length]).toEqual([3, 1]);
      const ids = [...first.customers, ...second.customers].map((row) => row.customer_id).sort((a, b) => a - b);
      expect(ids).toEqual(tagged.people.map((person) => person.customerId).sort((a, b) => a - b));
      expect(await list({ query: tagged.tag, per_page: 3, page: 3 })).toEqual({ customers: [], total: 4 });
    });

    it('counts a search up to CUSTOMER_COUNT_CAP and says there are more, and still pages past it', async () => {
      const people = await makeCustomers(h().db, CUSTOMER_COUNT_CAP + 1);
      // 'clienta-<batch>-': every one of them, by e-mail.
      const batch = people[0]?.email.split('-').slice(0, 2).join('-') ?? '';
      const first = await list({ query: `${batch}-`, per_page: 10 });
      expect(first).toMatchObject({ total: CUSTOMER_COUNT_CAP, total_capped: true });
      expect(first.customers).toHaveLength(10);
      const last = await list({ query: `${batch}-`, per_page: 500, page: 3 });
      expect(last.customers).toHaveLength(1);
      expect(await list({ query: `${batch}-`, per_page: 500, page: 4 })).toEqual({ customers: [], total: CUSTOMER_COUNT_CAP, total_capped: true });
      expect(await list({ query: 'qqqqqqqqqqqq' })).toEqual({ customers: [], total: 0 });
      const exact = await list({ query: tagged.tag });
      expect(exact.total).toBe(4);
      expect(exact.total_capped).toBeUndefined();
      expect((await list()).total_capped).toBeUndefined();
    });

    it('answers 25 a page unless told', async () => {
      const all = await list();
      expect(all.customers).toHaveLength(Math.min(25, all.total));
      expect(all.total).toBeGreaterThan(25);
    });
  });

  describe('sorting', () => {
    it.each([
      ['name', 'asc', ['Ángela', 'Beatriz', 'carla', 'Dora']],
      ['name', 'desc', ['Dora', 'carla', 'Beatriz', 'Ángela']],
      ['created_at', 'asc', ['carla', 'Dora', 'Beatriz', 'Ángela']],
      ['created_at', 'desc', ['Ángela', 'Beatriz', 'Dora', 'carla']],
      ['last_visit', 'asc', ['Dora', 'carla', 'Ángela', 'Beatriz']],
      ['last_visit', 'desc', ['carla', 'Dora', 'Beatriz', 'Ángela']],
    ] as const)('by %s %s', async (sort, dir, expected) => {
      expect(await names({ sort, dir })).toEqual(expected);
    });

    it('sorts by name ascending unless told', async () => {
      expect(await names({})).toEqual(['Ángela', 'Beatriz', 'carla', 'Dora']);
    });
  });

  describe('each row', () => {
    it("counts socia's credits left and shows her newest purchase still giving access; nueva has neither", async () => {
      const socia = await byEmail(DEMO.socia);
      expect(socia?.credits_left).toBe(5);
      expect(socia?.membership).toEqual({ title: 'Online ilimitado', expires_at: expect.any(String) });
      expect(Date.parse(socia?.membership?.expires_at ?? '')).toBeGreaterThan(h().clock.now());
      expect(await byEmail(DEMO.nueva)).toMatchObject({ credits_left: 0, membership: null, last_visit: null, role: 'customer' });
    });

    it('shows a running subscription with no end, and -1 for unlimited classes', async () => {
      const regular = await byEmail('cliente01@estudio.test');
      expect(regular).toMatchObject({ credits_left: -1, membership: { title: 'Ilimitado mensual', expires_at: null } });
    });

    it('counts only usable credits: not expired, classes left', async () => {
      const [spent] = await makeCustomers(h().db, 1, { credits: 0 });
      const [expired] = await makeCustomers(h().db, 1, { credits: 4, creditExpiresAt: new Date(h().clock.now() - HOUR) });
      const [unlimited] = await makeCustomers(h().db, 1, { unlimitedUntil: new Date(h().clock.now() + DAY) });
      expect((await byEmail(spent?.email ?? ''))?.credits_left).toBe(0);
      expect((await byEmail(expired?.email ?? ''))?.credits_left).toBe(0);
      expect((await byEmail(unlimited?.email ?? ''))?.credits_left).toBe(-1);
    });

    it('takes her last visit from her latest class begun with a live place not marked as a no-show', async () => {
      const [ana] = (await makeCustomers(h().db, 1)) as [TestCustomer];
      await placeIn(h(), ana, -72, { attend: true });
      const visit = await placeIn(h(), ana, -48, { attend: null });
      await placeIn(h(), ana, -24, { attend: false });
      await placeIn(h(), ana, -12, { deleted_at: new Date(h().clock.now() - 20 * HOUR) });
      await placeIn(h(), ana, 24);
      const [held] = await h().db.select().from(singleClasses).where(eq(singleClasses.single_class_id, visit.single_class_id));
      expect((await byEmail(ana.email))?.last_visit).toBe(held?.class_date.toISOString());
    });
  });

  it('refuses bad parameters with 400 and a customer with 403', async () => {
    for (const params of ['per_page=0', 'per_page=501', 'page=0', 'sort=phone', 'dir=up']) {
      const answer = await h().request('GET', `/api/customer/admin/list?${params}`, { token: staff });
      expect(answer.status, params).toBe(400);
    }
    const [someone] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    const refused = await h().request('GET', '/api/customer/admin/list', { token: await tokenOf(h(), someone) });
    expect(refused.status).toBe(403);
  });
});
