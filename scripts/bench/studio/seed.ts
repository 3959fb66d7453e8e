import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../packages/server/src/db/client.js';
import {
  accounts, availableClasses, classInstructors, classPackages, classReservations, classTypes, customers, files, instructors,
  locations, purchases, settings, singleClasses, singleClassTags, tags, waitlists,
} from '../../../packages/server/src/db/schema/index.js';
import { DEMO_SETTINGS } from '../../../packages/server/src/db/seed/index.js';
import type { StudioPlan } from './plan.js';

/** Bind parameters per statement: well under PostgreSQL's 65,535 for every table. */
const PARAMETERS_PER_INSERT = 30_000;

const insertInBatches = async (db: Db, table: PgTable, rows: readonly object[]): Promise<void> => {
  const size = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Object.keys(getTableColumns(table)).length));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as never[]);
  }
};

/** Tables seeded with explicit ids: their sequences must move past them before the app inserts. */
const SERIAL_KEYS: readonly [PgTable, string][] = [
  [files, 'file_id'], [locations, 'location_id'], [classTypes, 'class_type_id'], [instructors, 'instructor_id'],
  [tags, 'tag_id'], [customers, 'customer_id'], [classPackages, 'class_package_id'], [purchases, 'purchase_id'],
  [availableClasses, 'available_class_id'],
  [singleClasses, 'single_class_id'], [classReservations, 'class_reservation_id'], [waitlists, 'waitlist_id'],
];

const moveSequences = async (db: Db): Promise<void> => {
  for (const [table, column] of SERIAL_KEYS) {
    const name = getTableName(table);
    await db.execute(sql.raw(
      `select setval(pg_get_serial_sequence('"${name}"', '${column}'), (select coalesce(max("${column}"), 1) from "${name}"))`,
    ));
  }
};

/** The demo studio's settings (spot maps, waitlist, a 30-minute booking window, its time zone) over the defaults. */
const applySettings = async (db: Db): Promise<void> => {
  const rows = Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value: value ?? '' }));
  await db.insert(settings).values(rows).onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
};

/**
 * Writes the busy studio into a database that holds only default settings
 * (`seedIfEmpty` without the demo), in one transaction, a few thousand rows
 * per statement, then vacuums and refreshes the planner's statistics, as a
 * database that has lived would be: the first measured queries use the same
 * plans as the last, and the customer search's trigram index (PostgreSQL)
 * holds its rows instead of a pending list of 20,000.
 */
export const seedBusyStudio = async (db: Db, plan: StudioPlan): Promise<void> => {
  await db.transaction(async (tx) => {
    await applySettings(tx);
    const tables: [PgTable, readonly object[]][] = [
      [files, plan.files], [locations, plan.locations], [classTypes, plan.classTypes], [instructors, plan.instructors],
      [tags, plan.tags], [accounts, plan.accounts], [customers, plan.customers], [classPackages, plan.packages],
      [purchases, plan.purchases], [availableClasses, plan.credits],
      [singleClasses, plan.classes.map(({ row }) => row)], [classInstructors, plan.classInstructors],
      [singleClassTags, plan.classTags], [classReservations, plan.reservations], [waitlists, plan.waitlists],
    ];
    for (const [table, rows] of tables) await insertInBatches(tx, table, rows);
    await moveSequences(tx);
  });
  await db.execute(sql`vacuum analyze`);
};
