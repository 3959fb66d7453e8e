import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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
