import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { classReservations, singleClasses } from '../../src/db/schema/index.js';
import { penalizeNoShows } from '../../src/routes/reservations/penalty.js';
import { loadStudioConfig } from '../../src/routes/shared/studio-config.js';
import { query } from './support/db-inspect.js';
import { makeCustomers, staffToken, withSettings, type TestCustomer } from './support/booking.js';
import { onEachDatabase } from './support/harness.js';
import { classAt, DAY, HOUR, penaltiesOf, placeAgo, placeAt, placeNow, sweep, sweepServices, switchedOnAt } from './support/no-shows.js';
import { mailTo } from './support/waitlist.js';

/**
 * Two servers on one PostgreSQL run their sweeps at the same moment (on
 * PGlite's one connection they run one after the other): each place is
 * recorded once, and a streak that both could complete is punished once.
 */
onEachDatabase('no-show sweeps at once (issue 16)', (h, kind) => {
  beforeAll(async () => {
    // The studio turned 'Registrar faltas automáticamente' on a month ago: the sweep records these tests' classes.
    await switchedOnAt(h(), h().clock.now() - 30 * DAY);
  });

  /** Whether some session of the test database waits for a lock. */
  const someoneWaits = async () => {
    const [row] = await query(h().db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    return Number(row?.n ?? 0) > 0;
  };
  /** 'waits' once `work` waits for a lock, 'done' if it settles first (the watch stops with it). */
  const waitsOrEnds = async (work: Promise<unknown>): Promise<'waits' | 'done'> => {
    let settled = false;
    const done = work.then(() => 'done' as const, () => 'done' as const).finally(() => { settled = true; });
    const watch = vi.waitFor(async () => {
      if (settled) return;
      expect(await someoneWaits()).toBe(true);
    }, { timeout: 30_000, interval: 20 }).then(() => (settled ? ('done' as const) : ('waits' as const)));
    return Promise.race([done, watch]);
  };

  it('two sweeps at once record each place once and punish a streak once', async () => {
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '3' }, async () => {
      const now = h().clock.now();
      const members = (await makeCustomers(h().db, 4, { unlimitedUntil: null })) as TestCustomer[];
      // Three classes ended; every member booked all three and came to none: each streak is completed by whichever sweep marks last.
      const classes = await Promise.all([5, 4, 3].map((hours) => classAt(h(), now - hours * HOUR)));
      const places = [];
      for (const singleClass of classes) {
        for (const member of members) places.push(await placeAt(h(), singleClass.single_class_id, member));
      }
      const results = await Promise.all([sweep(h()), sweep(h()), sweep(h())]);
      expect(results.reduce((sum, result) => sum + result.marked, 0)).toBe(places.length);
      expect(results.reduce((sum, result) => sum + result.penalties, 0)).toBe(members.length);
      const rows = await h().db.select().from(classReservations)
        .where(inArray(classReservations.class_reservation_id, places.map((place) => place.class_reservation_id)));
      expect(rows.every((row) => row.attend === false && row.no_show_at?.getTime() === now)).toBe(true);
      for (const member of members) {
        const penalties = await penaltiesOf(h(), member);
        expect(penalties).toHaveLength(1);
        // It names the three classes' span, and one of her three places as what gave it: the mark that completed
        // the streak, which under sweeps at once may be any of them (a sweep that skipped a locked place marks it later).
        const hers = rows.filter((row) => row.customer_id === member.customerId).map((row) => row.class_reservation_id);
        expect(hers).toHaveLength(3);
        expect(penalties[0]).toMatchObject({ no_shows_from: classes[0]?.class_date, no_shows_until: classes[2]?.class_date });
        expect(hers).toContain(penalties[0]?.class_reservation_id);
      }
      expect(await mailTo(h(), members.map((member) => member.email))).toHaveLength(members.length);
    });
  });

  // PGlite has one connection: a second transaction waits for the first to end, so only PostgreSQL can interleave them.
  it.skipIf(kind === 'pglite')('a streak completed by two transactions at once is seen whole by the later one: her row is locked while it is read', async () => {
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '3' }, async () => {
      const now = h().clock.now();
      const [ana] = (await makeCustomers(h().db, 1, { unlimitedUntil: null })) as [TestCustomer];
      await placeAgo(h(), ana, 30, { attend: false, no_show_at: new Date(now - 28 * HOUR) });
      await placeAgo(h(), ana, 3);
      // Ended 40 minutes ago: within the grace, so the desk marks it and the sweep leaves its class alone.
      const atDesk = await placeAgo(h(), ana, 1.5);
      const config = await loadStudioConfig(h().db);
      let swept: ReturnType<typeof sweep> | undefined;
      // The desk marks one of her classes and checks her streak; before it commits, a sweep marks the other.
      await h().db.transaction(async (tx) => {
        await tx.update(classReservations).set({ attend: false, no_show_at: new Date(now) }).where(eq(classReservations.class_reservation_id, atDesk.class_reservation_id));
        expect(await penalizeNoShows({ db: tx, now, origin: 'http://localhost', services: sweepServices(h()) }, ana.customerId, config, atDesk.class_reservation_id)).toBeNull();
        const running = sweep(h());
        swept = running;
        // The sweep either finishes (reading the desk's mark as not made) or waits for her row.
        const waiting = vi.waitFor(async () => {
          const [row] = await query(h().db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
          expect(row?.n).toBeGreaterThan(0);
        }, { timeout: 30_000, interval: 20 });
        await Promise.race([running, waiting]);
      });
      expect((await swept)?.penalties).toBe(1);
      expect(await penaltiesOf(h(), ana)).toHaveLength(1);
    });
  });

  // PGlite has one connection: nothing else can hold a class's lock while a sweep runs.
  it.skipIf(kind === 'pglite')('passes over a class whose row another transaction holds (SKIP LOCKED) instead of queueing on it; the next pass sweeps it', async () => {
    const [ana, bea] = (await makeCustomers(h().db, 2, { credits: 3 })) as [TestCustomer, TestCustomer];
    const held = await placeAgo(h(), ana, 4);
    const free = await placeAgo(h(), bea, 3);
    await h().db.transaction(async (tx) => {
      await tx.select().from(singleClasses).where(eq(singleClasses.single_class_id, held.single_class_id)).for('update');
      const swept = sweep(h());
      expect(await waitsOrEnds(swept)).toBe('done');
      expect(await swept).toMatchObject({ marked: 1 });
    });
    expect((await placeNow(h(), free.class_reservation_id)).attend).toBe(false);
    expect((await placeNow(h(), held.class_reservation_id)).attend).toBeNull();
    expect(await sweep(h())).toMatchObject({ marked: 1 });
    expect((await placeNow(h(), held.class_reservation_id)).attend).toBe(false);
  });

  // PGlite has one connection: the undo would wait for the whole transaction whatever it locks.
  it.skipIf(kind === 'pglite')("an undo at the desk waits for her row while a sweep completes her run, then lifts the penalty it no longer reaches", async () => {
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '2' }, async () => {
      const now = h().clock.now();
      const [ana] = (await makeCustomers(h().db, 1, { unlimitedUntil: null })) as [TestCustomer];
      const first = await placeAgo(h(), ana, 30, { attend: false, no_show_at: new Date(now - 28 * HOUR) });
      const second = await placeAgo(h(), ana, 3);
      const config = await loadStudioConfig(h().db);
      const token = await staffToken(h());
      let undo: Promise<{ status: number; text: string }> | undefined;
      // A sweep records her second no-show and penalises the run; before it commits, the desk marks the first 'Asistió'.
      await h().db.transaction(async (tx) => {
        await tx.update(classReservations).set({ attend: false, no_show_at: new Date(now) }).where(eq(classReservations.class_reservation_id, second.class_reservation_id));
        expect(await penalizeNoShows({ db: tx, now, origin: 'http://localhost', services: sweepServices(h()) }, ana.customerId, config, second.class_reservation_id)).not.toBeNull();
        const request = h().request('PUT', `/api/class_reservations/${first.class_reservation_id}`, { token, body: { attend: true } });
        undo = request;
        expect(await waitsOrEnds(request)).toBe('waits');
      });
      const answer = await undo;
      expect(answer?.status, answer?.text).toBe(200);
      expect(await penaltiesOf(h(), ana)).toMatchObject([{ end_date: new Date(now), lifted_at: new Date(now) }]);
    });
  });

  it("the desk's 'No asistió' and a sweep at once punish her streak once", async () => {
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '2' }, async () => {
      const [ana] = (await makeCustomers(h().db, 1, { unlimitedUntil: null })) as [TestCustomer];
      const atDesk = await placeAgo(h(), ana, 4);
      await placeAgo(h(), ana, 3);
      const token = await staffToken(h());
      const [marked] = await Promise.all([
        h().request('PUT', `/api/class_reservations/${atDesk.class_reservation_id}`, { token, body: { attend: false } }),
        sweep(h()),
        sweep(h()),
      ]);
      expect(marked.status, marked.text).toBe(200);
      expect(await penaltiesOf(h(), ana)).toHaveLength(1);
      expect(await mailTo(h(), [ana.email])).toHaveLength(1);
    });
  });
});
