import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/client.js';
import { encodedPlaceholder, preparedOn } from '../../src/db/prepared.js';
import { outbox } from '../../src/db/schema/index.js';
import { isPostgresAvailable, openTestDatabase } from '../support/postgres.js';
import { queryRows } from '../support/rows.js';

/** Outbox rows of a recipient, through one statement built once (`preparedOn`) wherever it runs. */
const rowsOf = (db: Db, recipient: string) =>
  preparedOn(db, 'test_outbox_of', () => db.select({ body: outbox.body }).from(outbox)
    .where(eq(outbox.recipient, sql.placeholder('recipient'))).orderBy(outbox.outbox_id).prepare('test_outbox_of'))
    .execute({ recipient });

const write = (db: Db, recipient: string, body: string) => db.insert(outbox).values({ channel: 'email', recipient, body });

/** A rollback the test asks for, told apart from a failure. */
class Undo extends Error {}
const thenUndo = async (db: Db, work: (tx: Db) => Promise<void>): Promise<void> => {
  await db.transaction(async (tx) => {
    await work(tx);
    throw new Undo();
  }).catch((error: unknown) => {
    if (!(error instanceof Undo)) throw error;
  });
};

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !isPostgresAvailable())(`preparedOn on ${kind}`, () => {
    let first: Database;
    let second: Database;
    beforeAll(async () => {
      [first, second] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)]) as [Database, Database];
    }, 120_000);
    afterAll(async () => {
      await Promise.all([first?.close(), second?.close()]);
    });

    it("runs a statement built in one transaction on each later transaction's own connection", async () => {
      await thenUndo(first.db, async (tx) => {
        await write(tx, 'a@estudio.mx', 'uno');
        expect(await rowsOf(tx, 'a@estudio.mx')).toEqual([{ body: 'uno' }]);
      });
      // Each transaction sees its own uncommitted row, and never the other's or a rolled-back one.
      await Promise.all(['dos', 'tres'].map((body) => thenUndo(first.db, async (tx) => {
        await write(tx, 'a@estudio.mx', body);
        expect(await rowsOf(tx, 'a@estudio.mx')).toEqual([{ body }]);
      })));
      expect(await rowsOf(first.db, 'a@estudio.mx')).toEqual([]);
    });

    it('builds a statement once per database, for the pool and every transaction', async () => {
      let builds = 0;
      const count = (db: Db) => preparedOn(db, 'test_outbox_count', () => {
        builds += 1;
        return db.select({ id: outbox.outbox_id }).from(outbox).where(eq(outbox.recipient, sql.placeholder('recipient'))).prepare('test_outbox_count');
      }).execute({ recipient: 'd@estudio.mx' });
      await count(first.db);
      await first.db.transaction(async (tx) => { await count(tx); });
      await first.db.transaction(async (tx) => { await count(tx); await count(tx); });
      expect(builds).toBe(1);
      await count(second.db);
      expect(builds).toBe(2);
    });

    it('keeps each database to its own rows', async () => {
      await write(first.db, 'b@estudio.mx', 'en la primera');
      await write(second.db, 'b@estudio.mx', 'en la segunda');
      expect(await rowsOf(first.db, 'b@estudio.mx')).toEqual([{ body: 'en la primera' }]);
      expect(await rowsOf(second.db, 'b@estudio.mx')).toEqual([{ body: 'en la segunda' }]);
      await second.db.transaction(async (tx) => {
        expect(await rowsOf(tx, 'b@estudio.mx')).toEqual([{ body: 'en la segunda' }]);
      });
    });

    it('writes a null given to an encoded placeholder as NULL, and a value as its type', async () => {
      const insert = (db: Db) => preparedOn(db, 'test_outbox_insert', () => db.insert(outbox).values({
        channel: 'email', recipient: sql.placeholder('recipient'), body: '', attachments: encodedPlaceholder('attachments', 'jsonb'),
      }).returning({ id: outbox.outbox_id }).prepare('test_outbox_insert'));
      const file = [{ filename: 'clase.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }];
      await insert(first.db).execute({ recipient: 'c@estudio.mx', attachments: null });
      await insert(first.db).execute({ recipient: 'c@estudio.mx', attachments: JSON.stringify(file) });
      const rows = await queryRows<{ is_null: boolean; kind: string | null }>(first.db, sql`
        select attachments is null as is_null, jsonb_typeof(attachments) as kind from outbox where recipient = 'c@estudio.mx' order by outbox_id`);
      expect(rows).toEqual([{ is_null: true, kind: null }, { is_null: false, kind: 'array' }]);
    });
  });
}
