import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { settings } from '../db/schema/index.js';

/**
 * When 'Registrar faltas automáticamente' (no_show_auto_enabled) was last
 * turned on, as an ISO instant in the `settings` table. The server writes
 * it, never a client (it is no setting key, so PUT /appconfig refuses it):
 * PUT /appconfig when a write turns the flag on, the demo seed at seeding,
 * and the sweep itself when it finds the flag on without it (a studio that
 * turned it on before this row existed). The sweep records only places due
 * from then on, so turning the setting on never turns the studio's past
 * week into no-shows, and penalties, at once.
 */
export const NO_SHOW_AUTO_SINCE_KEY = 'no_show_auto_since';

/** The settings row that says the flag was turned on at `at`. */
export const noShowAutoSinceRow = (at: number | Date) => ({
  key: NO_SHOW_AUTO_SINCE_KEY,
  value: new Date(at).toISOString(),
});

const readSince = async (db: Db): Promise<number | null> => {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, NO_SHOW_AUTO_SINCE_KEY));
  const at = row?.value ? Date.parse(row.value) : Number.NaN;
  return Number.isFinite(at) ? at : null;
};

/**
 * When the sweep starts counting: the stored moment, or, when the flag is on
 * and none is stored (or it is unreadable), `now`, written for the next
 * passes (two servers doing so at once write moments a pass apart).
 */
export const noShowAutoSince = async (db: Db, now: number): Promise<number> => {
  const stored = await readSince(db);
  if (stored !== null) return stored;
  const row = noShowAutoSinceRow(now);
  await db.insert(settings).values(row).onConflictDoUpdate({ target: settings.key, set: { value: row.value } });
  return now;
};

/**
 * The row PUT /appconfig adds when its write turns no_show_auto_enabled on
 * (from off or from never written): none when the write leaves it as it
 * was or turns it off.
 */
export const noShowAutoSinceOnWrite = async (
  db: Db,
  written: readonly { readonly key: string; readonly value: string }[],
  now: number,
): Promise<{ key: string; value: string }[]> => {
  if (!written.some((row) => row.key === 'no_show_auto_enabled' && row.value === 'true')) return [];
  const [before] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'no_show_auto_enabled'));
  return before?.value === 'true' ? [] : [noShowAutoSinceRow(now)];
};
