import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { UPLOAD_FIELD_TYPES } from '@estudio/core';
import type { Db } from '../../db/client.js';
import {
  classPackages, classTypes, customerCustomValues, customers, customFields, instructors, programs, purchases, videos,
} from '../../db/schema/index.js';

/**
 * Every column that names a file by foreign key. Their `on delete set null`
 * would quietly blank a package's image or a coach's photo; DELETE /files
 * refuses instead while any of them names the file. The migrations test
 * holds this list to the database's own foreign keys on `files`.
 */
export const FILE_REFERENCES: readonly { readonly table: PgTable; readonly column: AnyColumn }[] = [
  { table: customers, column: customers.file_id },
  { table: classTypes, column: classTypes.image_file_id },
  { table: programs, column: programs.file_id },
  { table: instructors, column: instructors.file_id },
  { table: classPackages, column: classPackages.image_file_id },
  { table: classPackages, column: classPackages.downloadable_file_id },
  { table: classPackages, column: classPackages.receipt_file_id },
  { table: purchases, column: purchases.receipt_file_id },
  { table: videos, column: videos.thumbnail_file_id },
  { table: videos, column: videos.file_id },
];

/** A customer's value of an upload custom field holds the id (alone, or in a list such as '[3,41]'). */
const customValueHolds = (fileId: number): SQL => sql`exists (${
  sql`select 1 from ${customerCustomValues} inner join ${customFields} on ${and(
    eq(customFields.custom_field_id, customerCustomValues.custom_field_id),
    inArray(customFields.type, [...UPLOAD_FIELD_TYPES]),
  )} where (',' || regexp_replace(coalesce(${customerCustomValues.value}, ''), '[^0-9]+', ',', 'g') || ',') like ${`%,${fileId},%`}`
})`;

/**
 * True while anything of the studio still uses the file: a foreign key
 * (a profile photo, a class type's image, a package's download…) or a
 * customer's upload custom field. Run after locking the file's row: a
 * foreign key written meanwhile must wait for that lock, so none slips in
 * between this check and the delete.
 */
export const isFileInUse = async (db: Db, fileId: number): Promise<boolean> => {
  const checks = [
    ...FILE_REFERENCES.map(({ table, column }) => sql`exists (select 1 from ${table} where ${column} = ${fileId})`),
    customValueHolds(fileId),
  ];
  // PGlite and node-postgres both answer `{ rows }`; `Db` types `execute` over every driver.
  const result = (await db.execute(sql`select (${sql.join(checks, sql` or `)}) as used`)) as unknown as { rows: { used: boolean }[] };
  return result.rows[0]?.used === true;
};
