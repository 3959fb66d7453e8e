import { inArray, sql } from 'drizzle-orm';
import { REQUEST_ERRORS, fill, isSettingKey, messages, type Routes, type SettingKey } from '@estudio/core';
import { classPackages, settings } from '../db/schema/index.js';
import { failure } from '../http/errors.js';
import { noShowAutoSinceOnWrite } from '../jobs/no-show-since.js';
import type { Handler } from './handler.js';
import { systemHandlers } from './system.js';

/** Settings that name a class package by its id ('' for none). */
const PACKAGE_KEYS: readonly SettingKey[] = ['signup_fee', 'home_checkout_package_id'];

/** A setting's value as the `settings` table stores it: flags as 'true'/'false', the rest as the text sent. */
const stored = (value: boolean | string): string => (typeof value === 'boolean' ? String(value) : value);

/**
 * PUT /appconfig ('Configuración', issue 15): writes the settings sent, and
 * only those, in the request's transaction, so a refused one (a package id
 * that names no package) writes none. Nothing caches settings: every page
 * and route reads the table per request (GET /appconfig, the page's boot
 * data and appearance, `loadStudioConfig`), so every server process serves
 * the change from its next request. Answers the list as GET /appconfig does.
 */
const appConfigUpdate: Handler<Routes['appConfigUpdate']> = async (ctx) => {
  const rows = Object.entries(ctx.body).flatMap(([key, value]) =>
    isSettingKey(key) && (typeof value === 'boolean' || typeof value === 'string') ? [{ key, value: stored(value) }] : []);
  const packageIds = rows.filter((row) => PACKAGE_KEYS.includes(row.key) && row.value !== '').map((row) => Number(row.value));
  if (packageIds.length > 0) {
    const found = await ctx.db.select({ id: classPackages.class_package_id }).from(classPackages).where(inArray(classPackages.class_package_id, packageIds));
    const missing = packageIds.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) throw failure(REQUEST_ERRORS.invalidBody, fill(messages.deskSettings.packageMissing, { id: String(missing) }));
  }
  // Turning 'Registrar faltas automáticamente' on records when (issue 16): the sweep leaves the studio's past to the roster.
  const since = await noShowAutoSinceOnWrite(ctx.db, rows, ctx.now);
  await ctx.db.insert(settings).values([...rows, ...since]).onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  return systemHandlers.appConfig(ctx as unknown as Parameters<typeof systemHandlers.appConfig>[0]);
};

/** PUT /appconfig. */
export const settingsHandlers = { appConfigUpdate };
