/**
 * Issue 18's schedule read: the public part of a range is prepared once per
 * version (triggers bump it in the transaction of any write that changes
 * what the schedule shows), served with an ETag and a stored gzip, and a
 * customer's own part spliced in. Every answer here is checked against the
 * classes read directly (`scheduleClasses`, the uncached path), so a stale
 * or wrongly spliced answer fails.
 */
import { gunzipSync } from 'node:zlib';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SingleClass } from '@estudio/core';
import {
  classInstructors, classReservations, classTypes, customers, files, instructors, locations, scheduleSnapshots, settings,
  singleClassTags, singleClasses, tags, waitlists,
} from '../../src/db/schema/index.js';
import { createPublicSchedule } from '../../src/routes/schedule/public-schedule.js';
import { groupByStudioDay } from '../../src/routes/schedule/days.js';
import { scheduleRange, studioZone } from '../../src/routes/schedule/range.js';
import { scheduleClasses } from '../../src/routes/schedule/read.js';
import { makeClass, makeCustomers, tokenOf, type TestCustomer } from './support/booking.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

/** The range of the next 7 days from the harness's clock, as a query string and a query. */
const nextWeek = (h: Harness) => {
  const start = DateTime.fromMillis(h.clock.now(), { zone: 'UTC' }).toISODate() ?? '';
  const end = DateTime.fromMillis(h.clock.now() + 6 * 86_400_000, { zone: 'UTC' }).toISODate() ?? '';
  return { search: `?start_date=${start}&end_date=${end}`, query: { start_date: start, end_date: end } };
};

/** What the schedule answers for the range read directly, without any cache: the answer to compare with. */
const direct = async (h: Harness, query: { start_date: string; end_date: string }, customerId: number | null) => {
  const zone = await studioZone(h.db);
  const range = scheduleRange(query, zone, h.clock.now());
  const days = groupByStudioDay(await scheduleClasses(h.db, range, {}, customerId), zone);
  return JSON.parse(JSON.stringify({ days })) as { days: { date: string; classes: SingleClass[] }[] };
};

const read = async (h: Harness, search: string, token?: string, headers: Record<string, string> = {}) => {
  const answer = await h.request('GET', `/api/single_class${search}`, { token, headers });
  return { status: answer.status, body: answer.body, etag: answer.headers.get('etag'), headers: answer.headers, text: answer.text };
};

