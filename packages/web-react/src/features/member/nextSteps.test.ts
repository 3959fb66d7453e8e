import { describe, expect, it } from 'vitest';
import { parseStudioConfig } from '@estudio/core';
import { MEMBER_SCREENS } from './memberLinks.js';
import { nextSteps } from './nextSteps.js';

describe('nextSteps', () => {
  const config = parseStudioConfig([{ key: 'class_packages_path', value: '/planes' }]);

  it('offers only the public pages while no other member screen exists', () => {
    expect(nextSteps(config, new Set([MEMBER_SCREENS.calendar])).map((step) => step.to)).toEqual(['/avisos', '/']);
  });

  it('adds each member screen once it is built, at its configured path', () => {
    const built = new Set<string>([MEMBER_SCREENS.packages, MEMBER_SCREENS.reservations]);
    expect(nextSteps(config, built).map((step) => step.to)).toEqual(['/mystudio/reservaciones', '/mystudio/planes', '/avisos', '/']);
  });
});
