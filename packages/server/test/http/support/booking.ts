import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { roleFrom, type SettingKey } from '@estudio/core';
import { createIdTokens, type IdTokens } from '../../../src/auth/id-tokens.js';
import { signingKeySource } from '../../../src/auth/signing-key.js';
import type { Db } from '../../../src/db/client.js';
import {
  accounts, availableClasses, classReservations, classTypes, customers, locations, settings, singleClasses,
} from '../../../src/db/schema/index.js';
import { query } from './db-inspect.js';
import { DEMO, JWT_SECRET, type Answer, type Harness } from './harness.js';

const HOUR = 60 * 60 * 1000;

/** The tables a booking may write: a refused request must leave every one of them exactly as it was. */
export const BOOKING_TABLES = [
  'class_reservations', 'available_classes', 'waitlists', 'outbox', 'class_reservation_penalties', 'customers',
] as const;

/** A digest of every row of the booking tables (row counts miss updates, e.g. a credit spent). */
export const bookingDigest = async (db: Db): Promise<Record<string, string>> => {
  const digest: Record<string, string> = {};
  for (const table of BOOKING_TABLES) {
    const [row] = await query(db, sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${table}" t`));
    digest[table] = String(row?.d);
  }
  return digest;
};

/** Sets a studio setting (spec 3, Settings) as an admin would. */
export const setSetting = async (db: Db, key: SettingKey, value: string): Promise<void> => {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
};

/** Sets several settings, runs `work`, and puts the old values back. */
export const withSettings = async <T>(db: Db, values: Partial<Record<SettingKey, string>>, work: () => Promise<T>): Promise<T> => {
  const keys = Object.keys(values) as SettingKey[];
  const before = await db.select().from(settings);
  for (const key of keys) await setSetting(db, key, values[key] ?? '');
  try {
    return await work();
  } finally {
    for (const key of keys) {
      const old = before.find((row) => row.key === key);
      if (old) await setSetting(db, key, old.value ?? '');
      else await db.delete(settings).where(eq(settings.key, key));
    }
  }
};

/** A customer made for a test, with her identity account. */
export interface TestCustomer {
  readonly customerId: number;
  readonly uid: string;
  readonly email: string;
  readonly name: string;
}

/** Signs ID tokens with the harness's key and clock, so tests need no scrypt sign-in (fast, and valid after the clock moves). */
export const tokenSigner = (h: Harness): IdTokens => createIdTokens(signingKeySource(h.db, JWT_SECRET), h.clock);

/** Options of `makeCustomers`. */
export interface CustomerOptions {
  /** Balance of one credit each (-1 unlimited); none when undefined. */
  readonly credits?: number;
  readonly creditExpiresAt?: Date | null;
  /** Unlimited membership until this instant (null: it never ends). */
  readonly unlimitedUntil?: Date | null;
}

/** Creates `count` customers (account, customer row, and optionally one credit each) straight in the database. */
export const makeCustomers = async (db: Db, count: number, options: CustomerOptions = {}): Promise<TestCustomer[]> => {
  const batch = randomUUID().slice(0, 8);
  const people = Array.from({ length: count }, (_, index) => ({
    uid: `test-${batch}-${index}`, email: `clienta-${batch}-${index}@prueba.test`, name: `Clienta ${index}`,
  }));
  if (count === 0) return [];
  await db.insert(accounts).values(people.map(({ uid, email }) => ({ uid, email, password_hash: null, role: 'customer' })));
  const unlimited = options.unlimitedUntil !== undefined;
  const rows = await db.insert(customers).values(people.map(({ uid, email, name }) => ({
    uid, email, name, last_name: 'Prueba', has_unlimited: unlimited, unlimited_membership_expiration: options.unlimitedUntil ?? null,
  }))).returning();
  if (options.credits !== undefined) {
    await db.insert(availableClasses).values(rows.map((row) => ({
      customer_id: row.customer_id, available_classes: options.credits ?? 0, expiration_date: options.creditExpiresAt ?? null,
    })));
  }
  return rows.map((row) => ({ customerId: row.customer_id, uid: row.uid, email: row.email, name: row.name }));
};

/** A token of a test customer, signed now. */
export const tokenOf = (h: Harness, customer: TestCustomer): Promise<string> =>
  tokenSigner(h).sign({ sub: customer.uid, email: customer.email, role: 'customer' });

/** A new customer who buys in a test, with her token. */
export interface Buyer {
  readonly customer: TestCustomer;
  readonly token: string;
}

/** A fresh customer and her token: each test buys as someone with nothing bought. */
export const newBuyer = async (h: Harness): Promise<Buyer> => {
  const [customer] = (await makeCustomers(h.db, 1)) as [TestCustomer];
  return { customer, token: await tokenOf(h, customer) };
};

/** A token of a demo account, signed now with the role its account holds. */
const demoToken = async (h: Harness, email: string): Promise<string> => {
  const [account] = await h.db.select().from(accounts).where(eq(accounts.email, email));
  if (!account) throw new Error(`The demo account ${email} is missing`);
  return tokenSigner(h).sign({ sub: account.uid, email: account.email, role: roleFrom(account.role) });
};

/** A token of the demo admin, signed now. */
export const adminToken = (h: Harness): Promise<string> => demoToken(h, DEMO.admin);

/** A token of the demo front desk (recepcion, role 'staff'), signed now. */
export const staffToken = (h: Harness): Promise<string> => demoToken(h, DEMO.staff);

/** The demo admin's and front desk's tokens, signed before the suite's tests run (read them inside tests). */
export const teamTokens = (h: () => Harness): { admin: string; staff: string } => {
  const tokens = { admin: '', staff: '' };
  beforeAll(async () => {
    tokens.admin = await adminToken(h());
    tokens.staff = await staffToken(h());
  });
  return tokens;
};

/** Options of `makeClass`. */
export interface ClassOptions {
  readonly capacity?: number | null;
  /** Start, in hours from the harness's now (may be negative). Default 48. */
  readonly inHours?: number;
  /** A spot map for a new class type of its own ('10,10'); else the class type given or a plain new one. */
  readonly spotMap?: string | null;
  readonly classTypeId?: number;
  readonly packageId?: number | null;
}

/** A class type of a test's own, so its spot map and credits restrictions touch nothing else. */
export const makeClassType = async (db: Db, spotMap: string | null = null): Promise<number> => {
  const [row] = await db.insert(classTypes).values({ name: `Tipo ${randomUUID().slice(0, 6)}`, spot_map: spotMap }).returning();
  if (!row) throw new Error('No class type');
  return row.class_type_id;
};

/** Inserts a class straight in the database (the schedule's own tests cover creating one through the API). */
export const makeClass = async (h: Harness, options: ClassOptions = {}) => {
  const [location] = await h.db.select().from(locations).limit(1);
  if (!location) throw new Error('The demo studio has no location');
  const classTypeId = options.classTypeId ?? (await makeClassType(h.db, options.spotMap ?? null));
  const [row] = await h.db.insert(singleClasses).values({
    class_date: new Date(h.clock.now() + (options.inHours ?? 48) * HOUR),
    capacity: options.capacity === undefined ? 10 : options.capacity,
    class_type_id: classTypeId,
    location_id: location.location_id,
    class_package_id: options.packageId ?? null,
  }).returning();
  if (!row) throw new Error('No class');
  return row;
};

/** A reservation written straight in the database, for a class `inHours` away (past ones cannot be booked through the API). */
export const placeIn = async (
  h: Harness,
  customer: TestCustomer,
  inHours: number,
  extra: Partial<typeof classReservations.$inferInsert> = {},
) => {
  const singleClass = await makeClass(h, { inHours });
  const [row] = await h.db.insert(classReservations)
    .values({ single_class_id: singleClass.single_class_id, customer_id: customer.customerId, ...extra })
    .returning();
  if (!row) throw new Error('no reservation');
  return row;
};

/** The credits of a customer. */
export const creditsOf = (db: Db, customerId: number) =>
  db.select().from(availableClasses).where(eq(availableClasses.customer_id, customerId)).orderBy(availableClasses.available_class_id);

/**
 * Sends a request that must be refused with `status` and `code` (and, when
 * given, exactly `message`), and checks that no booking table changed.
 */
export const expectRefused = async (
  h: Harness,
  send: () => Promise<Answer>,
  expected: { status: number; code: string; message?: string },
): Promise<Answer> => {
  const before = await bookingDigest(h.db);
  const answer = await send();
  expect(answer.status, answer.text).toBe(expected.status);
  expect(answer.body?.code, answer.text).toBe(expected.code);
  if (expected.message !== undefined) expect(answer.body?.message).toBe(expected.message);
  expect(typeof answer.body?.message).toBe('string');
  expect(await bookingDigest(h.db), `${expected.code} wrote something`).toEqual(before);
  return answer;
};
