import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../../packages/server/src/db/client.js';
import type { BenchPerson } from '../studio/customers.plan.js';
import type { StudioPlan } from '../studio/plan.js';
import { BUSY_CLASS_TYPES, BUSY_PACKAGES, BUSY_STUDIO, capacityOf } from '../studio/shape.js';

/**
 * The reports' year (issue 16, 'Reportes'): the busy studio's six weeks,
 * plus every day of the year before them (10 locations × 6 classes a day),
 * their reservations (about 150,000 in all with the busy studio's: a
 * class half full on average, 8% cancelled, some late, 85% attended, 15%
 * of those rated), and a year of sales (40 purchases a day: packs, a
 * monthly subscription renewed each month until a third of them cancel,
 * 5% with a discount code, 3% cash still pending), written by the
 * database itself (generate_series), deterministic, then vacuumed and
 * analysed as a database that has lived would be.
 */
export const REPORTS_YEAR = {
  /** Purchases a day. */
  salesPerDay: 40,
  /** Per thousand of places: cancelled, and of those cancelled late (3 hours before). */
  cancelledPerMille: 80,
  latePerMille: 25,
  /** Per cent of a class's places taken: from `fillFrom` to `fillFrom + fillSpread`. */
  fillFrom: 25,
  fillSpread: 50,
} as const;

/** What the year added, for the bench's heading. */
export interface ReportsYear {
  /** The year the reports are asked for: the last 365 days, today included. */
  readonly startDate: string;
  readonly endDate: string;
  readonly classes: number;
  readonly reservations: number;
  readonly purchases: number;
  readonly invoices: number;
  /** The admin who asks for them. */
  readonly admin: BenchPerson;
}

const count = async (db: Db, table: string): Promise<number> => {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
};

/** A pseudo-random 0–999 of an integer expression, the same on every run. */
const mille = (expression: string): string => `((((${expression})::bigint * 2654435761) % 4294967296) % 1000)`;

const CAPACITIES = `array[${BUSY_CLASS_TYPES.map((type) => capacityOf(type.spot_map)).join(', ')}]`;
const SLOTS = `array[${BUSY_STUDIO.slots.map((slot) => `'${slot}'`).join(', ')}]`;

/** Every class of the days from `first` to `last` (studio dates), as the busy studio lays out its weeks. */
const addClasses = (db: Db, first: string, last: string, zone: string) => db.execute(sql`
  insert into single_classes (class_date, duration_minutes, capacity, class_type_id, location_id, created_at)
  select (d + s.slot::time) at time zone ${zone}, 50,
    (${sql.raw(CAPACITIES)})[((loc + s.idx - 1) % ${BUSY_CLASS_TYPES.length}) + 1],
    ((loc + s.idx - 1) % ${BUSY_CLASS_TYPES.length}) + 1, loc + 1,
    (d - interval '14 days') at time zone ${zone}
  from generate_series(${first}::timestamp, ${last}::timestamp, interval '1 day') as d
  cross join generate_series(0, ${BUSY_STUDIO.locations - 1}) as loc
  cross join unnest(${sql.raw(SLOTS)}) with ordinality as s(slot, idx)`);

/** Their coaches: one each as the busy studio picks it, a second for one class in ten. */
const addCoaches = async (db: Db, after: number) => {
  const coach = `(single_class_id * 7) % ${BUSY_STUDIO.coaches} + 1`;
  await db.execute(sql.raw(`insert into class_instructors (single_class_id, instructor_id)
    select single_class_id, ${coach} from single_classes where single_class_id > ${after}`));
  await db.execute(sql.raw(`insert into class_instructors (single_class_id, instructor_id)
    select single_class_id, (${coach}) % ${BUSY_STUDIO.coaches} + 1 from single_classes
    where single_class_id > ${after} and ${mille('single_class_id + 17')} < 100`));
};

/**
 * Their places: customers distinct within a class (a step coprime with the
 * customer count), some cancelled (a few late), the rest attended, missed
 * or (1 in 20) never marked, some rated.
 */
const addReservations = (db: Db, after: number) => {
  const { cancelledPerMille, latePerMille, fillFrom, fillSpread } = REPORTS_YEAR;
  const roll = mille('sc.single_class_id * 31 + k');
  const cancelled = `${roll} < ${cancelledPerMille}`;
  return db.execute(sql.raw(`
    insert into class_reservations (single_class_id, customer_id, attend, deleted_at, class_stars, coach_stars, created_at)
    select sc.single_class_id,
      ((sc.single_class_id * 7919 + k * 104729) % ${BUSY_STUDIO.customers}) + 1,
      case when ${cancelled} then null when ${roll} < 850 then true when ${roll} < 950 then false end,
      case when ${roll} < ${latePerMille} then sc.class_date - interval '3 hours'
        when ${cancelled} then sc.class_date - interval '2 days' end,
      case when ${roll} between ${cancelledPerMille} and 230 then 3 + ${roll} % 3 end,
      case when ${roll} between ${cancelledPerMille} and 230 then 3 + (${roll} / 3) % 3 end,
      sc.class_date - interval '3 days'
    from single_classes sc
    cross join lateral generate_series(1, (sc.capacity * (${fillFrom} + ${mille('sc.single_class_id')} % ${fillSpread})) / 100) as k
    where sc.single_class_id > ${after}`));
};

