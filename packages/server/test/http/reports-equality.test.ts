/**
 * 'Reportes' (issue 16): every figure of every report equals what was
 * written into a studio whose totals are known by hand
 * (support/reports-studio.ts says which row feeds which figure), range
 * edges included: a sale at 23:59 of the last day counts, one at 00:00 of
 * the next day does not. The expectations are written out, not computed by
 * a second query. The same studio runs twice: in Mexico City with a
 * 12-hour cancel window, and in New York, across the night its clocks go
 * forward (8 March 2026), with a one-day window counted on the calendar.
 * Then a studio in Havana, where 1 November 2026 begins twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AttendanceReportResponse, CoachesReportResponse, CustomersReportResponse, REPORT_LISTS, ReportRowsResponse, SalesReportResponse,
} from '@estudio/core';
import type { Database } from '../../src/db/client.js';
import { seedIfEmpty } from '../../src/db/seed/index.js';
import { accounts, classPackages, customers, invoices, purchases, settings } from '../../src/db/schema/index.js';
import { isPostgresAvailable, openTestDatabase } from '../support/postgres.js';
import { DATABASES, makeHarness, TEST_PASSWORD_COST, testClock, type Harness } from './support/harness.js';
import {
  localIn, RANGE, seedReportStudio, STUDIOS, todayIn, WEEK_WITH_TODAY, type ReportStudio, type StudioSetting,
} from './support/reports-studio.js';

const OWNER = { email: 'duena@reportes.test', password: 'una-clave-larga' };
const query = (range: { start_date: string; end_date: string }) => `start_date=${range.start_date}&end_date=${range.end_date}`;

/** A database with the owner signed in, the clock at `now`, and what `seed` wrote. */
const useStudio = <Seeded,>(kind: (typeof DATABASES)[number], now: () => number, seed: (database: Database) => Promise<Seeded>) => {
  let database: Database | null = null;
  let harness: Harness | null = null;
  let seeded: Seeded | null = null;
  let owner = '';
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    if (!database) throw new Error(`No ${kind} database`);
    const clock = testClock(now());
    await seedIfEmpty(database.db, { demo: false, admin: OWNER, now: new Date(clock.now()), passwordCost: TEST_PASSWORD_COST });
    seeded = await seed(database);
    harness = makeHarness(database.db, clock);
    owner = (await harness.signIn(OWNER.email, OWNER.password)).token;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  const h = (): Harness => {
    if (!harness) throw new Error('The harness is not ready (beforeAll failed?)');
    return harness;
  };
  return {
    studio: (): Seeded => {
      if (seeded === null) throw new Error('Nothing was seeded (beforeAll failed?)');
      return seeded;
    },
    /** GET /api/reports/<path>?<query> as the owner: its answer's `report` (or `page`). */
    get: async (path: string, search: string) => {
      const answer = await h().request('GET', `/api/reports/${path}?${search}`, { token: owner });
      expect(answer.status, answer.text).toBe(200);
      return answer.body as unknown;
    },
  };
};

/** The two runs of the same studio: its zone and cancel window, and the late cancels each counts (support/reports-studio.ts, K1 and K8). */
const RUNS: readonly { readonly title: string; readonly setting: StudioSetting; readonly lateCancels: number }[] = [
  { title: 'Mexico City, a 12-hour cancel window', setting: STUDIOS.mexico, lateCancels: 1 },
  { title: 'New York across 8 March, a one-day cancel window', setting: STUDIOS.newYork, lateCancels: 2 },
];

