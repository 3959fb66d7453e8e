import type { StudioColors } from './config.model.js';

/**
 * WCAG 2.x contrast of the studio's colours ('Configuración', issue 15):
 * the admin sees a warning while choosing a palette whose text would be
 * hard to read. Pure functions over '#rgb'/'#rrggbb' colours.
 */

/** WCAG AA's minimum contrast for normal text. */
export const AA_NORMAL_TEXT = 4.5;

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** '#abc' or '#aabbcc' as [r, g, b] (0 to 255), or null for anything else. */
export function hexToRgb(hex: string): [number, number, number] | null {
  const text = hex.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(text) ? [...text].map((c) => c + c).join('') : text;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance (0 black, 1 white), or null for an unreadable colour. */
export function relativeLuminance(hex: string): number | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (1 to 21), or null when either cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Black or white, whichever reads better on `background`: how the theme
 * writes text on the primary and accent colours (web-react's `readableOn`),
 * for previews of a palette not saved yet.
 */
export const readableTextOn = (background: string): '#000000' | '#ffffff' =>
  (contrastRatio(background, '#000000') ?? 0) >= (contrastRatio(background, '#ffffff') ?? 0) ? '#000000' : '#ffffff';

/** The pairs of the studio's palette that carry text (or the focus ring) on the site. */
export type ContrastPair = 'darkOnLight' | 'primaryOnLight' | 'primaryOnSurface' | 'darkOnPrimaryLight' | 'accentOnLight';

/** WCAG AA's minimum for user-interface parts (the focus ring: the accent colour). */
export const AA_NON_TEXT = 3;

/** One pair below WCAG AA, with its ratio rounded down to one decimal (so 4.49 never reads as 4.5). */
export interface ContrastWarning {
  readonly pair: ContrastPair;
  readonly ratio: number;
  readonly minimum: number;
}

/** The cards' white surface (the theme's `surface`). */
const SURFACE = '#ffffff';

/**
 * The palette's pairs below WCAG AA, as the theme uses them: dark text on
 * the light background and on primary-light, primary links and headings on
 * the background and on white cards (4.5:1 each), and the accent focus ring
 * on the background (3:1). Text on a primary or accent button needs no
 * check: the theme writes it in black or white, whichever reads better. An
 * unreadable colour warns nothing here (the form refuses it on its own).
 */
export function contrastWarnings(colors: Pick<StudioColors, 'primary' | 'accent' | 'dark' | 'light' | 'primaryLight'>): ContrastWarning[] {
  const pairs: [ContrastPair, string, string, number][] = [
    ['darkOnLight', colors.dark, colors.light, AA_NORMAL_TEXT],
    ['primaryOnLight', colors.primary, colors.light, AA_NORMAL_TEXT],
    ['primaryOnSurface', colors.primary, SURFACE, AA_NORMAL_TEXT],
    ['darkOnPrimaryLight', colors.dark, colors.primaryLight, AA_NORMAL_TEXT],
    ['accentOnLight', colors.accent, colors.light, AA_NON_TEXT],
  ];
  return pairs.flatMap(([pair, foreground, background, minimum]) => {
    const ratio = contrastRatio(foreground, background);
    return ratio !== null && ratio < minimum ? [{ pair, ratio: Math.floor(ratio * 10) / 10, minimum }] : [];
  });
}
