import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contrastRatio as coreContrast, readableTextOn } from '@estudio/core';
import { contrastRatio, readableOn } from './theme.values.js';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('readableOn', () => {
  it('puts white on dark colours and dark text on light and mid-tone ones', () => {
    expect(readableOn('#2f3e46')).toBe('#ffffff');
    expect(readableOn('#f4f1ea')).toBe('#000000');
    expect(readableOn('#e07a5f')).toBe('#000000');
  });

  it('always reaches at least 4.5:1 (WCAG AA for text)', () => {
    fc.assert(fc.property(hex, (background) => contrastRatio(background, readableOn(background)) >= 4.5));
  });
});

/**
 * The theme keeps its own WCAG maths (it is in the first load of '/', and an
 * admin chunk importing a core module of the first load regroups its chunks:
 * docs/contexts/desk.md, 'First load'); 'Configuración' warns with core's
 * `contrast.rules.ts`. Both must say the same of every colour.
 */
describe("the theme's contrast and core's agree", () => {
  it('on the text colour and the ratio of every colour', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        expect(readableOn(a)).toBe(readableTextOn(a));
        expect(contrastRatio(a, b)).toBeCloseTo(coreContrast(a, b) ?? 0, 9);
      }),
      { numRuns: 2000 },
    );
  });
});
