import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createTestDatabase, isPostgresAvailable, type TestDatabase } from '../support/postgres.js';
import { queryRows } from '../support/rows.js';

/** The migrations drizzle-kit generated (drizzle/meta/_journal.json): each applied once. */
const MIGRATIONS = JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

/** Every table of spec section 3 and of the server's own needs, by SQL name. */
const EXPECTED_TABLES = [
  'accepted_pages', 'accounts', 'addresses', 'announcements', 'audit_log', 'available_classes', 'calendar_feeds', 'class_categories', 'class_series',
  'class_instructors', 'class_package_types', 'class_packages', 'class_reservation_penalties',
  'class_reservations', 'class_types', 'custom_fields', 'custom_spot_maps', 'customer_custom_values',
  'customer_milestones', 'customers', 'discounts', 'email_changes', 'favorites', 'files', 'form_fields', 'forms', 'instructors',
  'invoices', 'job_runs', 'locations', 'notice_preferences', 'online_accesses', 'outbox', 'pages', 'password_resets', 'payment_methods',
  'payment_sources', 'programs', 'provider_checkouts', 'provider_customers', 'provider_events', 'provider_plans', 'purchases', 'rate_limit_hits', 'refresh_tokens', 'sandbox_charges', 'schedule_snapshots', 'schedule_versions', 'secrets', 'settings', 'single_class_tags',
  'single_classes', 'tags', 'video_playbacks', 'video_ratings', 'video_tags', 'video_types', 'videos', 'waitlists', 'whatsapp_consents',
];

/** Where a database of each kind lives, so the same one can be opened twice. */
interface Target {
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

const pgliteOnDisk = async (): Promise<Target> => {
  const dir = await mkdtemp(join(tmpdir(), 'estudio-migrate-'));
  return { open: () => openDatabase({ dataDir: join(dir, 'data') }), dispose: () => rm(dir, { recursive: true, force: true }) };
};

const postgres = async (): Promise<Target> => {
  const created = (await createTestDatabase()) as TestDatabase;
  return { open: () => openDatabase({ databaseUrl: created.url }), dispose: () => created.drop() };
};

const kinds = [
  { kind: 'pglite', available: true, target: pgliteOnDisk },
  { kind: 'postgres', available: isPostgresAvailable(), target: postgres },
];

describe.each(kinds)('migrations on $kind', ({ available, target }) => {
  let place: Target;
  let database: Database;

  beforeAll(async () => {
    if (!available) return;
    place = await target();
    database = await place.open();
  });
  afterAll(async () => {
    await database?.close();
    await place?.dispose();
  });

  it.skipIf(!available)('create every table of the schema', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([...EXPECTED_TABLES].sort());
  });

  it.skipIf(!available)('create the partial unique indexes that stop double booking and double spots', async () => {
    const rows = await queryRows<{ indexname: string; indexdef: string }>(
      database.db,
      sql`select indexname, indexdef from pg_indexes where tablename = 'class_reservations' and indexdef like '%UNIQUE%'`,
    );
    const byName = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(byName.class_reservations_spot_unique).toMatch(/WHERE \(\(deleted_at IS NULL\) AND \(spot IS NOT NULL\)\)/);
    expect(byName.class_reservations_customer_unique).toMatch(/WHERE \(\(deleted_at IS NULL\) AND \(guest IS NULL\)\)/);
  });

  it.skipIf(!available)('are applied once: opening the same database again applies nothing and keeps the data', async () => {
    await database.db.execute(sql`insert into settings (key, value) values ('business_name', 'Sigue aquí')`);
    await database.close();
    database = await place.open();
    const applied = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(applied[0]?.count).toBe(MIGRATIONS.entries.length);
    const kept = await queryRows<{ value: string }>(database.db, sql`select value from settings where key = 'business_name'`);
    expect(kept[0]?.value).toBe('Sigue aquí');
  });
});
