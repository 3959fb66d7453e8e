import { SETTINGS, type ConfigEntry, type LandingSectionId, type SettingKey, type SettingsBody } from '@estudio/core';
import { LANDING_IDS, LANDING_KEYS, fieldKind } from './settingsSections.js';

/** '1'/'0'/'true'/'false' in any case, or null (core's `parseBoolean`, kept here so the first load exports nothing more to this screen). */
const parseBoolean = (text: string): boolean | null => {
  const value = text.trim().toLowerCase();
  return value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : null;
};

/** A section form's values: each flag a boolean, every other setting its text. */
export type SettingsValues = Record<string, boolean | string>;

/**
 * The values a section's form starts from: the stored list over spec 3's
 * defaults (a key the database lacks shows its default), flags as booleans
 * (an unreadable flag reads as its default).
 */
export function formValues(entries: readonly ConfigEntry[], keys: readonly SettingKey[]): SettingsValues {
  const stored = new Map(entries.map((entry) => [entry.key, entry.value]));
  return Object.fromEntries(
    keys.map((key) => {
      const value = stored.get(key) ?? SETTINGS[key].default;
      return [key, fieldKind(key) === 'flag' ? (parseBoolean(value) ?? parseBoolean(SETTINGS[key].default) === true) : value];
    }),
  );
}

/** What 'Guardar' sends: only the keys whose value changed (texts compared trimmed, as the server stores them). */
export function changedValues(initial: SettingsValues, values: SettingsValues): SettingsBody {
  const same = (a: boolean | string | undefined, b: boolean | string | undefined) =>
    typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : a === b;
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => !same(initial[key], value))) as SettingsBody;
}

/** The landing sections in the order their settings give (ties and unreadable orders keep core's order). */
export function landingOrder(values: SettingsValues): LandingSectionId[] {
  const rank = (id: LandingSectionId) => {
    const value = Number(values[LANDING_KEYS[id].order]);
    return Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;
  };
  return [...LANDING_IDS].sort((a, b) => rank(a) - rank(b) || LANDING_IDS.indexOf(a) - LANDING_IDS.indexOf(b));
}

/** The order settings for a list of landing sections: 1, 2, 3… from the top. */
export function orderValues(ids: readonly LandingSectionId[]): Record<string, string> {
  return Object.fromEntries(ids.map((id, index) => [LANDING_KEYS[id].order, String(index + 1)]));
}
