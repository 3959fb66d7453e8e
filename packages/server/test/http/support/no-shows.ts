import { eq } from 'drizzle-orm';
import { outboxMailer } from '../../../src/auth/mailer.js';
import {
  availableClasses, classReservationPenalties, classReservations, locations, settings, singleClasses,
} from '../../../src/db/schema/index.js';
import { NO_SHOW_AUTO_SINCE_KEY, noShowAutoSinceRow } from '../../../src/jobs/no-show-since.js';
import { sweepNoShows, type SweepResult, type SweepServices } from '../../../src/jobs/no-show-sweep.js';
import { mailNotifier } from '../../../src/notify/notifier.js';
import { makeClassType, type TestCustomer } from './booking.js';
import type { Harness } from './harness.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** What the server's loop gives the sweep, over the harness's database and logger (links name http://localhost, as the app's). */
export const sweepServices = (h: Harness): SweepServices => ({
  notifier: mailNotifier(outboxMailer(h.logger), h.logger),
  logger: h.logger,
  origin: () => 'http://localhost',
});

/** One sweep at `now` (default the harness's clock), as the server's loop runs it. */
export const sweep = (h: Harness, now = h.clock.now()): Promise<SweepResult> => sweepNoShows(h.db, sweepServices(h), now);

/** A class of the test's own type starting at `start` (epoch ms), `minutes` long. */
export const classAt = async (h: Harness, start: number, minutes = 50, extra: Partial<typeof singleClasses.$inferInsert> = {}) => {
  const [location] = await h.db.select().from(locations).limit(1);
  if (!location) throw new Error('The demo studio has no location');
  const [row] = await h.db.insert(singleClasses).values({
    class_date: new Date(start), duration_minutes: minutes, capacity: 10,
    class_type_id: await makeClassType(h.db), location_id: location.location_id, ...extra,
  }).returning();
  if (!row) throw new Error('No class');
  return row;
};

/**
 * A place of `customer` in a class, written straight in the database (past
 * classes cannot be booked through the API), booked a day before the class
 * (`created_at`) unless `extra` says otherwise: the sweep leaves a place
 * written after its class ended to the roster.
 */
export const placeAt = async (
  h: Harness,
  singleClassId: number,
  customer: TestCustomer,
  extra: Partial<typeof classReservations.$inferInsert> = {},
) => {
  const [singleClass] = await h.db.select().from(singleClasses).where(eq(singleClasses.single_class_id, singleClassId));
  if (!singleClass) throw new Error(`No class ${singleClassId}`);
  const [row] = await h.db.insert(classReservations)
    .values({ single_class_id: singleClassId, customer_id: customer.customerId, created_at: new Date(singleClass.class_date.getTime() - DAY), ...extra })
    .returning();
  if (!row) throw new Error('No reservation');
  return row;
};

/** A place of `customer` in a class of its own that started `hoursAgo` hours ago (50 minutes long). */
export const placeAgo = async (h: Harness, customer: TestCustomer, hoursAgo: number, extra: Partial<typeof classReservations.$inferInsert> = {}) => {
  const singleClass = await classAt(h, h.clock.now() - hoursAgo * HOUR);
  return placeAt(h, singleClass.single_class_id, customer, extra);
};

/** A reservation as stored now. */
export const placeNow = async (h: Harness, id: number) => {
  const [row] = await h.db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id));
  if (!row) throw new Error(`No reservation ${id}`);
  return row;
};

/** A customer's penalties, oldest first. */
export const penaltiesOf = (h: Harness, customer: TestCustomer) =>
  h.db.select().from(classReservationPenalties)
    .where(eq(classReservationPenalties.customer_id, customer.customerId))
    .orderBy(classReservationPenalties.penalty_id);

/**
 * Says 'Registrar faltas automáticamente' was turned on at `at` (the
 * server keeps it as `no_show_auto_since`; the demo seed writes its seeding
 * time, which is the harness clock's start): suites that sweep classes
 * earlier than that say the studio turned it on before them.
 */
export const switchedOnAt = async (h: Harness, at: number) => {
  const row = noShowAutoSinceRow(at);
  await h.db.insert(settings).values(row).onConflictDoUpdate({ target: settings.key, set: { value: row.value } });
};

/** When the server says the setting was turned on, as stored. */
export const switchedOnAtNow = async (h: Harness): Promise<string | null> =>
  (await h.db.select().from(settings).where(eq(settings.key, NO_SHOW_AUTO_SINCE_KEY)))[0]?.value ?? null;

/** The id of `customer`'s first credit (makeCustomers' `credits`), for a place booked with it. */
export const creditIdOf = async (h: Harness, customer: TestCustomer): Promise<number> => {
  const [row] = await h.db.select().from(availableClasses).where(eq(availableClasses.customer_id, customer.customerId)).orderBy(availableClasses.available_class_id);
  if (!row) throw new Error(`Customer ${customer.customerId} has no credit`);
  return row.available_class_id;
};
