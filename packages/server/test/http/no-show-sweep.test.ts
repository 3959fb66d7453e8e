import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, expect, it } from 'vitest';
import { fill, formatDate, messages } from '@estudio/core';
import { readConfig } from '../../src/config.js';
import { availableClasses, classReservations, jobRuns, singleClasses } from '../../src/db/schema/index.js';
import { inProcessQueue } from '../../src/jobs/in-process-queue.js';
import { noShowSweepJob, sweepNoShows, type SweepServices } from '../../src/jobs/no-show-sweep.js';
import type { Notifier } from '../../src/notify/notifier.js';
import { loadStudioConfig } from '../../src/routes/shared/studio-config.js';
import {
  adminToken, expectRefused, makeClass, makeCustomers, staffToken, tokenOf, withSettings, type TestCustomer,
} from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';
import {
  DAY, HOUR, MINUTE, classAt, creditIdOf, penaltiesOf, placeAgo, placeAt, placeNow, sweep, sweepServices, switchedOnAt, switchedOnAtNow,
} from './support/no-shows.js';
import { mailTo } from './support/waitlist.js';

const ZONE = 'America/Mexico_City';

/**
 * The sweep's services with her penalty mail held: `entered` resolves once a
 * pass is inside a class's transaction, writing it, and the pass waits there
 * until `release()`. Nothing else may touch the database meanwhile (PGlite
 * has one connection, held by that transaction).
 */
const holdingPenaltyMail = (h: Harness) => {
  const base = sweepServices(h);
  let enter = () => {};
  let release = () => {};
  const entered = new Promise<void>((resolve) => { enter = resolve; });
  const released = new Promise<void>((resolve) => { release = resolve; });
  const notifier: Notifier = {
    ...base.notifier,
    penaltyApplied: async (db, notice) => {
      enter();
      await released;
      return base.notifier.penaltyApplied(db, notice);
    },
  };
  return { services: { ...base, notifier }, entered, release: () => release() };
};

/** The no-show sweep in the embedded database's job queue (issue 17), with the sweep's services over the harness's app. */
const sweepQueue = (h: Harness, sweepWith: SweepServices = sweepServices(h)) => {
  const queue = inProcessQueue({ db: h.db, jobs: [noShowSweepJob(60)], logger: h.logger });
  const start = async () => {
    // Each period runs once per database: an earlier test's queue already ran this minute's.
    await h.db.delete(jobRuns);
    await queue.start({ ...h.services, notifier: sweepWith.notifier, logger: sweepWith.logger });
  };
  return { queue, start };
};

