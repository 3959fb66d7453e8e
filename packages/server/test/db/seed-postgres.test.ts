import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { seedIfEmpty } from '../../src/db/seed/index.js';
import { createTestDatabase, isPostgresAvailable, type TestDatabase } from '../support/postgres.js';
import { countRows, dumpRows } from './table-dump.js';
import { openTestPglite } from '../support/postgres.js';

const NOW = new Date('2025-03-12T15:30:00Z');

describe.skipIf(!isPostgresAvailable())('the seed on PostgreSQL', () => {
  let created: TestDatabase;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    created = (await createTestDatabase()) as TestDatabase;
    [first, second] = await Promise.all([
      openDatabase({ databaseUrl: created.url }),
      openDatabase({ databaseUrl: created.url }),
    ]).catch(async (error: unknown) => {
      await created.drop();
      throw error;
    });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await created?.drop();
  });

  it('seeds once when two servers start at the same time', async () => {
    const results = await Promise.all([
      seedIfEmpty(first.db, { demo: true, now: NOW }),
      seedIfEmpty(second.db, { demo: true, now: NOW }),
    ]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    expect((await countRows(first.db)).accounts).toBe(28);
  });

  it('writes the same studio as PGlite', async () => {
    const pglite = await openTestPglite();
    try {
      await seedIfEmpty(pglite.db, { demo: true, now: NOW });
      expect(await dumpRows(first.db)).toEqual(await dumpRows(pglite.db));
    } finally {
      await pglite.close();
    }
  });
});
