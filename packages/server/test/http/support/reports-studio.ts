import { DateTime } from 'luxon';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.js';
import {
  accounts, availableClasses, classInstructors, classPackages, classReservations, classTypes, customers, discounts,
  instructors, invoices, locations, paymentMethods, purchases, settings, singleClasses,
} from '../../../src/db/schema/index.js';

/**
 * A small studio whose every report figure is known by hand (issue 16,
 * 'Reportes': the equality test). Rows are written straight into the
 * tables at wall-clock times of the studio's zone, around the range
 * 2026-03-01 … 2026-03-15, the range 2026-03-16 … 2026-03-22 (which holds
 * 'today', 2026-03-20 12:00, and a class still to come) and 'today'. The
 * same studio is written in two zones (`STUDIOS`): Mexico City (UTC-6 all
 * year since 2022) with a 12-hour cancel window, and New York, whose clocks
 * go forward on Sunday 8 March 2026, with a one-day window counted on the
 * calendar. Each row's comment says which figure it feeds;
 * reports-equality.test.ts holds the expected figures, computed by hand
 * from these comments.
 */

/** How a studio is set: its zone and cancel window. */
export interface StudioSetting {
  readonly zone: string;
  readonly cancel: { readonly value: string; readonly unit: string };
}

export const STUDIOS = {
  mexico: { zone: 'America/Mexico_City', cancel: { value: '12', unit: 'hours' } },
  newYork: { zone: 'America/New_York', cancel: { value: '1', unit: 'days' } },
} as const satisfies Record<string, StudioSetting>;

export const RANGE = { start_date: '2026-03-01', end_date: '2026-03-15' } as const;
/** The week after, Monday to Sunday: it holds 'today' and a class still to come. */
export const WEEK_WITH_TODAY = { start_date: '2026-03-16', end_date: '2026-03-22' } as const;

/** A wall-clock time of the studio in `zone` as the Date a row stores. */
export const localIn = (zone: string, text: string): Date => DateTime.fromISO(text, { zone }).toJSDate();

/** 'Today' of the test's clock: 2026-03-20 12:00 in the studio. */
export const todayIn = (zone: string): number => localIn(zone, '2026-03-20T12:00').getTime();

/** The ids of what the studio holds, for the expectations. */
export interface ReportStudio {
  readonly customers: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'S', number>;
  readonly packages: { readonly ten: number; readonly unlimited: number };
  readonly methods: { readonly card: number; readonly cash: number };
  readonly coaches: { readonly ana: number; readonly angela: number; readonly beto: number };
  readonly types: { readonly cycling: number; readonly yoga: number };
  readonly locations: { readonly roma: number; readonly condesa: number };
  readonly purchases: { readonly pending: number; readonly pendingBefore: number; readonly pendingAfter: number };
  readonly credits: { readonly aTen: number; readonly eUnlimited: number };
}

const PEOPLE = [
  // key, created (studio time), role, membership end (has_unlimited when set)
  ['A', '2025-06-01T10:00', 'customer', null],
  ['B', '2026-03-01T00:00', 'customer', null], // new: the range's first instant
  ['C', '2026-03-15T23:59', 'customer', '2026-03-24T12:00'], // new: the last minute; her membership renews (running subscription)
  ['D', '2026-03-16T00:00', 'customer', null], // not new: the next day's first instant
  ['E', '2026-01-10T10:00', 'customer', '2026-04-10T12:00'], // membership ends after the 7 days
  ['F', '2026-02-01T10:00', 'customer', null],
  ['G', '2025-01-01T10:00', 'customer', '2026-03-25T12:00'], // membership ends within 7 days, no subscription; never came: at risk
  ['H', '2025-05-05T10:00', 'customer', null], // only expired credits: not at risk
  ['S', '2026-03-05T10:00', 'staff', null], // the team: in no list, whatever she holds or attends
] as const;

const insertPeople = async (db: Db, local: (text: string) => Date): Promise<ReportStudio['customers']> => {
  const ids: Partial<Record<string, number>> = {};
  for (const [key, created, role, until] of PEOPLE) {
    const uid = `report-${key}`;
    const email = `${key.toLowerCase()}@reportes.test`;
    await db.insert(accounts).values({ uid, email, role, created_at: local(created) });
    const [row] = await db.insert(customers).values({
      uid, email, name: `Cliente ${key}`, last_name: 'Prueba', phone: `55000000${PEOPLE.findIndex((p) => p[0] === key)}`,
      created_at: local(created), has_unlimited: until !== null, unlimited_membership_expiration: until === null ? null : local(until),
    }).returning({ id: customers.customer_id });
    ids[key] = row?.id;
  }
  return ids as ReportStudio['customers'];
};

