import { describe, expect, it } from 'vitest';
import { defaultConfigEntries, parseStudioConfig } from '../config/index.js';
import { creditOptionsFor } from './credit-options.rules.js';

describe('creditOptionsFor', () => {
  it('reads the zone and both restriction flags at the moment given', () => {
    const config = parseStudioConfig(
      defaultConfigEntries({ timezone: 'America/Monterrey', allow_restricted_class_types: 'true', allow_restricted_times: 'false' }),
    );
    expect(creditOptionsFor(config, 42)).toEqual({ now: 42, zone: 'America/Monterrey', restrictTypes: true, restrictTimes: false });
    const open = parseStudioConfig(defaultConfigEntries({ allow_restricted_times: 'true' }));
    expect(creditOptionsFor(open, 7)).toMatchObject({ restrictTypes: false, restrictTimes: true });
  });
});
