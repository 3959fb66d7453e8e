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

type SettingRows = StudioSettings['rows'];

/** The settings last parsed: they seldom change, and most requests parse them. */
let lastParsed: StudioSettings | null = null;

const sameRows = (a: SettingRows, b: SettingRows): boolean =>
  a.length === b.length && a.every((row, index) => row.key === b[index]?.key && row.value === b[index]?.value);

/**
 * The settings' rows as read, in key order, with the configuration they
 * make (core's `parseStudioConfig`, a pure function of the rows): rows
 * equal to the last ones parsed reuse their configuration, which is never
 * changed in place (its types are read-only).
 */
export const studioSettingsOf = (rows: SettingRows): StudioSettings => {
  if (lastParsed === null || !sameRows(lastParsed.rows, rows)) lastParsed = { rows, config: parseStudioConfig(rows) };
  return { rows, config: lastParsed.config };
};

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