const one = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error('nothing was written');
  return row;
};

/** Writes the studio's settings, catalogue, sales, classes and credits in `setting`'s zone; answers its ids. */
export const seedReportStudio = async (db: Db, setting: StudioSetting): Promise<ReportStudio> => {
  const local = (text: string) => localIn(setting.zone, text);
  await db.insert(settings).values([
    { key: 'timezone', value: setting.zone },
    { key: 'cancel_timeframe_value', value: setting.cancel.value },
    { key: 'cancel_timeframe_unit', value: setting.cancel.unit },
  ]).onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  const c = await insertPeople(db, local);
  const roma = (await one(db.insert(locations).values({ name: 'Roma' }).returning())).location_id;
  const condesa = (await one(db.insert(locations).values({ name: 'Condesa' }).returning())).location_id;
  const cycling = (await one(db.insert(classTypes).values({ name: 'Cycling' }).returning())).class_type_id;
  const yoga = (await one(db.insert(classTypes).values({ name: 'Yoga' }).returning())).class_type_id;
  const ana = (await one(db.insert(instructors).values({ name: 'Ana', last_name: 'López' }).returning())).instructor_id;
  const beto = (await one(db.insert(instructors).values({ name: 'Beto', last_name: 'Ruiz' }).returning())).instructor_id;
  // Spanish sorts her between Ana and Beto; a C collation would put her after Beto.
  const angela = (await one(db.insert(instructors).values({ name: 'Ángela', last_name: 'Díaz' }).returning())).instructor_id;
  const ten = (await one(db.insert(classPackages).values({ title: 'Paquete 10', price: '1000.00', class_amount: 10 }).returning())).class_package_id;
  const unlimited = (await one(db.insert(classPackages).values({
    title: 'Ilimitado', price: '1900.00', class_amount: -1, is_subscription: true, subscription_period: 'month', subscription_interval: 1,
  }).returning())).class_package_id;
  const card = (await one(db.insert(paymentMethods).values({ name: 'Tarjeta', kind: 'card' }).returning())).payment_method_id;
  const cash = (await one(db.insert(paymentMethods).values({ name: 'Efectivo', kind: 'cash' }).returning())).payment_method_id;
  const promo = (await one(db.insert(discounts).values({ code: 'PROMO', amount: '100.00' }).returning())).discount_id;

  const sale = async (row: {
    customer: number; pkg: number; title: string; amount: string; total: string; status: string; method: number | null;
    at: string; discount?: number; subscription?: boolean; cancelled?: string; invoices: readonly [string, string, string][];
  }) => {
    const purchase = await one(db.insert(purchases).values({
      customer_id: row.customer, class_package_id: row.pkg, title: row.title, amount: row.amount, total_payment: row.total,
      status: row.status, payment_method_id: row.method, discount_id: row.discount ?? null, created_at: local(row.at),
      subscription_period: row.subscription ? 'month' : null, subscription_interval: row.subscription ? 1 : null,
      cancelled_at: row.cancelled ? local(row.cancelled) : null,
    }).returning());
    for (const [when, total, status] of row.invoices) {
      await db.insert(invoices).values({ purchase_id: purchase.purchase_id, customer_id: row.customer, total_payment: total, status, created_at: local(when) });
    }
    return purchase.purchase_id;
  };
  // Revenue 1000 on Mon 2 March, card, 'Paquete 10'.
  const p1 = await sale({ customer: c.A, pkg: ten, title: 'Paquete 10', amount: '1000.00', total: '1000.00', status: 'completed', method: card, at: '2026-03-02T10:00', invoices: [['2026-03-02T10:00', '1000.00', 'completed']] });
  // Revenue 900 on Mon 9 March, card, with PROMO: a discount of 100.
  await sale({ customer: c.B, pkg: ten, title: 'Paquete 10', amount: '1000.00', total: '900.00', status: 'completed', method: card, discount: promo, at: '2026-03-09T12:00', invoices: [['2026-03-09T12:00', '900.00', 'completed']] });
  // Revenue 1900 at 23:59 of the last day, cash already paid, 'Ilimitado': a subscription started.
  const p3 = await sale({ customer: c.C, pkg: unlimited, title: 'Ilimitado', amount: '1900.00', total: '1900.00', status: 'active', method: cash, subscription: true, at: '2026-03-15T23:59', invoices: [['2026-03-15T23:59', '1900.00', 'completed']] });
  // Cash still pending: 1000 on Thu 5 March; 800 before the range; 600 after it, before today. As of today, 2400 in all, whatever the range.
  const pending = await sale({ customer: c.D, pkg: ten, title: 'Paquete 10', amount: '1000.00', total: '1000.00', status: 'pending', method: cash, at: '2026-03-05T09:00', invoices: [['2026-03-05T09:00', '1000.00', 'pending']] });
  const pendingBefore = await sale({ customer: c.A, pkg: ten, title: 'Paquete 10', amount: '800.00', total: '800.00', status: 'pending', method: cash, at: '2026-02-20T10:00', invoices: [['2026-02-20T10:00', '800.00', 'pending']] });
  const pendingAfter = await sale({ customer: c.B, pkg: ten, title: 'Paquete 10', amount: '600.00', total: '600.00', status: 'pending', method: cash, at: '2026-03-18T10:00', invoices: [['2026-03-18T10:00', '600.00', 'pending']] });
  // Revenue 500 on Wed 11 March with no payment method (a deleted one): 'Sin método de pago'.
  await sale({ customer: c.H, pkg: ten, title: 'Paquete 10', amount: '500.00', total: '500.00', status: 'completed', method: null, at: '2026-03-11T16:00', invoices: [['2026-03-11T16:00', '500.00', 'completed']] });
  // In the range but never paid: a subscription still pending (not started) and a PROMO purchase whose card failed (no discount given).
  await sale({ customer: c.F, pkg: unlimited, title: 'Ilimitado', amount: '1900.00', total: '1900.00', status: 'pending', method: card, subscription: true, at: '2026-03-06T10:00', invoices: [] });
  await sale({ customer: c.G, pkg: ten, title: 'Paquete 10', amount: '1000.00', total: '900.00', status: 'failed', method: card, discount: promo, at: '2026-03-07T11:00', invoices: [] });
  // Outside: 00:00 of the day after the range, and 23:59 of the day before it.
  await sale({ customer: c.E, pkg: ten, title: 'Paquete 10', amount: '1000.00', total: '1000.00', status: 'completed', method: card, at: '2026-03-16T00:00', invoices: [['2026-03-16T00:00', '1000.00', 'completed']] });
  await sale({ customer: c.A, pkg: ten, title: 'Paquete 10', amount: '1000.00', total: '1000.00', status: 'completed', method: card, at: '2026-02-28T23:59', invoices: [['2026-02-28T23:59', '1000.00', 'completed']] });
  // A subscription started before the range (not started in it), renewed in it (revenue 1900 on Tue 10 March, card), cancelled in it.
  const p7 = await sale({
    customer: c.E, pkg: unlimited, title: 'Ilimitado', amount: '1900.00', total: '1900.00', status: 'cancelled', method: card, subscription: true,
    at: '2026-02-10T08:00', cancelled: '2026-03-12T08:00',
    invoices: [['2026-02-10T08:00', '1900.00', 'completed'], ['2026-03-10T08:00', '1900.00', 'completed']],
  });

  const credit = async (customer: number, classes: number, expires: string | null, purchase: number | null = null) =>
    (await one(db.insert(availableClasses).values({
      customer_id: customer, purchase_id: purchase, available_classes: classes, expiration_date: expires === null ? null : local(expires),
    }).returning())).available_class_id;
  const aTen = await credit(c.A, 8, '2026-03-25T10:00', p1); // expiring within 7 days
  await credit(c.C, -1, '2026-03-24T12:00', p3); // renewed by her running subscription: not expiring
  const eUnlimited = await credit(c.E, -1, '2026-03-22T12:00', p7); // her subscription was cancelled: expiring
  await credit(c.F, 3, '2026-04-30T12:00'); // usable, after the 7 days: F is at risk
  await credit(c.B, 0, '2026-03-21T12:00'); // nothing left: nothing expires
  await credit(c.H, 4, '2026-03-01T12:00'); // expired: H is not at risk
  await credit(c.S, 5, '2026-03-23T12:00'); // the team's: in no list

  const lesson = async (row: { at: string; type: number; location: number; coaches: number[]; capacity: number | null; cancelled?: string }) => {
    const made = await one(db.insert(singleClasses).values({
      class_date: local(row.at), class_type_id: row.type, location_id: row.location, capacity: row.capacity,
      cancelled_at: row.cancelled ? local(row.cancelled) : null,
    }).returning());
    for (const coach of row.coaches) await db.insert(classInstructors).values({ single_class_id: made.single_class_id, instructor_id: coach });
    return made.single_class_id;
  };
  const place = (single_class_id: number, customer_id: number, more: Partial<typeof classReservations.$inferInsert> = {}) =>
    db.insert(classReservations).values({ single_class_id, customer_id, ...more });

  // K1, Tue 3 March 07:00, Cycling at Roma with Ana, 10 places.
  const k1 = await lesson({ at: '2026-03-03T07:00', type: cycling, location: roma, coaches: [ana], capacity: 10 });
  await place(k1, c.A, { attend: true, class_stars: 5, coach_stars: 4 });
  await place(k1, c.B, { attend: true, class_stars: 3, coach_stars: 5 });
  await place(k1, c.C, { attend: false });
  await place(k1, c.D); // nobody marked her: unmarked, still a visit
  await place(k1, c.A, { guest: 'Invitada de A', attend: true }); // a place, not A's visit
  await place(k1, c.E, { deleted_at: local('2026-03-03T01:00') }); // 6 hours before: a late cancel
  await place(k1, c.F, { deleted_at: local('2026-03-01T09:00') }); // two days before: not late
  // K2, Tue 10 March 19:00, Yoga at Condesa with Beto and Ángela, 4 places, full.
  const k2 = await lesson({ at: '2026-03-10T19:00', type: yoga, location: condesa, coaches: [beto, angela], capacity: 4 });
  await place(k2, c.A, { attend: true });
  await place(k2, c.E, { attend: true, class_stars: 4, coach_stars: 4 });
  await place(k2, c.F, { attend: false });
  await place(k2, c.S, { attend: true }); // the team's: a place taken, nobody's visit in 'Clientes'
  // K3, Sat 14 March 09:00, Cycling at Condesa with Ana and Beto, 5 places.
  const k3 = await lesson({ at: '2026-03-14T09:00', type: cycling, location: condesa, coaches: [ana, beto], capacity: 5 });
  await place(k3, c.B, { attend: true, class_stars: 2, coach_stars: 3 });
  // K4, cancelled by the studio: counted only as a cancelled class.
  const k4 = await lesson({ at: '2026-03-12T07:00', type: yoga, location: roma, coaches: [ana], capacity: 8, cancelled: '2026-03-11T10:00' });
  await place(k4, c.A, { deleted_at: local('2026-03-11T10:00') });
  // K6, Thu 5 March 07:00, Yoga at Roma with Beto, no capacity: in the totals, in no fill rate.
  const k6 = await lesson({ at: '2026-03-05T07:00', type: yoga, location: roma, coaches: [beto], capacity: null });
  await place(k6, c.C, { attend: true });
  // K8, Sun 8 March 09:00 (New York's clocks went forward at 02:00 that night), Yoga at Roma with Beto, no capacity: in the totals,
  // in no fill rate. Both places cancelled the day before. A one-day window counted on the calendar closes at 09:00 on the 7th:
  // 08:30 is in time (though only 23.5 hours before the class in New York, so a 24-hour count would call it late), 09:30 is late.
  // A 12-hour window closes at 21:00 on the 7th: neither is late.
  const k8 = await lesson({ at: '2026-03-08T09:00', type: yoga, location: roma, coaches: [beto], capacity: null });
  await place(k8, c.G, { deleted_at: local('2026-03-07T08:30') });
  await place(k8, c.H, { deleted_at: local('2026-03-07T09:30') });
  // Outside the range: Mon 16 March 00:00 (B's visit of the last 30 days), Sat 28 Feb 23:30, and F's visit in January.
  const k5 = await lesson({ at: '2026-03-16T00:00', type: cycling, location: roma, coaches: [ana], capacity: 10 });
  await place(k5, c.B, { attend: true, class_stars: 1, coach_stars: 1 });
  const k7 = await lesson({ at: '2026-02-28T23:30', type: cycling, location: roma, coaches: [ana], capacity: 10 });
  await place(k7, c.D, { attend: true });
  const k0 = await lesson({ at: '2026-01-05T07:00', type: cycling, location: roma, coaches: [ana], capacity: 10 });
  await place(k0, c.F, { attend: true });
  // K9, Sun 22 March 10:00, after 'today': Cycling at Condesa with Ana, 6 places, A and C booked. Scheduled, not taught; nobody's visit yet.
  const k9 = await lesson({ at: '2026-03-22T10:00', type: cycling, location: condesa, coaches: [ana], capacity: 6 });
  await place(k9, c.A);
  await place(k9, c.C);

  return {
    customers: c, packages: { ten, unlimited }, methods: { card, cash }, coaches: { ana, angela, beto }, types: { cycling, yoga },
    locations: { roma, condesa }, purchases: { pending, pendingBefore, pendingAfter }, credits: { aTen, eUnlimited },
  };
};
