import type { ConfigEntry } from '../api/schemas/appconfig.schemas.js';
import { appearance, checkout, commerce, contact, features, files, rules, sections } from './config.groups.js';
import type { IdentityProviderConfig, StudioConfig } from './config.model.js';
import { settingValues } from './config.values.js';

/*
 * Reading the settings list into a StudioConfig, kept apart from the rules
 * that read a StudioConfig (config.rules.ts): a page that comes with its
 * configuration already parsed (the server's boot data) never loads this.
 */

/** The server's own identity provider: the fallback for anything unreadable. */
export const SERVER_IDENTITY: IdentityProviderConfig = { provider: 'server' };

/** A text with something besides spaces, trimmed; null otherwise. */
const filledText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Social sign-in names, lowercase and once each; anything but a list of names means none. */
const socialProviders = (value: unknown): string[] => {
  if (!Array.isArray(value)) return [];
  const names = value.map((name) => (typeof name === 'string' ? name.trim().toLowerCase() : ''));
  return names.includes('') ? [] : [...new Set(names)];
};

/**
 * A complete Firebase setup, or null. Read by hand rather than with a zod
 * schema: this runs before the first render, and the browser's first bundle
 * carries no schema library (docs/contexts/config.md).
 */
function firebaseIdentity(data: unknown): IdentityProviderConfig | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const setup = data as Record<string, unknown>;
  const apiKey = filledText(setup.apiKey);
  const authDomain = filledText(setup.authDomain);
  const projectId = filledText(setup.projectId);
  if (setup.provider !== 'firebase' || apiKey === null || authDomain === null || projectId === null) return null;
  return { provider: 'firebase', apiKey, authDomain, projectId, emailLink: setup.emailLink === true, social: socialProviders(setup.social) };
}

/** Reads the identity_provider JSON; anything but a complete Firebase setup means the server's own. */
export function parseIdentityProvider(text: string): IdentityProviderConfig {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return SERVER_IDENTITY;
  }
  return firebaseIdentity(data) ?? SERVER_IDENTITY;
}

/**
 * Builds the typed studio configuration from GET /appconfig's list. Never
 * throws: unknown keys are ignored, unreadable values fall back to their
 * defaults, and missing keys take the defaults of `SETTINGS`.
 */
export function parseStudioConfig(entries: readonly ConfigEntry[] | null | undefined): StudioConfig {
  const v = settingValues(entries);
  return {
    appearance: appearance(v),
    sections: sections(v),
    commerce: commerce(v),
    checkout: checkout(v),
    contact: contact(v),
    features: features(v),
    rules: rules(v),
    files: files(v),
    identity: parseIdentityProvider(v.identity_provider),
  };
}
