import { parseStudioConfig } from '@estudio/core';
import { describe, expect, it } from 'vitest';
import { studioSettingsOf } from './studio-config.js';

const rows = (timezone: string) => [
  { key: 'cancel_timeframe_value', value: '6' },
  { key: 'waitlist_enabled', value: 'true' },
  { key: 'timezone', value: timezone },
];

describe('studioSettingsOf', () => {
  it('parses the rows as core does, and reuses the configuration of rows equal to the last', () => {
    const first = studioSettingsOf(rows('America/Mexico_City'));
    expect(first.config).toEqual(parseStudioConfig(rows('America/Mexico_City')));
    const again = studioSettingsOf(rows('America/Mexico_City'));
    expect(again.config).toBe(first.config);
  });

  it('parses again when a value, a key or the number of rows changed', () => {
    const before = studioSettingsOf(rows('America/Mexico_City'));
    const changed = studioSettingsOf(rows('America/Tijuana'));
    expect(changed.config).not.toBe(before.config);
    expect(changed.config.rules.timezone).toBe('America/Tijuana');
    const fewer = studioSettingsOf(rows('America/Tijuana').slice(0, 2));
    expect(fewer.config).toEqual(parseStudioConfig(rows('America/Tijuana').slice(0, 2)));
    expect(fewer.config.rules.timezone).not.toBe('America/Tijuana');
    expect(studioSettingsOf(rows('America/Tijuana')).config.rules.timezone).toBe('America/Tijuana');
    // The same number of rows and the same values, one key renamed.
    const renamed = studioSettingsOf([...rows('America/Tijuana').slice(0, 2), { key: 'zona', value: 'America/Tijuana' }]);
    expect(renamed.config.rules.timezone).not.toBe('America/Tijuana');
  });
});
