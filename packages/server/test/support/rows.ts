import type { SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/**
 * Runs raw SQL and returns its rows. `Db` is typed over every driver, so
 * `execute` answers `unknown`; PGlite and node-postgres both answer `{ rows }`.
 */
export const queryRows = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};
