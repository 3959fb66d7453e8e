import { asc } from 'drizzle-orm';
import { parseStudioConfig, type StudioConfig } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { settings } from '../../db/schema/index.js';

/** The studio's settings as stored, and as parsed: a request that needs both reads them once and hands them down. */
export interface StudioSettings {
  readonly rows: readonly { readonly key: string; readonly value: string | null }[];
  readonly config: StudioConfig;
}

/** Reads the studio's settings once (`StudioSettings`), with a statement built once and named (`preparedOn`): most requests read them. */
export const loadStudioSettings = async (db: Db): Promise<StudioSettings> => {
  const statement = preparedOn(db, 'studio_settings', () =>
    db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(asc(settings.key)).prepare('studio_settings'));
  const rows = await statement.execute();
  return { rows, config: parseStudioConfig(rows) };
};

/**
 * The studio's configuration, read from its settings the way the web reads
 * `GET /appconfig`, so both apply the same flags and rules.
 */
export const loadStudioConfig = async (db: Db): Promise<StudioConfig> => (await loadStudioSettings(db)).config;