for (const [kind, run] of DATABASES.flatMap((kind) => RUNS.map((run) => [kind, run] as const))) {
  const { zone } = run.setting;
  const TODAY = todayIn(zone);
  const iso = (text: string) => localIn(zone, text).toISOString();
  describe.skipIf(kind === 'postgres' && !isPostgresAvailable())(`the reports equal a studio's known totals: ${run.title} (${kind})`, { timeout: 60_000 }, () => {
    const { studio: seeded, get } = useStudio<ReportStudio>(kind, () => TODAY, (database) => seedReportStudio(database.db, run.setting));
    let studio: ReportStudio;
    beforeAll(() => {
      studio = seeded();
    });
    const report = async (path: string, search = query(RANGE)) => ((await get(path, search)) as { report: unknown }).report;

    it("'Ventas': revenue by day, week and month, by package and method, discounts, pending cash as of today, subscriptions", async () => {
      const sales = SalesReportResponse.parse({ report: await report('sales') }).report;
      const { packages, methods, customers } = studio;
      expect(sales.period).toEqual({ ...RANGE, zone, as_of: new Date(TODAY).toISOString() });
      // 1000 (2 Mar) + 900 (9 Mar) + 1900 (10 Mar, a renewal) + 500 (11 Mar, no method) + 1900 (15 Mar 23:59);
      // not 16 Mar 00:00 nor 28 Feb 23:59, not the pending cash, not the pending subscription nor the failed purchase.
      expect(sales.revenue).toBe(6200);
      expect(sales.charges).toBe(5);
      const days = Object.fromEntries(sales.by_day.map((day) => [day.start, [day.revenue, day.charges]]));
      expect(sales.by_day).toHaveLength(15);
      expect(sales.by_day[0]?.start).toBe('2026-03-01');
      expect(sales.by_day.at(-1)?.start).toBe('2026-03-15');
      expect(days).toMatchObject({
        '2026-03-01': [0, 0], '2026-03-02': [1000, 1], '2026-03-05': [0, 0], '2026-03-07': [0, 0], '2026-03-08': [0, 0],
        '2026-03-09': [900, 1], '2026-03-10': [1900, 1], '2026-03-11': [500, 1], '2026-03-15': [1900, 1],
      });
      expect(sales.by_day.filter((day) => day.charges > 0)).toHaveLength(5);
      // 1 March 2026 is a Sunday: its ISO week starts on Monday 23 February.
      expect(sales.by_week).toEqual([
        { start: '2026-02-23', revenue: 0, charges: 0 },
        { start: '2026-03-02', revenue: 1000, charges: 1 },
        { start: '2026-03-09', revenue: 5200, charges: 4 },
      ]);
      expect(sales.by_month).toEqual([{ start: '2026-03-01', revenue: 6200, charges: 5 }]);
      expect(sales.by_package).toEqual([
        { class_package_id: packages.unlimited, title: 'Ilimitado', revenue: 3800, charges: 2 },
        { class_package_id: packages.ten, title: 'Paquete 10', revenue: 2400, charges: 3 },
      ]);
      expect(sales.by_payment_method).toEqual([
        { payment_method_id: methods.card, name: 'Tarjeta', revenue: 3800, charges: 3 },
        { payment_method_id: methods.cash, name: 'Efectivo', revenue: 1900, charges: 1 },
        { payment_method_id: null, name: 'Sin método de pago', revenue: 500, charges: 1 },
      ]);
      // B's PROMO purchase; G's failed one gave nothing.
      expect(sales.discounts).toEqual({ count: 1, amount: 100 });
      // Owed today: the sale of 18 March (after the range), of 5 March (in it) and of 20 February (before it); the latest first.
      const owed = (purchase_id: number, key: 'A' | 'B' | 'D', amount: number, at: string) => ({
        purchase_id, customer_id: customers[key], name: `Cliente ${key}`, last_name: 'Prueba', email: `${key.toLowerCase()}@reportes.test`,
        title: 'Paquete 10', amount, created_at: iso(at),
      });
      expect(sales.pending_cash).toEqual({
        count: 3, amount: 2400,
        rows: [
          owed(studio.purchases.pendingAfter, 'B', 600, '2026-03-18T10:00'),
          owed(studio.purchases.pending, 'D', 1000, '2026-03-05T09:00'),
          owed(studio.purchases.pendingBefore, 'A', 800, '2026-02-20T10:00'),
        ],
      });
      // C's; not F's, still pending. E's, started in February, was cancelled on 12 March.
      expect(sales.subscriptions).toEqual({ started: 1, cancelled: 1 });
    });

    it('moves a sale across the range edges by the minute, in the studio zone', async () => {
      // The day after alone holds only the 00:00 sale; the day before alone only the 23:59 one.
      const after = SalesReportResponse.parse({ report: await report('sales', 'start_date=2026-03-16&end_date=2026-03-16') }).report;
      expect([after.revenue, after.charges]).toEqual([1000, 1]);
      const before = SalesReportResponse.parse({ report: await report('sales', 'start_date=2026-02-28&end_date=2026-02-28') }).report;
      expect([before.revenue, before.charges]).toEqual([1000, 1]);
      const last = SalesReportResponse.parse({ report: await report('sales', 'start_date=2026-03-15&end_date=2026-03-15') }).report;
      expect([last.revenue, last.charges]).toEqual([1900, 1]);
    });

    it("'Asistencia': totals, fill rate by type, coach, location, weekday and hour, and the heat map", async () => {
      const attendance = AttendanceReportResponse.parse({ report: await report('attendance') }).report;
      const { types, locations, coaches } = studio;
      // K1, K2, K3, K6 and K8 (K4 cancelled). Fill rate: the 10 places booked in K1, K2 and K3 (the classes with a capacity) over
      // their 19 places; the 11 reservations include C's in K6, which has none. Late: E's in K1, and in New York H's in K8.
      expect(attendance.totals).toEqual({
        classes: 5, upcoming_classes: 0, cancelled_classes: 1, capacity_classes: 3, capacity: 19, capacity_booked: 10,
        reservations: 11, attended: 8, no_shows: 2, unmarked: 1, late_cancels: run.lateCancels, fill_rate: 10 / 19,
      });
      const row = (key: number, name: string, classes: number, capacity: number, booked: number, attended: number) =>
        ({ key, name, classes, capacity, booked, attended, fill_rate: booked / capacity });
      expect(attendance.by_class_type).toEqual([row(types.cycling, 'Cycling', 2, 15, 6, 4), row(types.yoga, 'Yoga', 1, 4, 4, 3)]);
      expect(attendance.by_location).toEqual([row(locations.condesa, 'Condesa', 2, 9, 5, 4), row(locations.roma, 'Roma', 1, 10, 5, 3)]);
      // Spanish order: Ángela between Ana and Beto.
      expect(attendance.by_coach).toEqual([
        row(coaches.ana, 'Ana López', 2, 15, 6, 4), row(coaches.angela, 'Ángela Díaz', 1, 4, 4, 3), row(coaches.beto, 'Beto Ruiz', 2, 9, 5, 4),
      ]);
      expect(attendance.by_weekday).toEqual([row(2, 'martes', 2, 14, 9, 6), row(6, 'sábado', 1, 5, 1, 1)]);
      expect(attendance.by_hour).toEqual([row(7, '07:00', 1, 10, 5, 3), row(9, '09:00', 1, 5, 1, 1), row(19, '19:00', 1, 4, 4, 3)]);
      expect(attendance.heat_map).toEqual([
        { weekday: 2, hour: 7, classes: 1, capacity: 10, booked: 5, fill_rate: 0.5 },
        { weekday: 2, hour: 19, classes: 1, capacity: 4, booked: 4, fill_rate: 1 },
        { weekday: 6, hour: 9, classes: 1, capacity: 5, booked: 1, fill_rate: 0.2 },
      ]);
    });

    it("'Clientes': new and active in the range; at risk, credits expiring and memberships ending as of today", async () => {
      const people = CustomersReportResponse.parse({ report: await report('customers') }).report;
      const { customers: c, credits } = studio;
      const who = (key: keyof typeof c) => ({
        customer_id: c[key], name: `Cliente ${key}`, last_name: 'Prueba', email: `${key.toLowerCase()}@reportes.test`, phone: expect.any(String),
      });
      expect(people.new_customers).toEqual({
        count: 2, rows: [{ ...who('C'), created_at: iso('2026-03-15T23:59') }, { ...who('B'), created_at: iso('2026-03-01T00:00') }],
      });
      // Not S, who came to K2: she is the team's.
      expect(people.active_customers).toEqual({
        count: 5,
        rows: [
          { ...who('B'), visits: 2, last_visit: iso('2026-03-14T09:00') },
          { ...who('A'), visits: 2, last_visit: iso('2026-03-10T19:00') },
          { ...who('E'), visits: 1, last_visit: iso('2026-03-10T19:00') },
          { ...who('C'), visits: 1, last_visit: iso('2026-03-05T07:00') },
          { ...who('D'), visits: 1, last_visit: iso('2026-03-03T07:00') },
        ],
      });
      expect(people.at_risk).toEqual({
        count: 2,
        rows: [
          { ...who('G'), last_visit: null, credits_left: 0, has_membership: true, membership_until: iso('2026-03-25T12:00') },
          { ...who('F'), last_visit: iso('2026-01-05T07:00'), credits_left: 3, has_membership: false, membership_until: null },
        ],
      });
      expect(people.credits_expiring).toEqual({
        count: 2,
        rows: [
          { ...who('E'), available_class_id: credits.eUnlimited, title: 'Ilimitado', classes_left: -1, expires_at: iso('2026-03-22T12:00') },
          { ...who('A'), available_class_id: credits.aTen, title: 'Paquete 10', classes_left: 8, expires_at: iso('2026-03-25T10:00') },
        ],
      });
      expect(people.memberships_ending).toEqual({ count: 1, rows: [{ ...who('G'), ends_at: iso('2026-03-25T12:00') }] });
    });

    it("'Coaches': classes taught, places, attendees, the fill rate's own terms, and the class and coach stars", async () => {
      const { coaches } = CoachesReportResponse.parse({ report: await report('coaches') }).report;
      expect(coaches).toEqual([
        {
          // K1 and K3.
          instructor_id: studio.coaches.ana, name: 'Ana López', classes: 2, scheduled_classes: 0, booked: 6, attended: 4,
          capacity_classes: 2, capacity: 15, capacity_booked: 6, fill_rate: 6 / 15,
          class_stars: { average: 10 / 3, count: 3 }, coach_stars: { average: 4, count: 3 },
        },
        {
          // K2, full.
          instructor_id: studio.coaches.angela, name: 'Ángela Díaz', classes: 1, scheduled_classes: 0, booked: 4, attended: 3,
          capacity_classes: 1, capacity: 4, capacity_booked: 4, fill_rate: 1,
          class_stars: { average: 4, count: 1 }, coach_stars: { average: 4, count: 1 },
        },
        {
          // K2, K3, K6 and K8: 6 places, but the rate reads only the 5 of K2 and K3, the classes with a capacity.
          instructor_id: studio.coaches.beto, name: 'Beto Ruiz', classes: 4, scheduled_classes: 0, booked: 6, attended: 5,
          capacity_classes: 2, capacity: 9, capacity_booked: 5, fill_rate: 5 / 9,
          class_stars: { average: 3, count: 2 }, coach_stars: { average: 3.5, count: 2 },
        },
      ]);
    });

    it('counts what has happened by today in a range that holds today and a class still to come', async () => {
      const range = query(WEEK_WITH_TODAY);
      // K5 (Mon 16 March 00:00, held: B came) and K9 (Sun 22 March, to come: A and C booked).
      const attendance = AttendanceReportResponse.parse({ report: await report('attendance', range) }).report;
      expect(attendance.totals).toEqual({
        classes: 2, upcoming_classes: 1, cancelled_classes: 0, capacity_classes: 2, capacity: 16, capacity_booked: 3,
        reservations: 3, attended: 1, no_shows: 0, unmarked: 0, late_cancels: 0, fill_rate: 3 / 16,
      });
      // Ana taught K5 alone; K9 is only scheduled.
      const { coaches } = CoachesReportResponse.parse({ report: await report('coaches', range) }).report;
      expect(coaches).toEqual([{
        instructor_id: studio.coaches.ana, name: 'Ana López', classes: 1, scheduled_classes: 1, booked: 1, attended: 1,
        capacity_classes: 1, capacity: 10, capacity_booked: 1, fill_rate: 0.1,
        class_stars: { average: 1, count: 1 }, coach_stars: { average: 1, count: 1 },
      }]);
      // B's visit to K5; A and C have not come to K9 yet. D signed up at 00:00 on the 16th.
      const people = CustomersReportResponse.parse({ report: await report('customers', range) }).report;
      expect(people.active_customers.rows.map((row) => [row.customer_id, row.visits])).toEqual([[studio.customers.B, 1]]);
      expect(people.new_customers.rows.map((row) => row.customer_id)).toEqual([studio.customers.D]);
      // Sales: E's 1000 at 00:00 on the 16th. The cash owed is today's, the same whatever the range.
      const sales = SalesReportResponse.parse({ report: await report('sales', range) }).report;
      expect([sales.revenue, sales.charges]).toEqual([1000, 1]);
      expect([sales.pending_cash.count, sales.pending_cash.amount]).toEqual([3, 2400]);
    });

    it("pages every list a report sends only the first rows of: 'Exportar CSV' reads them all, a row a page", async () => {
      const full = {
        ...CustomersReportResponse.parse({ report: await report('customers') }).report,
        pending_cash: SalesReportResponse.parse({ report: await report('sales') }).report.pending_cash,
      };
      for (const list of REPORT_LISTS) {
        const walked: unknown[] = [];
        for (let offset = 0; offset <= full[list].count; offset += 1) {
          const { page } = ReportRowsResponse.parse(await get('rows', `${query(RANGE)}&list=${list}&offset=${offset}&limit=1`));
          expect([page.list, page.count], `${list} at ${offset}`).toEqual([list, full[list].count]);
          walked.push(...page.rows);
        }
        // One row a page, the last page past the end empty, in the report's order.
        expect(walked, list).toEqual(full[list].rows);
      }
    });

    it('answers zeros, every day listed, for a range with nothing in it', async () => {
      const quiet = 'start_date=2025-03-01&end_date=2025-03-03';
      const sales = SalesReportResponse.parse({ report: await report('sales', quiet) }).report;
      expect(sales.revenue).toBe(0);
      expect(sales.by_day.map((day) => [day.start, day.revenue])).toEqual([['2025-03-01', 0], ['2025-03-02', 0], ['2025-03-03', 0]]);
      expect(sales.by_package).toEqual([]);
      const attendance = AttendanceReportResponse.parse({ report: await report('attendance', quiet) }).report;
      expect(attendance.totals).toEqual({
        classes: 0, upcoming_classes: 0, cancelled_classes: 0, capacity_classes: 0, capacity: 0, capacity_booked: 0,
        reservations: 0, attended: 0, no_shows: 0, unmarked: 0, late_cancels: 0, fill_rate: null,
      });
      expect(attendance.heat_map).toEqual([]);
      const { coaches } = CoachesReportResponse.parse({ report: await report('coaches', quiet) }).report;
      expect(coaches).toEqual([]);
    });
  });
}

