import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { SCHEDULE_ERROR_CODES, WaitlistResponse, WaitlistsResponse, messages } from '@estudio/core';
import { classReservations, singleClasses, waitlists } from '../../src/db/schema/index.js';
import {
  adminToken, expectRefused, makeClass, makeCustomers, tokenOf, withSettings, type TestCustomer,
} from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

/** A class whose single place `holder` holds. */
const fullClass = async (h: Harness, holder: TestCustomer, inHours = 48) => {
  const singleClass = await makeClass(h, { capacity: 1, inHours });
  await h.db.insert(classReservations).values({ single_class_id: singleClass.single_class_id, customer_id: holder.customerId });
  return singleClass;
};

onEachDatabase('the waitlist', (h) => {
  let admin: string;
  let holder: TestCustomer;
  beforeAll(async () => {
    admin = await adminToken(h());
    [holder] = (await makeCustomers(h().db, 1)) as [TestCustomer];
  });
  const join = async (who: TestCustomer, body: Record<string, unknown>) =>
    h().request('POST', '/api/waitlist', { token: await tokenOf(h(), who), body });
  const call = async (who: TestCustomer, method: string, path: string, body?: unknown) =>
    h().request(method, path, { token: await tokenOf(h(), who), ...(body === undefined ? {} : { body }) });

  it('lets a customer join a full class, see her entry with its class, and nobody else’s', async () => {
    const [ana, bea] = (await makeCustomers(h().db, 2)) as [TestCustomer, TestCustomer];
    const singleClass = await fullClass(h(), holder);
    const joined = await join(ana, { single_class_id: singleClass.single_class_id });
    expect(joined.status, joined.text).toBe(201);
    const entry = WaitlistResponse.parse(joined.body).waitlist;
    expect(entry).toMatchObject({ single_class_id: singleClass.single_class_id, customer_id: ana.customerId });
    expect(entry.single_class.mine?.waitlist_id).toBe(entry.waitlist_id);
    const own = WaitlistsResponse.parse((await call(ana, 'GET', '/api/waitlist')).body).waitlists;
    expect(own.map((one) => one.waitlist_id)).toEqual([entry.waitlist_id]);
    expect((await call(ana, 'GET', `/api/waitlist/${entry.waitlist_id}`)).status).toBe(200);
    expect((await call(bea, 'GET', `/api/waitlist/${entry.waitlist_id}`)).status).toBe(404);
    expect(WaitlistsResponse.parse((await call(bea, 'GET', '/api/waitlist')).body).waitlists).toEqual([]);
    const forClass = await h().request('GET', `/api/waitlist?single_class_id=${singleClass.single_class_id}`, { token: admin });
    expect(WaitlistsResponse.parse(forClass.body).waitlists.map((one) => one.customer_id)).toEqual([ana.customerId]);
  });

  it('refuses a class with places, a second entry, her own class, one that started or was cancelled, and a studio without waitlist', async () => {
    const [ana] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    const open = await makeClass(h(), { capacity: 3 });
    await expectRefused(h(), () => join(ana, { single_class_id: open.single_class_id }), {
      status: 409, code: 'waitlist/class-not-full', message: messages.waitlist.notFull,
    });
    const full = await fullClass(h(), holder);
    expect((await join(ana, { single_class_id: full.single_class_id })).status).toBe(201);
    await expectRefused(h(), () => join(ana, { single_class_id: full.single_class_id }), {
      status: 409, code: 'waitlist/already-listed', message: messages.waitlist.alreadyListed,
    });
    await expectRefused(h(), () => join(holder, { single_class_id: full.single_class_id }), {
      status: 409, code: SCHEDULE_ERROR_CODES.alreadyReserved,
    });
    const started = await fullClass(h(), holder, -1);
    await expectRefused(h(), () => join(ana, { single_class_id: started.single_class_id }), { status: 412, code: SCHEDULE_ERROR_CODES.classStarted });
    const cancelled = await fullClass(h(), holder);
    await h().db.update(singleClasses).set({ cancelled_at: new Date(h().clock.now()) }).where(eq(singleClasses.single_class_id, cancelled.single_class_id));
    await expectRefused(h(), () => join(ana, { single_class_id: cancelled.single_class_id }), { status: 412, code: SCHEDULE_ERROR_CODES.classCancelled });
    await expectRefused(h(), () => join(ana, { single_class_id: 999_999_999 }), { status: 404, code: SCHEDULE_ERROR_CODES.classNotFound });
    const other = await fullClass(h(), holder);
    await withSettings(h().db, { waitlist_enabled: 'false' }, () =>
      expectRefused(h(), () => join(ana, { single_class_id: other.single_class_id }), {
        status: 412, code: 'waitlist/disabled', message: messages.waitlist.disabled,
      }));
  });

  it('follows the customer_id rules of reservations: hers only for a customer, required for an admin', async () => {
    const [ana, bea] = (await makeCustomers(h().db, 2)) as [TestCustomer, TestCustomer];
    const full = await fullClass(h(), holder);
    await expectRefused(h(), () => join(ana, { single_class_id: full.single_class_id, customer_id: bea.customerId }), {
      status: 403, code: 'reservation/other-customer',
    });
    await expectRefused(h(), () => h().request('POST', '/api/waitlist', { token: admin, body: { single_class_id: full.single_class_id } }), {
      status: 400, code: 'reservation/customer-required',
    });
    const added = await h().request('POST', '/api/waitlist', { token: admin, body: { single_class_id: full.single_class_id, customer_id: bea.customerId } });
    expect(added.status, added.text).toBe(201);
    expect(added.body.waitlist.customer_id).toBe(bea.customerId);
  });

  it('moves her entry to another full class, never to one with places or someone else’s entry', async () => {
    const [ana, bea] = (await makeCustomers(h().db, 2)) as [TestCustomer, TestCustomer];
    const first = await fullClass(h(), holder);
    const second = await fullClass(h(), holder, 72);
    const open = await makeClass(h(), { capacity: 4 });
    const entry = WaitlistResponse.parse((await join(ana, { single_class_id: first.single_class_id })).body).waitlist;
    const move = (who: TestCustomer, classId: number) => call(who, 'PUT', '/api/waitlist', { waitlist_id: entry.waitlist_id, single_class_id: classId });
    await expectRefused(h(), () => move(bea, second.single_class_id), { status: 404, code: 'waitlist/not-found' });
    await expectRefused(h(), () => move(ana, open.single_class_id), { status: 409, code: 'waitlist/class-not-full' });
    const moved = await move(ana, second.single_class_id);
    expect(moved.status, moved.text).toBe(200);
    expect(WaitlistResponse.parse(moved.body).waitlist).toMatchObject({ waitlist_id: entry.waitlist_id, single_class_id: second.single_class_id });
  });

  it('lets her leave, and nobody else remove her entry', async () => {
    const [ana, bea] = (await makeCustomers(h().db, 2)) as [TestCustomer, TestCustomer];
    const full = await fullClass(h(), holder);
    const entry = WaitlistResponse.parse((await join(ana, { single_class_id: full.single_class_id })).body).waitlist;
    await expectRefused(h(), () => call(bea, 'DELETE', `/api/waitlist/${entry.waitlist_id}`), { status: 404, code: 'waitlist/not-found' });
    const left = await call(ana, 'DELETE', `/api/waitlist/${entry.waitlist_id}`);
    expect(left.status, left.text).toBe(200);
    expect(left.body).toEqual({ ok: true, message: messages.waitlist.removed });
    expect(await h().db.select().from(waitlists).where(eq(waitlists.waitlist_id, entry.waitlist_id))).toEqual([]);
    expect((await call(ana, 'GET', `/api/waitlist/${entry.waitlist_id}`)).status).toBe(404);
  });
});
