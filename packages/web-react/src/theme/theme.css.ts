import { createThemeContract, globalStyle } from '@vanilla-extract/css';

/**
 * The one theme contract. Studio colours from /api/appconfig fill it at
 * runtime (ThemeRoot); every component reads tokens from here only.
 */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryLight: null,
    primaryText: null,
    accent: null,
    accentText: null,
    dark: null,
    gray: null,
    light: null,
    surface: null,
    background: null,
    text: null,
    textMuted: null,
    border: null,
    danger: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    focus: null,
    overlay: null,
  },
  font: { body: null, heading: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { card: null, raised: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  size: { content: null, navbar: null },
  z: { banner: null, navbar: null, drawer: null, modal: null, alert: null, fab: null },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { WebkitTextSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.2, margin: 0 });

globalStyle('a', { color: vars.color.primary });

globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });

globalStyle('img', { maxWidth: '100%', display: 'block' });
