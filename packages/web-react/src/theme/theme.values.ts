import type { StudioConfig } from '@estudio/core';

/** Fixed tokens: type, spacing, radii. Colours come from the studio. */
export const baseTokens = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: { card: '0 1px 3px rgba(0,0,0,.08), 0 1px 2px rgba(0,0,0,.06)', raised: '0 10px 30px rgba(0,0,0,.18)' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '72px' },
  size: { content: '1120px', navbar: '64px' },
  z: { banner: '40', navbar: '50', drawer: '60', modal: '70', alert: '80', fab: '45' },
} as const;

/** Parses #rgb or #rrggbb; null for anything else. */
const parseHex = (hex: string): [number, number, number] | null => {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** WCAG relative luminance of a colour, 0 (black) to 1 (white). */
export const luminance = (hex: string): number => {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio between two colours, 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * Text colour readable on a background: whichever of black and white
 * contrasts more with it, so mid-tone studio colours (a coral, a sky blue)
 * get dark text rather than white text that fails WCAG AA.
 */
export const readableOn = (background: string): string =>
  contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';

/** The colour values of the theme for a studio. */
export const colorTokens = (appearance: StudioConfig['appearance']) => {
  const { colors } = appearance;
  return {
    primary: colors.primary,
    primaryLight: colors.primaryLight,
    primaryText: readableOn(colors.primary),
    accent: colors.accent,
    accentText: readableOn(colors.accent),
    dark: colors.dark,
    gray: colors.gray,
    light: colors.light,
    surface: '#ffffff',
    background: colors.light,
    text: colors.dark,
    textMuted: '#5c5f66',
    border: '#dcdfe4',
    danger: '#b42318',
    dangerSurface: '#fef3f2',
    success: '#067647',
    successSurface: '#ecfdf3',
    focus: colors.accent,
    overlay: 'rgba(15, 18, 25, 0.6)',
  };
};
