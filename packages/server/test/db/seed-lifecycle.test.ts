import { eq } from 'drizzle-orm';
import { ADDRESS_FORM_ID, PROFILE_FORM_ID, SETTING_KEYS, SETTINGS } from '@estudio/core';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/password.js';
import type { Database } from '../../src/db/client.js';
import { openTestPglite } from '../support/postgres.js';
import { accounts, customers, discounts, forms, settings } from '../../src/db/schema/index.js';
import { seedIfEmpty } from '../../src/db/seed/index.js';
import { countRows, dumpRows } from './table-dump.js';

const NOW = new Date('2025-06-02T18:00:00Z');

const opened: Database[] = [];
const fresh = async (): Promise<Database> => {
  const database = await openTestPglite();
  opened.push(database);
  return database;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

/** Tables a migration fills itself, not the seed: the schedule's catalogue version (migration 0019). */
const MIGRATION_ROWS = new Set(['schedule_versions']);
const nonEmpty = (counts: Record<string, number>) =>
  Object.keys(counts).filter((name) => (counts[name] ?? 0) > 0 && !MIGRATION_ROWS.has(name)).sort();

describe('seedIfEmpty', () => {
  it('does nothing the second time', async () => {
    const { db } = await fresh();
    expect(await seedIfEmpty(db, { demo: true, now: NOW })).toEqual({ seeded: true });
    const before = await countRows(db);
    expect(await seedIfEmpty(db, { demo: true, now: new Date('2025-07-01T12:00:00Z') })).toEqual({ seeded: false });
    expect(await seedIfEmpty(db, { demo: false, now: NOW, admin: { email: 'otra@estudio.test', password: 'x1234567' } })).toEqual({ seeded: false });
    expect(await countRows(db)).toEqual(before);
  });

  it('writes only the default settings and the profile and address forms without the demo', async () => {
    const { db } = await fresh();
    expect(await seedIfEmpty(db, { demo: false, now: NOW })).toEqual({ seeded: true });
    expect(nonEmpty(await countRows(db))).toEqual(['form_fields', 'forms', 'settings']);
    expect((await db.select({ id: forms.form_id }).from(forms)).map((row) => row.id).sort()).toEqual([PROFILE_FORM_ID, ADDRESS_FORM_ID]);
    const rows = await db.select().from(settings);
    expect(rows.map((row) => row.key).sort()).toEqual([...SETTING_KEYS].sort());
    expect(rows.find((row) => row.key === 'business_name')?.value).toBe(SETTINGS.business_name.default);
  });

  it('adds the given admin, and only it, without the demo', async () => {
    const { db } = await fresh();
    await seedIfEmpty(db, { demo: false, now: NOW, admin: { email: 'Duena@Studio.mx', password: 'secreta99' } });
    expect(nonEmpty(await countRows(db))).toEqual(['accounts', 'customers', 'form_fields', 'forms', 'settings']);
    const [account] = await db.select().from(accounts);
    expect(account?.email).toBe('duena@studio.mx');
    expect(account?.role).toBe('admin');
    expect(await verifyPassword('secreta99', account?.password_hash ?? '')).toBe(true);
    const [customer] = await db.select().from(customers).where(eq(customers.uid, account?.uid ?? ''));
    expect(customer?.email).toBe('duena@studio.mx');
  });

  it('uses the given admin instead of the demo one in demo mode', async () => {
    const { db } = await fresh();
    await seedIfEmpty(db, { demo: true, now: NOW, admin: { email: 'jefa@studio.mx', password: 'otra-clave1' } });
    const admins = await db.select().from(accounts).where(eq(accounts.role, 'admin'));
    expect(admins.map((row) => row.email)).toEqual(['jefa@studio.mx']);
    expect(await verifyPassword('otra-clave1', admins[0]?.password_hash ?? '')).toBe(true);
  });

  it('leaves nothing behind when a step fails midway, and can seed again afterwards', async () => {
    const { db } = await fresh();
    // A discount holding a code of the demo makes the discounts step fail after settings, files and more were written.
    await db.insert(discounts).values({ code: 'FIJO100', amount: '5.00' });
    await expect(seedIfEmpty(db, { demo: true, now: NOW })).rejects.toThrow();
    expect(nonEmpty(await countRows(db))).toEqual(['discounts']);
    await db.delete(discounts);
    expect(await seedIfEmpty(db, { demo: true, now: NOW })).toEqual({ seeded: true });
  });

  it('seeds the same studio twice from the same moment', async () => {
    const [first, second] = await Promise.all([fresh(), fresh()]);
    await seedIfEmpty(first.db, { demo: true, now: NOW });
    await seedIfEmpty(second.db, { demo: true, now: NOW });
    expect(await dumpRows(second.db)).toEqual(await dumpRows(first.db));
  });

  it('runs in well under three seconds on PGlite', async () => {
    const { db } = await fresh();
    const started = performance.now();
    // The rows, not scrypt: OWASP's cost alone takes about a second here (password.test.ts checks it).
    await seedIfEmpty(db, { demo: true, now: NOW, passwordCost: { N: 2 ** 12, r: 8, p: 1 } });
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
