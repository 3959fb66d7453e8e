import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { loadPgliteTemplate } from './pglite-template.js';

/** A fresh, empty PostgreSQL database of one test file, and how to drop it. */
export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * The admin URL the global setup provides, or null when there is no
 * PostgreSQL (the global setup has already warned, or failed under CI=true).
 */
export const postgresAdminUrl = (): string | null => {
  const url = inject('postgresAdminUrl') ?? null;
  if (!url && process.env.CI === 'true') throw new Error('PostgreSQL is required under CI=true.');
  return url;
};

/** Whether PostgreSQL tests can run: use with `describe.skipIf(!isPostgresAvailable())`. */
export const isPostgresAvailable = (): boolean => postgresAdminUrl() !== null;

const withAdmin = async <T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** Creates a new empty database for the caller; null when PostgreSQL is unavailable. */
export const createTestDatabase = async (): Promise<TestDatabase | null> => {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) return null;
  const name = `estudio_test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
};

/**
 * A migrated PGlite database in memory, started from the template the global
 * setup built (a second or so, against several to create a cluster).
 */
export const openTestPglite = async (): Promise<Database> => {
  const path = inject('pgliteTemplatePath');
  return openDatabase({ dataDir: 'memory://', loadDataDir: path ? await loadPgliteTemplate(path) : undefined });
};

/**
 * Opens a migrated database of the given kind: PGlite in memory, or a fresh
 * PostgreSQL database dropped again by `close()`. Null when PostgreSQL is unavailable.
 */
export async function openTestDatabase(kind: 'pglite'): Promise<Database>;
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<Database | null>;
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<Database | null> {
  if (kind === 'pglite') return openTestPglite();
  const created = await createTestDatabase();
  if (!created) return null;
  const database = await openDatabase({ databaseUrl: created.url }).catch(async (error: unknown) => {
    await created.drop();
    throw error;
  });
  return {
    db: database.db,
    kind: database.kind,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
