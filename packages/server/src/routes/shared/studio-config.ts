import { asc, sql, type SQL } from 'drizzle-orm';
import { parseStudioConfig, type StudioConfig } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { settings } from '../../db/schema/index.js';

/** The studio's settings as stored, and as parsed: a request that needs both reads them once and hands them down. */
export interface StudioSettings {
  readonly rows: readonly { readonly key: string; readonly value: string | null }[];
  readonly config: StudioConfig;
}

/** The settings' rows as read, in key order, with the configuration they make. */
export const studioSettingsOf = (rows: StudioSettings['rows']): StudioSettings => ({ rows, config: parseStudioConfig(rows) });

/**
 * The settings' rows as one JSON column of a larger statement, in the key
 * order `loadStudioSettings` reads them in: a booking reads them with its
 * class's facts (`readBookingFacts`), one round trip fewer.
 */
export const settingsColumn = (): SQL<StudioSettings['rows']> =>
  sql<StudioSettings['rows']>`(select coalesce(json_agg(json_build_object('key', ${settings.key}, 'value', ${settings.value})
    order by ${settings.key}), '[]'::json) from ${settings})`;

/** Reads the studio's settings once (`StudioSettings`), with a statement built once and named (`preparedOn`): most requests read them. */
export const loadStudioSettings = async (db: Db): Promise<StudioSettings> => {
  const statement = preparedOn(db, 'studio_settings', () =>
    db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(asc(settings.key)).prepare('studio_settings'));
  return studioSettingsOf(await statement.execute());
};

/**
 * The studio's configuration, read from its settings the way the web reads
 * `GET /appconfig`, so both apply the same flags and rules.
 */
export const loadStudioConfig = async (db: Db): Promise<StudioConfig> => (await loadStudioSettings(db)).config;
