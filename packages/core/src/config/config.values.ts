import type { ConfigEntry } from '../api/schemas/appconfig.schemas.js';
import { SETTINGS, isSettingKey, type SettingKey, type SettingKeyOf } from './config.keys.js';

/**
 * Tolerant readers of setting values. Every reader falls back to the
 * setting's default when the stored text cannot be read, so a typo in one
 * setting never breaks the studio.
 */

/** The text of every known setting: defaults overlaid with the entries. */
export type SettingValues = Readonly<Record<SettingKey, string>>;

/**
 * Overlays entries on the defaults. Unknown keys, null values and anything
 * that is not a `{key, value}` pair of strings are ignored; the last entry of
 * a key wins.
 */
export function settingValues(entries: readonly ConfigEntry[] | null | undefined): SettingValues {
  const values = Object.fromEntries(
    Object.entries(SETTINGS).map(([key, definition]) => [key, definition.default]),
  ) as Record<SettingKey, string>;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const { key, value } = (entry ?? {}) as Partial<ConfigEntry>;
    if (isSettingKey(key) && typeof value === 'string') values[key] = value;
  }
  return values;
}

/** '1'/'0'/'true'/'false' in any case, or null. */
export function parseBoolean(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Decimal text as a number, or null ('' and '1e3' are not numbers here). */
export function parseNumber(text: string): number | null {
  const value = text.trim();
  return DECIMAL_TEXT.test(value) ? Number(value) : null;
}

/** Reads a flag; an unreadable value means the default. */
export const readFlag = (values: SettingValues, key: SettingKeyOf<'boolean'>): boolean =>
  parseBoolean(values[key]) ?? parseBoolean(SETTINGS[key].default) === true;

/** Reads a number; an unreadable or empty value means the default (null when it has none). */
export const readNumber = (values: SettingValues, key: SettingKeyOf<'number'>): number | null =>
  parseNumber(values[key]) ?? parseNumber(SETTINGS[key].default);

/** Reads a count or id that must be a whole number at least `min`, else null. */
export function readWhole(values: SettingValues, key: SettingKeyOf<'number'>, min: number): number | null {
  const value = readNumber(values, key);
  return value !== null && Number.isInteger(value) && value >= min ? value : null;
}

/** Reads a text as written, trimmed. */
export const readText = (values: SettingValues, key: SettingKeyOf<'text'>): string => values[key].trim();

/** Reads a text that may be unset: an empty value is null. */
export const readOptional = (values: SettingValues, key: SettingKeyOf<'text'>): string | null =>
  readText(values, key) || null;

/** Reads a text that must be non-empty; an empty value means the default. */
export const readLabel = (values: SettingValues, key: SettingKeyOf<'text'>): string =>
  readText(values, key) || SETTINGS[key].default;

/** A colour setting's format: '#rgb', '#rgba', '#rrggbb' or '#rrggbbaa' (what `readColor` takes). */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Reads a colour; anything but hex means the default, so no setting can inject CSS. */
export function readColor(values: SettingValues, key: SettingKeyOf<'color'>): string {
  const value = values[key].trim();
  return HEX_COLOR.test(value) ? value.toLowerCase() : SETTINGS[key].default;
}

/** Reads one of the given options, case-insensitive, or null. */
export function readChoice<T extends string>(
  values: SettingValues,
  key: SettingKeyOf<'choice'>,
  options: readonly T[],
): T | null {
  const value = values[key].trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === value) ?? null;
}

/** The bare host of a domain setting: 'https://Estudio.test/' is 'estudio.test'. */
export function normalizeDomain(text: string): string | null {
  const host = text.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?#]/)[0] ?? '';
  return host.toLowerCase() || null;
}

const PATH_SHAPE = /^(?:\/[\p{L}\p{N}_-]+)+$/u;

/** A packages path always starts with '/' and names a plain route; anything else is '/paquetes'. */
export function normalizePackagesPath(text: string): string {
  const path = `/${text.trim().replace(/^\/+|\/+$/g, '')}`;
  return PATH_SHAPE.test(path) ? path : SETTINGS.class_packages_path.default;
}

/** A URL scheme (`javascript:`, `data:`, `https:`), or a scheme-relative `//host`. */
const SCHEME = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const WEB_SCHEME = /^https?:\/\/\S+$/i;

/**
 * An image or page address from configuration, or null when it is empty or
 * names any scheme but http(s) (`javascript:`, `data:`, `//host`): relative
 * paths and http(s) URLs pass, so configuration never becomes script,
 * wherever the address ends up.
 */
export const readLink = (values: SettingValues, key: SettingKeyOf<'text'>): string | null => {
  const value = readOptional(values, key);
  if (value === null || /\s/.test(value)) return null;
  return !SCHEME.test(value) || WEB_SCHEME.test(value) ? value : null;
};
