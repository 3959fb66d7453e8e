import { asc } from 'drizzle-orm';
import { parseStudioConfig, type StudioConfig } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

/**
 * The studio's configuration, read from its settings the way the web reads
 * `GET /appconfig`, so both apply the same flags and rules.
 */
export const loadStudioConfig = async (db: Db): Promise<StudioConfig> =>
  parseStudioConfig(await db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(asc(settings.key)));