onEachDatabase('the schedule read prepared once per version (issue 18)', (h, kind) => {
  let query: { start_date: string; end_date: string };
  let search: string;
  let customer: TestCustomer;
  let classId: number;
  let token: string;

  beforeAll(async () => {
    ({ query, search } = nextWeek(h()));
    [customer] = (await makeCustomers(h().db, 1, { credits: 3 })) as [TestCustomer];
    classId = (await makeClass(h(), { inHours: 30, capacity: 4 })).single_class_id;
    token = await tokenOf(h(), customer);
    const booked = await h().request('POST', '/api/class_reservations', { token, body: { single_class_id: classId } });
    expect(booked.status, booked.text).toBe(201);
  });

  it('answers the public and each customer exactly what the classes read directly say', async () => {
    expect((await read(h(), search)).body).toEqual(await direct(h(), query, null));
    const mine = await read(h(), search, token);
    expect(mine.body).toEqual(await direct(h(), query, customer.customerId));
    const hers = (mine.body as { days: { classes: SingleClass[] }[] }).days.flatMap((day) => day.classes).find((one) => one.single_class_id === classId);
    expect(hers?.mine?.reservations).toHaveLength(1);
    const [socia] = await h().db.select().from(customers).where(eq(customers.email, DEMO.socia));
    const sociaToken = (await h().signIn(DEMO.socia)).token;
    expect((await read(h(), search, sociaToken)).body).toEqual(await direct(h(), query, socia!.customer_id));
  });

  it('answers her own part right in a filtered read, and beside a cancelled class she still holds a place in', async () => {
    const zone = await studioZone(h().db);
    const range = scheduleRange(query, zone, h().clock.now());
    const [held] = await h().db.select({ type: singleClasses.class_type_id }).from(singleClasses).where(eq(singleClasses.single_class_id, classId));
    const other = await makeClass(h(), { inHours: 50 });
    const filtered = async (classTypeId: number) => {
      const answer = await read(h(), `${search}&class_type_id=${classTypeId}`, token);
      const expected = groupByStudioDay(await scheduleClasses(h().db, range, { classTypeId }, customer.customerId), zone);
      expect(answer.body).toEqual(JSON.parse(JSON.stringify({ days: expected })));
      return (answer.body as { days: { classes: SingleClass[] }[] }).days.flatMap((day) => day.classes);
    };
    expect((await filtered(held!.type)).find((one) => one.single_class_id === classId)?.mine?.reservations).toHaveLength(1);
    expect((await filtered(other.class_type_id)).map((one) => one.single_class_id)).toEqual([other.single_class_id]);
    // A class cancelled with her place still in it is not in the answer, and nothing of it is spliced in.
    const cancelled = await makeClass(h(), { inHours: 52 });
    await h().db.insert(classReservations).values({ single_class_id: cancelled.single_class_id, customer_id: customer.customerId });
    await h().db.update(singleClasses).set({ cancelled_at: new Date(h().clock.now()) }).where(eq(singleClasses.single_class_id, cancelled.single_class_id));
    expect((await read(h(), search, token)).body).toEqual(await direct(h(), query, customer.customerId));
  });

  it('answers 304 to a client that holds the ETag, publicly for everyone and privately for her', async () => {
    const first = await read(h(), search);
    expect(first.etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toContain('Authorization');
    const again = await read(h(), search, undefined, { 'if-none-match': first.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await read(h(), search, undefined, { 'if-none-match': '"otro"' })).status).toBe(200);
    const hers = await read(h(), search, token);
    expect(hers.headers.get('cache-control')).toBe('private, no-cache');
    expect(hers.etag).not.toBe(first.etag);
    expect((await read(h(), search, token, { 'if-none-match': hers.etag ?? '' })).status).toBe(304);
    // Her ETag is hers: another customer holding it gets the whole answer.
    const sociaToken = (await h().signIn(DEMO.socia)).token;
    expect((await read(h(), search, sociaToken, { 'if-none-match': hers.etag ?? '' })).status).toBe(200);
  });

  it('sends the stored gzip to a client that accepts it, and gzips her own answer as it goes', async () => {
    const plain = await read(h(), search);
    const response = await h().app.request(`/api/single_class${search}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // Another representation, so another strong ETag; either one held gets a 304.
    const zippedEtag = `${plain.etag?.slice(0, -1)}-gzip"`;
    expect(response.headers.get('etag')).toBe(zippedEtag);
    expect((await read(h(), search, undefined, { 'if-none-match': zippedEtag })).status).toBe(304);
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(plain.text);
    // Her own answer is compressed as it is sent.
    const hers = await read(h(), search, token);
    const hersZipped = await h().app.request(`/api/single_class${search}`, { headers: { 'accept-encoding': 'gzip', authorization: `Bearer ${token}` } });
    expect(hersZipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await hersZipped.arrayBuffer())).toString('utf8')).toBe(hers.text);
    const refused = await h().app.request(`/api/single_class${search}`, { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    const refusedByName = await h().app.request(`/api/single_class${search}`, { headers: { 'accept-encoding': 'gzip;q=0, *' } });
    expect(refusedByName.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(plain.text);
  });

  describe('every write that changes what the schedule shows gives a new ETag and the new answer at once', () => {
    /**
     * Runs `write`, then checks the ETags changed (the public one only when
     * the public sees the change) and both answers equal the classes read directly.
     */
    const changes = async (write: (db: Harness['db']) => Promise<unknown>, seen: 'by everyone' | 'by her only' = 'by everyone') => {
      const before = await read(h(), search);
      const hersBefore = await read(h(), search, token);
      await write(h().db);
      const after = await read(h(), search);
      if (seen === 'by everyone') expect(after.etag).not.toBe(before.etag);
      else expect(after.etag).toBe(before.etag);
      expect(after.body).toEqual(await direct(h(), query, null));
      const hers = await read(h(), search, token);
      expect(hers.etag).not.toBe(hersBefore.etag);
      expect(hers.body).toEqual(await direct(h(), query, customer.customerId));
    };
    const firstCoach = async (db: Harness['db']) => {
      const [row] = await db.select().from(instructors).limit(1);
      return row!;
    };

    it('a class added, changed, and cancelled', async () => {
      let added = 0;
      await changes(async () => { added = (await makeClass(h(), { inHours: 50 })).single_class_id; });
      await changes((db) => db.update(singleClasses).set({ capacity: 9, description: 'Con cambio' }).where(eq(singleClasses.single_class_id, added)));
      await changes((db) => db.update(singleClasses).set({ cancelled_at: new Date(h().clock.now()) }).where(eq(singleClasses.single_class_id, added)));
    });

    it('a place taken, moved to another spot, and given back; a class deleted', async () => {
      const [other] = (await makeCustomers(h().db, 1)) as [TestCustomer];
      let placeId = 0;
      await changes(async (db) => {
        const [row] = await db.insert(classReservations).values({ single_class_id: classId, customer_id: other.customerId }).returning();
        placeId = row!.class_reservation_id;
      });
      await changes((db) => db.update(classReservations).set({ spot: '7' }).where(eq(classReservations.class_reservation_id, placeId)));
      await changes((db) => db.update(classReservations).set({ deleted_at: new Date(h().clock.now()) }).where(eq(classReservations.class_reservation_id, placeId)));
      const gone = (await makeClass(h(), { inHours: 60 })).single_class_id;
      await changes((db) => db.delete(singleClasses).where(eq(singleClasses.single_class_id, gone)));
    });

    it("her own place given back, and her waitlist offer (it holds a place for everyone but her)", async () => {
      const full = (await makeClass(h(), { inHours: 70, capacity: 1 })).single_class_id;
      const [holder] = (await makeCustomers(h().db, 1)) as [TestCustomer];
      await h().db.insert(classReservations).values({ single_class_id: full, customer_id: holder.customerId });
      let waitlistId = 0;
      await changes(async (db) => {
        const [row] = await db.insert(waitlists).values({ single_class_id: full, customer_id: customer.customerId }).returning();
        waitlistId = row!.waitlist_id;
      }, 'by her only');
      await changes((db) => db.update(waitlists).set({ offered_at: new Date(h().clock.now()), offer_expires_at: new Date(h().clock.now() + 3_600_000) })
        .where(eq(waitlists.waitlist_id, waitlistId)));
      const hers = (await read(h(), search, token)).body as { days: { classes: SingleClass[] }[] };
      const publicView = (await read(h(), search)).body as { days: { classes: SingleClass[] }[] };
      const count = (body: { days: { classes: SingleClass[] }[] }) => body.days.flatMap((day) => day.classes).find((one) => one.single_class_id === full)?.reservation_count;
      expect(count(publicView)).toBe(2);
      expect(count(hers)).toBe(1);
      await changes((db) => db.delete(waitlists).where(eq(waitlists.waitlist_id, waitlistId)));
      await changes((db) => db.update(classReservations).set({ deleted_at: new Date(h().clock.now()) })
        .where(and(eq(classReservations.single_class_id, classId), eq(classReservations.customer_id, customer.customerId), isNull(classReservations.deleted_at))));
    });

    it('a coach, a tag, a class type, a location or a picture renamed; coaches and tags of a class changed', async () => {
      const coach = await firstCoach(h().db);
      await changes((db) => db.insert(classInstructors).values({ single_class_id: classId, instructor_id: coach.instructor_id }));
      await changes((db) => db.update(instructors).set({ nick_name: 'Nueva' }).where(eq(instructors.instructor_id, coach.instructor_id)));
      await changes((db) => db.delete(classInstructors).where(eq(classInstructors.single_class_id, classId)));
      const [tag] = await h().db.insert(tags).values({ name: 'Intensa', color: '#ff0000' }).returning();
      await changes((db) => db.insert(singleClassTags).values({ single_class_id: classId, tag_id: tag!.tag_id }));
      await changes((db) => db.update(tags).set({ color: '#00ff00' }).where(eq(tags.tag_id, tag!.tag_id)));
      const [one] = await h().db.select().from(singleClasses).where(eq(singleClasses.single_class_id, classId));
      await changes((db) => db.update(classTypes).set({ name: 'Tipo nuevo' }).where(eq(classTypes.class_type_id, one!.class_type_id)));
      await changes((db) => db.update(locations).set({ address: 'Otra calle 1' }).where(eq(locations.location_id, one!.location_id)));
      const [picture] = await h().db.insert(files).values({ name: 'foto.jpg', type: 'image/jpeg', src: '/files/foto.jpg' }).returning();
      await h().db.update(instructors).set({ file_id: picture!.file_id }).where(eq(instructors.instructor_id, coach.instructor_id));
      await h().db.insert(classInstructors).values({ single_class_id: classId, instructor_id: coach.instructor_id });
      await changes((db) => db.update(files).set({ src: '/files/otra.jpg' }).where(eq(files.file_id, picture!.file_id)));
    });

    it("the studio's time zone", async () => {
      const [zone] = await h().db.select().from(settings).where(eq(settings.key, 'timezone'));
      await changes((db) => db.insert(settings).values({ key: 'timezone', value: 'America/Cancun' })
        .onConflictDoUpdate({ target: settings.key, set: { value: 'America/Cancun' } }));
      await changes((db) => db.update(settings).set({ value: zone?.value ?? 'America/Mexico_City' }).where(eq(settings.key, 'timezone')));
    });

    it('and a write the schedule does not show keeps the ETag', async () => {
      const before = await read(h(), search);
      await h().db.update(classReservations).set({ attend: true }).where(eq(classReservations.single_class_id, classId));
      await h().db.update(customers).set({ name: 'Otro nombre' }).where(eq(customers.customer_id, customer.customerId));
      await h().db.update(classReservations).set({ guest: 'Ana' }).where(eq(classReservations.single_class_id, classId));
      expect((await read(h(), search)).etag).toBe(before.etag);
    });
  });

  it.skipIf(kind === 'pglite')('a write that drew its version first but commits last still gives a new ETag', async () => {
    const first = (await makeClass(h(), { inHours: 80 })).single_class_id;
    const second = (await makeClass(h(), { inHours: 81 })).single_class_id;
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    let drawn = () => {};
    const inside = new Promise<void>((resolve) => { drawn = resolve; });
    const slow = h().db.transaction(async (tx) => {
      await tx.update(singleClasses).set({ capacity: 3 }).where(eq(singleClasses.single_class_id, first));
      drawn();
      await held;
    });
    await inside;
    // Draws a higher version and commits first.
    await h().db.update(singleClasses).set({ capacity: 5 }).where(eq(singleClasses.single_class_id, second));
    const between = await read(h(), search);
    expect(between.body).toEqual(await direct(h(), query, null));
    release();
    await slow;
    const after = await read(h(), search);
    expect(after.etag).not.toBe(between.etag);
    expect(after.body).toEqual(await direct(h(), query, null));
  });

  it('shares ranges of whole days through the table, and keeps a range of instants in memory', async () => {
    await h().db.delete(scheduleSnapshots);
    const from = new Date(h().clock.now()).toISOString();
    const to = new Date(h().clock.now() + 3 * 86_400_000).toISOString();
    const instants = await read(h(), `?start_date=${encodeURIComponent(from)}&end_date=${encodeURIComponent(to)}`);
    expect(instants.status).toBe(200);
    expect(await h().db.select().from(scheduleSnapshots)).toHaveLength(0);
    await h().db.update(singleClasses).set({ description: 'Para guardar' }).where(eq(singleClasses.single_class_id, classId));
    expect((await read(h(), search)).status).toBe(200);
    expect(await h().db.select().from(scheduleSnapshots)).toHaveLength(1);
  });

  it('is computed once per version across processes: another app on the database serves the stored answer', async () => {
    const range = scheduleRange(query, await studioZone(h().db), h().clock.now());
    let computed = 0;
    const classes = async () => {
      computed += 1;
      return scheduleClasses(h().db, range, {}, null);
    };
    const input = { query, filter: {}, now: h().clock.now(), uid: null };
    const zone = () => studioZone(h().db);
    const first = createPublicSchedule(h().logger);
    const second = createPublicSchedule(h().logger);
    await h().db.update(singleClasses).set({ description: 'Otra vez' }).where(eq(singleClasses.single_class_id, classId));
    // Twenty reads at once in one process compute once.
    const answers = await Promise.all(Array.from({ length: 20 }, () => first.read(h().db, input, classes, zone)));
    expect(computed).toBe(1);
    expect(new Set(answers.map((one) => one.etag)).size).toBe(1);
    // The other process finds it stored.
    const fromStore = await second.read(h().db, input, classes, zone);
    expect(computed).toBe(1);
    expect(fromStore.etag).toBe(answers[0]!.etag);
    expect(fromStore.body()).toBe(answers[0]!.body());
    expect(gunzipSync(await fromStore.gzip()).toString('utf8')).toBe(fromStore.body());
    const [stored] = await h().db.select({ n: sql<number>`count(*)::int` }).from(scheduleSnapshots);
    expect(stored!.n).toBeGreaterThan(0);
  });
});