/**
 * Havana's clocks go back at 01:00 on 1 November 2026, to 00:00: that day
 * begins twice, first at 04:00 UTC. A charge at 04:30 UTC is 00:30 of 1
 * November there: it belongs to that day's bucket and to no range that
 * ends on 31 October, however a midnight of the zone is turned into an
 * instant.
 */
const HAVANA = 'America/Havana';
for (const kind of DATABASES) {
  describe.skipIf(kind === 'postgres' && !isPostgresAvailable())(`'Ventas' in a zone whose day begins twice (${kind})`, { timeout: 60_000 }, () => {
    const { get } = useStudio(kind, () => Date.parse('2026-11-10T17:00:00Z'), async ({ db }) => {
      await db.insert(settings).values({ key: 'timezone', value: HAVANA }).onConflictDoUpdate({ target: settings.key, set: { value: HAVANA } });
      await db.insert(accounts).values({ uid: 'havana', email: 'cliente@havana.test', role: 'customer' });
      const [buyer] = await db.insert(customers).values({ uid: 'havana', email: 'cliente@havana.test', name: 'Cliente', last_name: 'Habana' }).returning();
      const [pkg] = await db.insert(classPackages).values({ title: 'Clase suelta', price: '100.00', class_amount: 1 }).returning();
      if (!buyer || !pkg) throw new Error('nothing was written');
      const charge = async (at: string, total: string) => {
        const [purchase] = await db.insert(purchases).values({
          customer_id: buyer.customer_id, class_package_id: pkg.class_package_id, title: 'Clase suelta', amount: total, total_payment: total,
          status: 'completed', created_at: new Date(at),
        }).returning();
        if (!purchase) throw new Error('nothing was written');
        await db.insert(invoices).values({
          purchase_id: purchase.purchase_id, customer_id: buyer.customer_id, total_payment: total, status: 'completed', created_at: new Date(at),
        });
      };
      await charge('2026-10-31T16:00:00Z', '100.00'); // 12:00 of 31 October (UTC-4)
      await charge('2026-11-01T04:30:00Z', '200.00'); // 00:30 of 1 November, the first time round (UTC-4)
      await charge('2026-11-01T05:30:00Z', '400.00'); // 00:30 of 1 November, the second time round (UTC-5)
    });
    const sales = async (range: string) => SalesReportResponse.parse(await get('sales', range)).report;

    it('counts a charge in a total only with the bucket of its day', async () => {
      const october = await sales('start_date=2026-10-25&end_date=2026-10-31');
      expect([october.revenue, october.charges]).toEqual([100, 1]);
      expect(october.by_day.filter((day) => day.charges > 0)).toEqual([{ start: '2026-10-31', revenue: 100, charges: 1 }]);
      const first = await sales('start_date=2026-11-01&end_date=2026-11-01');
      expect([first.revenue, first.charges]).toEqual([600, 2]);
      expect(first.by_day).toEqual([{ start: '2026-11-01', revenue: 600, charges: 2 }]);
    });
  });
}