onEachDatabase('no-shows recorded by themselves (issue 16)', (h) => {
  /** When the demo seed said the setting was turned on, before this suite moved it back. */
  let seeded: { readonly at: number; readonly stored: string | null };
  beforeAll(async () => {
    seeded = { at: h().clock.now(), stored: await switchedOnAtNow(h()) };
    // These tests sweep classes of the last days: the studio turned the setting on a month ago.
    await switchedOnAt(h(), h().clock.now() - 30 * DAY);
  });
  /** Records what earlier tests left due, so a test counts only its own places. */
  const settle = () => sweep(h());

  it('does nothing with the setting off; on (as in the demo), records every place nobody marked once its class ended plus the grace', async () => {
    expect((await loadStudioConfig(h().db)).rules.noShows).toEqual({ auto: true, graceMinutes: 60, undoHours: 72 });
    const now = h().clock.now();
    const [ana, bea] = (await makeCustomers(h().db, 2, { credits: 5 })) as [TestCustomer, TestCustomer];
    // Ended 60 minutes ago exactly (50 minutes long): due now. One more millisecond of class: not yet.
    const due = await classAt(h(), now - 110 * MINUTE);
    const notYet = await classAt(h(), now - 110 * MINUTE + 1);
    const hers = await placeAt(h(), due.single_class_id, ana);
    const guest = await placeAt(h(), due.single_class_id, ana, { guest: 'Invitada' });
    const came = await placeAt(h(), due.single_class_id, bea, { attend: true });
    const cancelled = await placeAt(h(), due.single_class_id, bea, { deleted_at: new Date(now - DAY) });
    const waiting = await placeAt(h(), notYet.single_class_id, ana);
    const cancelledClass = await classAt(h(), now - 5 * HOUR, 50, { cancelled_at: new Date(now - DAY) });
    const inCancelledClass = await placeAt(h(), cancelledClass.single_class_id, bea);
    // Older than the sweep's week: left for the roster.
    const old = await placeAgo(h(), bea, 8 * 24 + 1);

    expect(await withSettings(h().db, { no_show_auto_enabled: 'false' }, () => sweep(h()))).toEqual({ classes: 0, marked: 0, penalties: 0 });
    expect((await placeNow(h(), hers.class_reservation_id)).attend).toBeNull();

    expect(await sweep(h())).toEqual({ classes: 1, marked: 2, penalties: 0 });
    for (const place of [hers, guest]) {
      expect(await placeNow(h(), place.class_reservation_id)).toMatchObject({ attend: false, no_show_at: new Date(now) });
    }
    expect((await placeNow(h(), came.class_reservation_id)).attend).toBe(true);
    for (const place of [cancelled, waiting, inCancelledClass, old]) {
      expect(await placeNow(h(), place.class_reservation_id)).toMatchObject({ attend: null, no_show_at: null });
    }
    // Idempotent: the same sweep again finds nothing; a millisecond later the next class is due.
    expect(await sweep(h())).toEqual({ classes: 0, marked: 0, penalties: 0 });
    expect(await sweep(h(), now + 1)).toEqual({ classes: 1, marked: 1, penalties: 0 });
    expect(await placeNow(h(), waiting.class_reservation_id)).toMatchObject({ attend: false, no_show_at: new Date(now + 1) });
  });

  it('counts the grace from the setting: with 0 minutes a place is a no-show as its class ends', async () => {
    const now = h().clock.now();
    const [ana] = (await makeCustomers(h().db, 1, { credits: 5 })) as [TestCustomer];
    const ended = await classAt(h(), now - 50 * MINUTE);
    const place = await placeAt(h(), ended.single_class_id, ana);
    await withSettings(h().db, { no_show_grace_minutes: '15' }, () => sweep(h()));
    expect((await placeNow(h(), place.class_reservation_id)).attend).toBeNull();
    await withSettings(h().db, { no_show_grace_minutes: '0' }, () => sweep(h()));
    expect((await placeNow(h(), place.class_reservation_id)).attend).toBe(false);
  });

  it("runs spec 4's penalty for whoever it marked: the Nth recorded no-show of an unlimited member, its reason, its length, its causes and her e-mail", async () => {
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '2', no_show_penalty_days: '3' }, async () => {
      const now = h().clock.now();
      const [ana] = (await makeCustomers(h().db, 1, { unlimitedUntil: new Date(now + 60 * DAY) })) as [TestCustomer];
      const [bea] = (await makeCustomers(h().db, 1, { credits: 5 })) as [TestCustomer];
      const [cara] = (await makeCustomers(h().db, 1, { unlimitedUntil: null })) as [TestCustomer];
      await placeAgo(h(), ana, 50, { attend: true });
      // Her first no-show was marked at the desk; the second is nobody's mark.
      const first = await placeAgo(h(), ana, 26);
      const marked = await h().request('PUT', `/api/class_reservations/${first.class_reservation_id}`, { token: await staffToken(h()), body: { attend: false } });
      expect(marked.status, marked.text).toBe(200);
      expect(await penaltiesOf(h(), ana)).toEqual([]);
      const second = await placeAgo(h(), ana, 3);
      // A credit holder never gets one; an unlimited member's guest is not her attendance.
      for (const hours of [5, 4, 3]) await placeAgo(h(), bea, hours);
      await placeAgo(h(), cara, 4, { attend: true });
      for (const hours of [3, 2.5]) await placeAgo(h(), cara, hours, { guest: 'Invitada' });

      const result = await sweep(h());
      expect(result.penalties).toBe(1);
      const [penalty, ...more] = await penaltiesOf(h(), ana);
      expect(more).toEqual([]);
      expect(penalty).toMatchObject({
        reason: fill(messages.reservations.penaltyNoShows, { count: 2 }),
        end_date: DateTime.fromMillis(now, { zone: ZONE }).plus({ days: 3 }).toJSDate(),
        created_at: new Date(now),
      });
      // What caused it: the place the sweep recorded, and the span of the streak's classes.
      const [firstClass, secondClass] = await Promise.all([first, second].map(async (place) =>
        (await h().db.select().from(singleClasses).where(eq(singleClasses.single_class_id, place.single_class_id)))[0]));
      expect(penalty).toMatchObject({
        class_reservation_id: second.class_reservation_id, no_shows_from: firstClass?.class_date, no_shows_until: secondClass?.class_date,
      });
      for (const other of [bea, cara]) expect(await penaltiesOf(h(), other)).toEqual([]);

      const [mail, ...others] = await mailTo(h(), [ana.email, bea.email, cara.email]);
      expect(others).toEqual([]);
      const until = formatDate(penalty?.end_date.getTime() ?? 0, ZONE);
      expect(mail).toMatchObject({ recipient: ana.email, subject: fill(messages.deskAttendance.penaltyAppliedSubject, { date: until }) });
      expect(mail?.body).toContain(fill(messages.deskAttendance.penaltyAppliedGreeting, { name: ana.name }));
      expect(mail?.body).toContain(fill(messages.deskAttendance.penaltyAppliedBody, {
        reason: '2 inasistencias consecutivas', date: until, link: 'http://localhost/mystudio/reservaciones',
      }));

      // She cannot book until it ends; the next sweeps give no second penalty for the same streak.
      const singleClass = await makeClass(h());
      await expectRefused(h(), async () => h().request('POST', '/api/class_reservations', {
        token: await tokenOf(h(), ana), body: { single_class_id: singleClass.single_class_id },
      }), { status: 412, code: 'reservation/penalty' });
      await sweep(h(), now + HOUR);
      expect(await penaltiesOf(h(), ana)).toHaveLength(1);
    });
  });

  it('counts a live unlimited credit (the monthly unlimited bought at the desk) as an unlimited package, an expired one not', async () => {
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '2' }, async () => {
      const now = h().clock.now();
      const [bought] = (await makeCustomers(h().db, 1, { credits: -1, creditExpiresAt: new Date(now + 20 * DAY) })) as [TestCustomer];
      const [lapsed] = (await makeCustomers(h().db, 1, { credits: -1, creditExpiresAt: new Date(now - DAY) })) as [TestCustomer];
      // Booked with it, as the API books an unlimited credit's places.
      for (const customer of [bought, lapsed]) {
        const credit = await creditIdOf(h(), customer);
        for (const hours of [5, 3]) await placeAgo(h(), customer, hours, { available_class_id: credit });
      }
      await sweep(h());
      expect((await penaltiesOf(h(), bought)).map((row) => row.reason)).toEqual(['2 inasistencias consecutivas']);
      expect(await penaltiesOf(h(), lapsed)).toEqual([]);
    });
  });

  it('leaves a class exactly as it was when telling her fails, and still records the other classes', async () => {
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '1' }, async () => {
      const now = h().clock.now();
      const [ana] = (await makeCustomers(h().db, 1, { unlimitedUntil: null })) as [TestCustomer];
      const [bea] = (await makeCustomers(h().db, 1, { credits: 3 })) as [TestCustomer];
      const hers = await placeAgo(h(), ana, 3);
      const other = await placeAgo(h(), bea, 4);
      const failing: Notifier = { ...sweepServices(h()).notifier, penaltyApplied: () => Promise.reject(new Error('correo caído')) };
      const errors = h().logger.errors.length;
      const result = await sweepNoShows(h().db, { ...sweepServices(h()), notifier: failing }, now);
      expect(result).toMatchObject({ penalties: 0 });
      expect(await placeNow(h(), hers.class_reservation_id)).toMatchObject({ attend: null, no_show_at: null });
      expect(await penaltiesOf(h(), ana)).toEqual([]);
      expect((await placeNow(h(), other.class_reservation_id)).attend).toBe(false);
      expect(h().logger.errors.slice(errors).map((entry) => entry.message)).toEqual([
        `No se pudieron registrar las faltas de la clase ${hers.single_class_id}`,
      ]);
      // The next sweep, with the mail back, does it all.
      expect(await sweep(h())).toMatchObject({ marked: 1, penalties: 1 });
    });
  });

  it('runs by itself as the job queue starts, on the app\'s clock, and stops with it', async () => {
    const now = h().clock.now();
    const [ana] = (await makeCustomers(h().db, 1, { credits: 2 })) as [TestCustomer];
    const place = await placeAgo(h(), ana, 3);
    const { queue, start } = sweepQueue(h());
    await start();
    try {
      // The run it started with recorded the place: the next, after it, finds nothing.
      expect(await queue.runNow('no-show-sweep')).toEqual({ classes: 0, marked: 0, penalties: 0 });
      expect(await placeNow(h(), place.class_reservation_id)).toMatchObject({ attend: false, no_show_at: new Date(now) });
    } finally {
      await queue.stop();
    }
    const later = await placeAgo(h(), ana, 2);
    expect(await queue.runNow('no-show-sweep')).toBeUndefined();
    expect((await placeNow(h(), later.class_reservation_id)).attend).toBeNull();
  });

  it("penalises Monday, Tuesday and Wednesday's 9:00 no-shows swept at 11:00 after she came at 10:00, a class within its grace hiding nothing", async () => {
    await settle();
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '3' }, async () => {
      const [ana] = (await makeCustomers(h().db, 1, { unlimitedUntil: null })) as [TestCustomer];
      // It is Wednesday 11:00: the 9:00 classes of Monday, Tuesday and today, nobody marked (the server was down since Monday).
      const [mon, tue, wed] = [await placeAgo(h(), ana, 50), await placeAgo(h(), ana, 26), await placeAgo(h(), ana, 2)];
      // She came at 10:00 (checked in at the door), and is in a 10:30 class still within its grace.
      await placeAgo(h(), ana, 1, { attend: true });
      const running = await placeAgo(h(), ana, 0.5);
      expect(await sweep(h())).toMatchObject({ marked: 3, penalties: 1 });
      const classOf = async (place: { single_class_id: number }) =>
        (await h().db.select().from(singleClasses).where(eq(singleClasses.single_class_id, place.single_class_id)))[0]?.class_date;
      expect(await penaltiesOf(h(), ana)).toMatchObject([{
        reason: fill(messages.reservations.penaltyNoShows, { count: 3 }),
        class_reservation_id: wed.class_reservation_id, no_shows_from: await classOf(mon), no_shows_until: await classOf(wed),
      }]);
      expect((await placeNow(h(), tue.class_reservation_id)).attend).toBe(false);
      expect((await placeNow(h(), running.class_reservation_id)).attend).toBeNull();
      // Her 10:30 class is recorded later: a run of its own, no second penalty (the demo's own classes of those hours are swept too).
      await sweep(h(), h().clock.now() + 2 * HOUR);
      expect((await placeNow(h(), running.class_reservation_id)).attend).toBe(false);
      expect(await penaltiesOf(h(), ana)).toHaveLength(1);
    });
  });

  it("counts only no-shows booked under her unlimited package: a pack's class before she bought it does not", async () => {
    await settle();
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '2' }, async () => {
      const now = h().clock.now();
      const [ana] = (await makeCustomers(h().db, 1, { credits: 5 })) as [TestCustomer];
      const pack = await creditIdOf(h(), ana);
      await placeAgo(h(), ana, 30, { available_class_id: pack, attend: false, no_show_at: new Date(now - 28 * HOUR) });
      // Since then she bought the monthly unlimited (an unlimited credit) and booked with it.
      const [unlimited] = await h().db.insert(availableClasses)
        .values({ customer_id: ana.customerId, available_classes: -1, expiration_date: new Date(now + 20 * DAY) }).returning();
      await placeAgo(h(), ana, 4, { available_class_id: unlimited?.available_class_id });
      expect(await sweep(h())).toMatchObject({ marked: 1, penalties: 0 });
      await placeAgo(h(), ana, 3, { available_class_id: unlimited?.available_class_id });
      expect(await sweep(h())).toMatchObject({ marked: 1, penalties: 1 });
      expect((await penaltiesOf(h(), ana)).map((row) => row.reason)).toEqual(['2 inasistencias consecutivas']);
    });
  });

  it("leaves to the roster a place written once its class had ended (a walk-in added with 'Agregar cliente')", async () => {
    await settle();
    const now = h().clock.now();
    const [ana, bea] = (await makeCustomers(h().db, 2, { credits: 3 })) as [TestCustomer, TestCustomer];
    const ended = await classAt(h(), now - 3 * HOUR);
    const end = ended.class_date.getTime() + 50 * MINUTE;
    const booked = await placeAt(h(), ended.single_class_id, ana, { created_at: new Date(end - 1) });
    const walkIn = await placeAt(h(), ended.single_class_id, bea, { created_at: new Date(end) });
    expect(await sweep(h())).toMatchObject({ marked: 1 });
    expect((await placeNow(h(), booked.class_reservation_id)).attend).toBe(false);
    await sweep(h(), now + DAY);
    expect(await placeNow(h(), walkIn.class_reservation_id)).toMatchObject({ attend: null, no_show_at: null });
    // The desk decides it.
    expect((await h().request('PUT', `/api/class_reservations/${walkIn.class_reservation_id}`, { token: await staffToken(h()), body: { attend: true } })).status).toBe(200);
  });

  it("turning 'Registrar faltas automáticamente' on records only places due from then on; the demo turned it on as it was seeded", async () => {
    expect(seeded.stored).toBe(new Date(seeded.at).toISOString());
    await settle();
    const put = async (body: Record<string, unknown>) => {
      const answer = await h().request('PUT', '/api/appconfig', { token: await adminToken(h()), body });
      expect(answer.status, answer.text).toBe(200);
    };
    const [ana] = (await makeCustomers(h().db, 1, { unlimitedUntil: null })) as [TestCustomer];
    try {
      await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '1' }, async () => {
        await put({ no_show_auto_enabled: false });
        // While it was off: classes of last week and of this morning nobody marked.
        const old = await placeAgo(h(), ana, 5 * 24);
        const recent = await placeAgo(h(), ana, 3);
        // Ends now: due within the grace, after the setting is turned on.
        const ending = await placeAgo(h(), ana, 50 / 60);
        const on = h().clock.now();
        await put({ no_show_auto_enabled: true });
        expect(await switchedOnAtNow(h())).toBe(new Date(on).toISOString());
        expect(await sweep(h())).toMatchObject({ marked: 0, penalties: 0 });
        // Saving the settings again with it on keeps when it was turned on.
        h().clock.advance(HOUR);
        await put({ no_show_auto_enabled: true, business_name: 'Estudio Demo' });
        expect(await switchedOnAtNow(h())).toBe(new Date(on).toISOString());
        expect(await sweep(h())).toMatchObject({ marked: 1, penalties: 1 });
        expect((await placeNow(h(), ending.class_reservation_id)).attend).toBe(false);
        for (const place of [old, recent]) expect(await placeNow(h(), place.class_reservation_id)).toMatchObject({ attend: null, no_show_at: null });
      });
    } finally {
      await switchedOnAt(h(), h().clock.now() - 30 * DAY);
    }
    // Those two are the roster's: mark them so later sweeps find nothing of this test.
    const token = await staffToken(h());
    for (const place of await h().db.select().from(classReservations).where(eq(classReservations.customer_id, ana.customerId))) {
      if (place.attend === null) await h().request('PUT', `/api/class_reservations/${place.class_reservation_id}`, { token, body: { attend: true } });
    }
  });

  it('runs one pass at a time: a run asked for during a pass waits for it, then sweeps at the new time', async () => {
    await settle();
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '1' }, async () => {
      const [ana] = (await makeCustomers(h().db, 1, { unlimitedUntil: null })) as [TestCustomer];
      const [bea] = (await makeCustomers(h().db, 1, { credits: 3 })) as [TestCustomer];
      const first = await placeAgo(h(), ana, 4);
      // Due ten minutes from now (it started 100 minutes ago, 50 long, 60 of grace).
      const later = await placeAgo(h(), bea, 100 / 60);
      const held = holdingPenaltyMail(h());
      const { queue, start } = sweepQueue(h(), held.services);
      try {
        await start();
        await held.entered;
        h().clock.advance(10 * MINUTE);
        const asked = queue.runNow('no-show-sweep');
        held.release();
        // The second pass ran after the first, at the new time: only bea's place was left for it.
        expect(await asked).toMatchObject({ classes: 1, marked: 1, penalties: 0 });
        expect((await placeNow(h(), first.class_reservation_id)).attend).toBe(false);
        expect((await placeNow(h(), later.class_reservation_id)).attend).toBe(false);
      } finally {
        held.release();
        await queue.stop();
      }
    });
  });

  it('stops between classes when the server closes: the class under way ends, the next waits for the next start', async () => {
    await settle();
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '1' }, async () => {
      const [ana] = (await makeCustomers(h().db, 1, { unlimitedUntil: null })) as [TestCustomer];
      const [bea] = (await makeCustomers(h().db, 1, { credits: 3 })) as [TestCustomer];
      const first = await placeAgo(h(), ana, 4);
      const second = await placeAgo(h(), bea, 3);
      const held = holdingPenaltyMail(h());
      const { queue, start } = sweepQueue(h(), held.services);
      await start();
      await held.entered;
      const stopped = queue.stop();
      held.release();
      await stopped;
      expect((await placeNow(h(), first.class_reservation_id)).attend).toBe(false);
      expect((await placeNow(h(), second.class_reservation_id)).attend).toBeNull();
      expect(await queue.runNow('no-show-sweep')).toBeUndefined();
      expect(await sweep(h())).toMatchObject({ marked: 1 });
    });
  });
});

it('reads NO_SHOW_SWEEP_SECONDS from the environment, whole seconds only', () => {
  expect(readConfig({}).noShowSweepSeconds).toBeUndefined();
  expect(readConfig({ NO_SHOW_SWEEP_SECONDS: '2' }).noShowSweepSeconds).toBe(2);
  expect(readConfig({ NO_SHOW_SWEEP_SECONDS: '0' }).noShowSweepSeconds).toBe(0);
  for (const value of ['-1', '1.5', 'x']) expect(() => readConfig({ NO_SHOW_SWEEP_SECONDS: value })).toThrow(/NO_SHOW_SWEEP_SECONDS/);
  // setInterval would run a longer delay every millisecond: at most a day.
  expect(readConfig({ NO_SHOW_SWEEP_SECONDS: '86400' }).noShowSweepSeconds).toBe(86_400);
  for (const value of ['86401', '2147484']) expect(() => readConfig({ NO_SHOW_SWEEP_SECONDS: value })).toThrow(/at most 86400/);
});
