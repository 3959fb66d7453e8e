/**
 * The profile form (1) and the address form (6) as a startup step
 * (`ensureStudioForms`, run by `startServer` after `seedIfEmpty`): a studio
 * seeded before they came with the seed gets them at its next start, a
 * second start changes nothing, the demo is left as it is, and the owner's
 * own forms keep taking ids after them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { ADDRESS_FORM_ID, PROFILE_FORM_ID } from '@estudio/core';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/db/client.js';
import { formFields, forms } from '../../src/db/schema/index.js';
import { ensureStudioForms, seedIfEmpty } from '../../src/db/seed/index.js';
import { DEMO_FORMS } from '../../src/db/seed/demo/content.data.js';
import { seedSettings } from '../../src/db/seed/settings.seed.js';
import { silentLogger } from '../../src/http/logger.js';
import { startServer } from '../../src/index.js';
import { createTestDatabase, isPostgresAvailable, openTestDatabase } from '../support/postgres.js';
import { dumpRows } from './table-dump.js';

const NOW = new Date('2025-06-02T18:00:00Z');
const LATER = new Date('2025-09-01T12:00:00Z');
const KINDS = ['pglite', 'postgres'] as const;

/** A studio as the seed left it before forms 1 and 6 came with it: the settings, no form. */
const seedAsBefore = async (db: Db): Promise<void> => {
  await db.transaction((tx) => seedSettings(tx));
};

const formIds = async (db: Db): Promise<number[]> =>
  (await db.select({ id: forms.form_id }).from(forms).orderBy(asc(forms.form_id))).map((row) => row.id);

const fieldKeys = async (db: Db, formId: number): Promise<string[]> =>
  (await db.select({ key: formFields.key }).from(formFields).where(eq(formFields.form_id, formId)).orderBy(asc(formFields.order))).map((row) => row.key);

const demoKeys = (formId: number): string[] => (DEMO_FORMS[formId - 1]?.fields ?? []).map(([key]) => key);

/** The id the next form the owner creates gets. */
const nextFormId = async (db: Db, name: string): Promise<number> => {
  const [row] = await db.insert(forms).values({ name }).returning({ id: forms.form_id });
  return row?.id ?? 0;
};

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

for (const kind of KINDS) {
  describe.skipIf(kind === 'postgres' && !isPostgresAvailable())(`ensureStudioForms (${kind})`, { timeout: 60_000 }, () => {
    const fresh = async (): Promise<Db> => {
      const database = await openTestDatabase(kind);
      if (!database) throw new Error(`No ${kind} database`);
      opened.push(database);
      return database.db;
    };

    it('gives a studio seeded without forms the profile and address forms with their fields, then her forms start at 7', async () => {
      const db = await fresh();
      await seedAsBefore(db);
      expect(await ensureStudioForms(db, LATER)).toEqual({ added: [PROFILE_FORM_ID, ADDRESS_FORM_ID] });
      expect(await formIds(db)).toEqual([PROFILE_FORM_ID, ADDRESS_FORM_ID]);
      expect(await fieldKeys(db, PROFILE_FORM_ID)).toEqual(demoKeys(PROFILE_FORM_ID));
      expect(await fieldKeys(db, ADDRESS_FORM_ID)).toEqual(demoKeys(ADDRESS_FORM_ID));
      expect(await nextFormId(db, 'Cuestionario de salud')).toBe(ADDRESS_FORM_ID + 1);
    });

    it('changes nothing the second time', async () => {
      const db = await fresh();
      await seedAsBefore(db);
      await ensureStudioForms(db, NOW);
      const before = await dumpRows(db);
      expect(await ensureStudioForms(db, LATER)).toEqual({ added: [] });
      expect(await dumpRows(db)).toEqual(before);
    });

    it('leaves the demo untouched', async () => {
      const db = await fresh();
      await seedIfEmpty(db, { demo: true, now: NOW });
      const before = await dumpRows(db);
      expect(await ensureStudioForms(db, LATER)).toEqual({ added: [] });
      expect(await dumpRows(db)).toEqual(before);
      expect(await nextFormId(db, 'Otro')).toBe(DEMO_FORMS.length + 1);
    });

    it('adds only the missing form, keeps the one the owner has, and never hands out an id twice', async () => {
      const db = await fresh();
      await seedAsBefore(db);
      // Her forms 1 to 8, of which she deleted 2 to 8: the sequence is at 8, ahead of what is left.
      for (let n = 1; n <= 8; n += 1) await nextFormId(db, `Formulario ${n}`);
      await db.delete(forms).where(sql`${forms.form_id} > 1`);
      expect(await ensureStudioForms(db, LATER)).toEqual({ added: [ADDRESS_FORM_ID] });
      expect((await db.select().from(forms).where(eq(forms.form_id, PROFILE_FORM_ID)))[0]?.name).toBe('Formulario 1');
      expect(await fieldKeys(db, PROFILE_FORM_ID)).toEqual([]);
      expect(await nextFormId(db, 'Nuevo')).toBe(9);
    });

    it('moves the sequence past form 6 when her forms stopped before it', async () => {
      const db = await fresh();
      await seedAsBefore(db);
      await nextFormId(db, 'Mi formulario');
      await nextFormId(db, 'Otro formulario');
      expect(await ensureStudioForms(db, LATER)).toEqual({ added: [ADDRESS_FORM_ID] });
      expect(await formIds(db)).toEqual([1, 2, ADDRESS_FORM_ID]);
      expect(await nextFormId(db, 'Nuevo')).toBe(ADDRESS_FORM_ID + 1);
    });
  });
}