const PACKAGES = `(values ${BUSY_PACKAGES.map((pkg, index) =>
  `(${index + 1}, '${pkg.title}', ${pkg.price}::numeric, ${pkg.class_amount}, ${pkg.expiration_days}, ${'is_subscription' in pkg})`).join(', ')}) as pkg(id, title, price, classes, days, subscription)`;

/**
 * A year of sales and their charges: one invoice a purchase (pending for
 * pending cash), a subscription's each month until it was cancelled or today.
 */
const addSales = async (db: Db, first: string, last: string, zone: string, now: Date) => {
  const { salesPerDay } = REPORTS_YEAR;
  const roll = mille(`extract(epoch from d)::bigint / 86400 * ${salesPerDay} + n`);
  await db.execute(sql`insert into payment_methods (name, kind) values ('Tarjeta', 'card'), ('Efectivo', 'cash')`);
  await db.execute(sql`insert into discounts (code, amount) values ('ANUAL100', 100)`);
  await db.execute(sql`
    with sale as (
      select (d + make_interval(mins => 480 + n * 15)) at time zone ${zone} as at, n, ${sql.raw(roll)} as roll
      from generate_series(${first}::timestamp, ${last}::timestamp, interval '1 day') as d
      cross join generate_series(1, ${salesPerDay}) as n
    ),
    priced as (
      select sale.*, pkg.*
      from sale join ${sql.raw(PACKAGES)} on pkg.id = case when roll % 10 < 4 then 1 when roll % 10 < 7 then 2 when roll % 10 < 9 then 3 else 4 end
    )
    insert into purchases (customer_id, class_package_id, title, amount, total_payment, status, class_amount, expiration_days,
      payment_method_id, discount_id, subscription_period, subscription_interval, cancelled_at, created_at, updated_at)
    select (roll * 7 + n * 131) % ${BUSY_STUDIO.customers} + 1, id, title, price,
      price - case when roll < 50 then 100 else 0 end,
      case when subscription and roll % 3 = 0 and at + interval '45 days' < ${now} then 'cancelled'
        when subscription then 'active' when roll >= 970 then 'pending' else 'completed' end,
      classes, days,
      (select payment_method_id from payment_methods where kind = case when roll >= 970 or roll % 4 = 0 then 'cash' else 'card' end limit 1),
      case when roll < 50 then (select discount_id from discounts where code = 'ANUAL100') end,
      case when subscription then 'month' end, case when subscription then 1 end,
      case when subscription and roll % 3 = 0 and at + interval '45 days' < ${now} then at + interval '45 days' end,
      at, at
    from priced`);
  await db.execute(sql`
    insert into invoices (purchase_id, customer_id, total_payment, status, created_at)
    select p.purchase_id, p.customer_id, p.total_payment, case when p.status = 'pending' then 'pending' else 'completed' end, charge
    from purchases p
    cross join lateral generate_series(p.created_at,
      case when p.subscription_period is null then p.created_at else coalesce(p.cancelled_at, ${now}) end, interval '1 month') as charge
    where p.payment_method_id is not null and p.created_at >= ${first}::timestamp at time zone ${zone}`);
};

/** The admin who reads the reports (the role the server checks is her account's). */
const addAdmin = async (db: Db): Promise<BenchPerson> => {
  const uid = 'bench-reports-admin';
  const email = 'duena@estudio-ocupado.test';
  await db.execute(sql`insert into accounts (uid, email, role) values (${uid}, ${email}, 'admin')`);
  const result = (await db.execute(sql`insert into customers (uid, email, name, last_name) values (${uid}, ${email}, 'Dueña', 'del Estudio')
    returning customer_id`)) as unknown as { rows: { customer_id: number }[] };
  return { customerId: result.rows[0]?.customer_id ?? 0, uid, email };
};

/**
 * Adds the year before the busy studio's weeks, in one transaction, then
 * vacuums and analyses. `now` is the benchmark's clock.
 */
export const seedReportsYear = async (db: Db, plan: StudioPlan, zone: string, now: number): Promise<ReportsYear> => {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  const start = today.minus({ days: 364 });
  const busyFirst = DateTime.fromJSDate(plan.week.from, { zone }).minus({ weeks: BUSY_STUDIO.weeksBefore });
  const first = start.toISODate() ?? '';
  const last = busyFirst.minus({ days: 1 }).toISODate() ?? '';
  const admin = await db.transaction(async (tx) => {
    const [before] = ((await tx.execute(sql`select coalesce(max(single_class_id), 0)::int as id from single_classes`)) as unknown as { rows: { id: number }[] }).rows;
    const after = before?.id ?? 0;
    await addClasses(tx, first, last, zone);
    await addCoaches(tx, after);
    await addReservations(tx, after);
    await addSales(tx, first, today.minus({ days: 1 }).toISODate() ?? '', zone, new Date(now));
    return addAdmin(tx);
  });
  await db.execute(sql`vacuum analyze`);
  return {
    startDate: first, endDate: today.toISODate() ?? '',
    classes: await count(db, 'single_classes'), reservations: await count(db, 'class_reservations'),
    purchases: await count(db, 'purchases'), invoices: await count(db, 'invoices'), admin,
  };
};
