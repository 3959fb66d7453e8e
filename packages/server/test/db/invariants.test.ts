import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { isPostgresAvailable, openTestDatabase } from '../support/postgres.js';
import { sqlState } from './table-dump.js';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';
const FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT: PostgreSQL 17 (PGlite) answers restrict_violation, earlier versions foreign_key_violation. */
const REFUSED_DELETE = ['23001', FOREIGN_KEY_VIOLATION];

/** One class with a spot map and two customers: the least the rules need. */
const fixture = async (db: Db) => {
  await db.insert(t.accounts).values([
    { uid: 'uid-a', email: 'a@estudio.test' },
    { uid: 'uid-b', email: 'b@estudio.test' },
  ]);
  const [a, b] = await db
    .insert(t.customers)
    .values([
      { uid: 'uid-a', email: 'a@estudio.test', name: 'Ana' },
      { uid: 'uid-b', email: 'b@estudio.test', name: 'Bea' },
    ])
    .returning();
  const [type] = await db.insert(t.classTypes).values({ name: 'Cycling', spot_map: '2,2' }).returning();
  const [location] = await db.insert(t.locations).values({ name: 'Roma' }).returning();
  const [single] = await db
    .insert(t.singleClasses)
    .values({ class_date: new Date('2030-01-01T14:00:00Z'), capacity: 4, class_type_id: type!.class_type_id, location_id: location!.location_id })
    .returning();
  return { a: a!.customer_id, b: b!.customer_id, classId: single!.single_class_id };
};

const kinds = [
  { kind: 'pglite' as const, available: true },
  { kind: 'postgres' as const, available: isPostgresAvailable() },
];

describe.each(kinds)('database invariants on $kind', ({ kind, available }) => {
  let database: Database;
  let ids: Awaited<ReturnType<typeof fixture>>;
  const book = (customer_id: number, extra: Partial<typeof t.classReservations.$inferInsert> = {}) =>
    database.db.insert(t.classReservations).values({ single_class_id: ids.classId, customer_id, ...extra }).returning();

  beforeAll(async () => {
    if (!available) return;
    database = (await openTestDatabase(kind)) as Database;
    ids = await fixture(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it.skipIf(!available)('a customer holds one live place per class; a cancelled one frees it; guests are separate', async () => {
    const [first] = await book(ids.a);
    expect(await sqlState(book(ids.a))).toBe(UNIQUE_VIOLATION);
    expect(await sqlState(book(ids.a, { guest: 'Carla' }))).toBeUndefined();
    await database.db.update(t.classReservations).set({ deleted_at: new Date() }).where(eq(t.classReservations.class_reservation_id, first!.class_reservation_id));
    expect(await sqlState(book(ids.a))).toBeUndefined();
  });

  it.skipIf(!available)('a spot is held by one live reservation; cancelling frees it', async () => {
    const [held] = await book(ids.b, { spot: '3' });
    expect(await sqlState(book(ids.a, { spot: '3', guest: 'Dora' }))).toBe(UNIQUE_VIOLATION);
    await database.db.update(t.classReservations).set({ deleted_at: new Date() }).where(eq(t.classReservations.class_reservation_id, held!.class_reservation_id));
    expect(await sqlState(book(ids.a, { spot: '3', guest: 'Dora' }))).toBeUndefined();
  });

  it.skipIf(!available)('credits never go below -1 (unlimited)', async () => {
    const insert = (available_classes: number) => database.db.insert(t.availableClasses).values({ customer_id: ids.a, available_classes });
    expect(await sqlState(insert(-1))).toBeUndefined();
    expect(await sqlState(insert(0))).toBeUndefined();
    expect(await sqlState(insert(-2))).toBe(CHECK_VIOLATION);
  });

  it.skipIf(!available)('ratings stay within 1 to 5 stars', async () => {
    expect(await sqlState(book(ids.b, { guest: 'Eva', class_stars: 6 }))).toBe(CHECK_VIOLATION);
    expect(await sqlState(book(ids.b, { guest: 'Eva', coach_stars: 0 }))).toBe(CHECK_VIOLATION);
  });

  it.skipIf(!available)('one waitlist entry, one accepted page, one favourite per customer', async () => {
    const wait = () => database.db.insert(t.waitlists).values({ single_class_id: ids.classId, customer_id: ids.b });
    expect(await sqlState(wait())).toBeUndefined();
    expect(await sqlState(wait())).toBe(UNIQUE_VIOLATION);
    const [page] = await database.db.insert(t.pages).values({ slug: 'terminos', title: 'Términos' }).returning();
    const accept = () => database.db.insert(t.acceptedPages).values({ page_id: page!.page_id, customer_id: ids.b });
    expect(await sqlState(accept())).toBeUndefined();
    expect(await sqlState(accept())).toBe(UNIQUE_VIOLATION);
  });

  it.skipIf(!available)('a reservation needs an existing class, a class type in use stays, a customer takes what is hers', async () => {
    expect(await sqlState(database.db.insert(t.classReservations).values({ single_class_id: 999_999, customer_id: ids.a }))).toBe(
      FOREIGN_KEY_VIOLATION,
    );
    expect(REFUSED_DELETE).toContain(await sqlState(database.db.delete(t.classTypes)));
    expect(REFUSED_DELETE).toContain(await sqlState(database.db.delete(t.locations)));
    await database.db.delete(t.accounts).where(eq(t.accounts.uid, 'uid-b'));
    expect(await database.db.select().from(t.customers).where(eq(t.customers.customer_id, ids.b))).toEqual([]);
    expect(await database.db.select().from(t.classReservations).where(eq(t.classReservations.customer_id, ids.b))).toEqual([]);
  });
});
