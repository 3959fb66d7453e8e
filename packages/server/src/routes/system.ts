import { asc, sql } from 'drizzle-orm';
import { isTakenPackagesPath, normalizePackagesPath, SETTINGS, type ConfigEntry, type Routes } from '@estudio/core';
import { settings } from '../db/schema/index.js';
import type { AppServices } from '../http/services.js';
import type { Handler } from './handler.js';

/** The settings key the front end reads to choose its identity adapter. */
export const IDENTITY_PROVIDER_KEY = 'identity_provider';

const storedExtras = (value: string | null | undefined): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(value ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const { emailLink, social } = parsed as Record<string, unknown>;
    return { ...(typeof emailLink === 'boolean' ? { emailLink } : {}), ...(Array.isArray(social) ? { social } : {}) };
  } catch {
    return {};
  }
};

/**
 * The identity provider actually running, so the front end never offers a
 * provider the server does not verify. Firebase keys come from the
 * environment; the stored setting may add emailLink and social sign-in.
 */
export const identityProviderValue = (services: AppServices, stored: string | null | undefined): string => {
  if (services.identity !== 'firebase') return JSON.stringify({ provider: 'server' });
  const { apiKey, authDomain, projectId } = services.firebase;
  return JSON.stringify({ provider: 'firebase', apiKey, authDomain, projectId, ...storedExtras(stored) });
};

const health: Handler<Routes['health']> = async ({ db }) => {
  await db.execute(sql`select 1`);
  return { status: 'ok' };
};

/** The settings key of the subscription provider's public client id (the PayPal script loads with it). */
export const PROVIDER_CLIENT_ID_KEY = 'subscription_provider_client_id';

/** Keys whose value the running server decides, whatever is stored. */
const SERVED_KEYS: readonly string[] = [IDENTITY_PROVIDER_KEY, PROVIDER_CLIENT_ID_KEY];

/**
 * The packages path the app can route (spec 2: /paquetes or the studio's
 * own, and /mystudio with it): a path another screen holds ('/membresias'
 * is 'Mis Compras' at /mystudio/membresias) would send the packages link
 * there, so it is served as the default, as an unreadable one already is.
 */
const routablePackagesPath = (entry: ConfigEntry): ConfigEntry =>
  entry.key === 'class_packages_path' && isTakenPackagesPath(normalizePackagesPath(entry.value ?? ''))
    ? { key: entry.key, value: SETTINGS.class_packages_path.default }
    : entry;

/**
 * Every setting row (secrets live in another table and are never listed).
 * The identity provider and the PayPal client id are the ones this server
 * runs with, so the browser never loads a provider the server does not
 * answer for (PAYPAL_CLIENT_ID; without it the stored value, usually none),
 * and the packages path is one no other screen holds.
 */
const appConfig: Handler<Routes['appConfig']> = async ({ db, services }) => {
  const rows = await db.select().from(settings).orderBy(asc(settings.key));
  const stored = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  const config: ConfigEntry[] = rows.filter((row) => !SERVED_KEYS.includes(row.key)).map(routablePackagesPath);
  config.push({ key: IDENTITY_PROVIDER_KEY, value: identityProviderValue(services, stored(IDENTITY_PROVIDER_KEY)) });
  config.push({ key: PROVIDER_CLIENT_ID_KEY, value: services.subscriptionProvider?.clientId ?? stored(PROVIDER_CLIENT_ID_KEY) });
  return { config };
};

/** GET /health and GET /appconfig. */
export const systemHandlers = { health, appConfig };
