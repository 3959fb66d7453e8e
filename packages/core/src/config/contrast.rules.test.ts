import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_NORMAL_TEXT, contrastRatio, contrastWarnings, hexToRgb, readableTextOn, relativeLuminance } from './contrast.rules.js';

const GOOD = { primary: '#0f5257', accent: '#b0413e', dark: '#1b1b1e', light: '#f7f3ee', primaryLight: '#d5e8e6' };

describe('contrast rules (WCAG 2.x)', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(hexToRgb('#fff')).toEqual([255, 255, 255]);
    expect(hexToRgb('#0F5257')).toEqual([15, 82, 87]);
    expect(hexToRgb('red')).toBeNull();
    expect(hexToRgb('#12345')).toBeNull();
    expect(relativeLuminance('nada')).toBeNull();
  });

  it('gives the WCAG ratios: 21 for black on white, 1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
    expect(contrastRatio('#fff', 'nada')).toBeNull();
  });

  it('warns nothing for a readable palette (the demo studio\'s)', () => {
    expect(contrastWarnings(GOOD)).toEqual([]);
  });

  it('warns of each pair below AA, with its ratio rounded down and its minimum', () => {
    const warnings = contrastWarnings({ ...GOOD, primary: '#9ad1d4', accent: '#f7f3ee' });
    expect(warnings.map((warning) => warning.pair)).toEqual(['primaryOnLight', 'primaryOnSurface', 'accentOnLight']);
    const onLight = warnings[0]!;
    expect(onLight.minimum).toBe(AA_NORMAL_TEXT);
    expect(onLight.ratio).toBe(Math.floor(contrastRatio('#9ad1d4', GOOD.light)! * 10) / 10);
    expect(warnings[2]).toMatchObject({ minimum: AA_NON_TEXT, ratio: 1 });
  });

  it('warns of dark text on a dark background and on a dark primary-light', () => {
    const pairs = contrastWarnings({ ...GOOD, light: '#333333', primaryLight: '#444444' }).map((warning) => warning.pair);
    expect(pairs).toContain('darkOnLight');
    expect(pairs).toContain('darkOnPrimaryLight');
  });

  it('never reports 4.49 as passing', () => {
    // #777777 on white is 4.478:1: below AA, shown as 4.4, not rounded up to 4.5.
    const [warning] = contrastWarnings({ ...GOOD, primary: '#777777', light: '#ffffff' });
    expect(warning).toEqual({ pair: 'primaryOnLight', ratio: 4.4, minimum: 4.5 });
  });

  it('writes on a colour in black or white, whichever reads better', () => {
    expect(readableTextOn('#0f5257')).toBe('#ffffff');
    expect(readableTextOn('#f7f3ee')).toBe('#000000');
    // A mid-tone coral reads better in black (5.9:1) than in white (3.6:1).
    expect(readableTextOn('#e07a5f')).toBe('#000000');
  });

  it('ignores an unreadable colour (the form refuses it)', () => {
    expect(contrastWarnings({ ...GOOD, dark: 'negro' }).map((warning) => warning.pair)).not.toContain('darkOnLight');
  });
});
