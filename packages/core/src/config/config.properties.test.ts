import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ConfigEntry } from '../api/schemas/appconfig.schemas.js';
import { SETTINGS, SETTING_KEYS } from './config.keys.js';
import { parseIdentityProvider, parseStudioConfig } from './config.parse.js';
import { bannerTarget, whatsappLink } from './config.rules.js';

const entries = (values: Record<string, string | null>): ConfigEntry[] =>
  Object.entries(values).map(([key, value]) => ({ key, value }));

describe('properties', () => {
  const anyEntry = fc.record({
    key: fc.oneof(fc.constantFrom(...SETTING_KEYS), fc.string(), fc.constantFrom('__proto__', 'constructor')),
    value: fc.option(fc.oneof(fc.string(), fc.constantFrom('1', '0', 'true', 'false', '12', '-3', '{"provider":"firebase"}'))),
  });

  it('never throws, whatever the entries', () => {
    fc.assert(
      fc.property(fc.array(anyEntry), (list) => {
        const config = parseStudioConfig(list);
        expect(config.files.packagesPath.startsWith('/')).toBe(true);
        expect(Object.values(config.appearance.colors).every((c) => /^#[0-9a-f]{3,8}$/.test(c))).toBe(true);
        expect(config.rules.timezone).not.toBe('');
      }),
    );
  });

  it('tolerates values that are not even entries', () => {
    const junk = fc.array(fc.oneof(fc.constant(null), fc.integer(), fc.object(), fc.string()));
    fc.assert(fc.property(junk, (list) => void parseStudioConfig(list as unknown as ConfigEntry[])));
  });

  it('ignores unknown keys', () => {
    const unknown = fc.record({
      key: fc.string().filter((key) => !Object.prototype.hasOwnProperty.call(SETTINGS, key)),
      value: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(unknown), (list) => {
        expect(parseStudioConfig(list)).toEqual(parseStudioConfig([]));
      }),
    );
  });

  it('reads every flag back as set', () => {
    const flagKeys = SETTING_KEYS.filter((key) => SETTINGS[key].kind === 'boolean');
    fc.assert(
      fc.property(fc.constantFrom(...flagKeys), fc.boolean(), (key, on) => {
        const changed = parseStudioConfig(entries({ [key]: on ? '1' : '0' }));
        const base = parseStudioConfig(entries({ [key]: on ? 'false' : 'true' }));
        expect(changed).not.toEqual(base);
      }),
    );
  });

  it('always builds a wa.me link with the 52 prefix and ten digits', () => {
    const digits = fc.stringMatching(/^\d{10,13}$/);
    fc.assert(
      fc.property(digits, (number) => {
        expect(whatsappLink(number)).toMatch(/^https:\/\/wa\.me\/52\d{10}$/);
      }),
    );
  });

  it('never gives a banner target outside http(s) or a local path', () => {
    fc.assert(
      fc.property(fc.string(), (link) => {
        const target = bannerTarget(parseStudioConfig(entries({ domain: 'estudio.test' })), link);
        if (target?.kind === 'internal') expect(target.path.startsWith('/')).toBe(true);
        if (target?.kind === 'external') expect(target.url).toMatch(/^https?:\/\//i);
      }),
    );
  });

  it('reads identity_provider exactly as its zod description would', () => {
    // The reader is written by hand to keep zod out of the first bundle; this schema is its oracle.
    const FirebaseIdentity = z.object({
      provider: z.literal('firebase'),
      apiKey: z.string().trim().min(1),
      authDomain: z.string().trim().min(1),
      projectId: z.string().trim().min(1),
      emailLink: z.boolean().catch(false),
      social: z.array(z.string().trim().toLowerCase().min(1)).catch([]),
    });
    const oracle = (data: unknown) => {
      const parsed = FirebaseIdentity.safeParse(data);
      return parsed.success ? { ...parsed.data, social: [...new Set(parsed.data.social)] } : { provider: 'server' };
    };
    const text = fc.oneof(fc.string(), fc.constantFrom(' ', ' Google ', 'google', 'FACEBOOK', 'k'));
    const value = fc.oneof(text, fc.boolean(), fc.integer(), fc.constant(null), fc.array(fc.oneof(text, fc.integer())));
    const setup = fc.record(
      {
        provider: fc.oneof(fc.constant('firebase'), value),
        apiKey: fc.oneof(text, value),
        authDomain: fc.oneof(text, value),
        projectId: fc.oneof(text, value),
        emailLink: value,
        social: value,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(setup, value), (data) => {
        expect(parseIdentityProvider(JSON.stringify(data))).toEqual(oracle(data));
      }),
      { numRuns: 500 },
    );
  });
});