describe.skipIf(!isPostgresAvailable())('ensureStudioForms with two servers starting at once (postgres)', () => {
  it('writes each form and its fields once', async () => {
    const created = await createTestDatabase();
    if (!created) throw new Error('No PostgreSQL');
    const [first, second] = await Promise.all([openDatabase({ databaseUrl: created.url }), openDatabase({ databaseUrl: created.url })]);
    try {
      await seedAsBefore(first.db);
      const results = await Promise.all([ensureStudioForms(first.db, NOW), ensureStudioForms(second.db, NOW)]);
      expect(results.flatMap((result) => result.added).sort()).toEqual([PROFILE_FORM_ID, ADDRESS_FORM_ID]);
      expect(await formIds(second.db)).toEqual([PROFILE_FORM_ID, ADDRESS_FORM_ID]);
      const [fields] = await first.db.select({ rows: count() }).from(formFields);
      expect(fields?.rows).toBe(demoKeys(PROFILE_FORM_ID).length + demoKeys(ADDRESS_FORM_ID).length);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await created.drop();
    }
  }, 60_000);
});

describe('startServer', () => {
  it('adds the forms to a studio seeded before them at its next start, and nothing at the one after', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'estudio-seed-forms-'));
    try {
      const before = await openDatabase({ dataDir });
      await seedAsBefore(before.db);
      await before.close();
      // No jobs: a start just after a minute turns would run the recurring ones
      // for the new minute's slot, and this test compares whole databases.
      const start = () => startServer({ port: 0, dataDir, demo: false, webDist: null, logger: silentLogger, jobs: [] });
      const server = await start();
      let dump: Record<string, string[]>;
      try {
        const answer = await fetch(`${server.url}/api/forms/${ADDRESS_FORM_ID}`);
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { form: { form_fields: { key: string }[] } }).form.form_fields.map((field) => field.key)).toEqual(demoKeys(ADDRESS_FORM_ID));
        expect(await formIds(server.db)).toEqual([PROFILE_FORM_ID, ADDRESS_FORM_ID]);
        dump = await dumpRows(server.db);
      } finally {
        await server.close();
      }
      const again = await start();
      try {
        expect(await dumpRows(again.db)).toEqual(dump);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
