import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

/** Banner and navbar stay together at the top while scrolling. */
export const header = style({ position: 'sticky', top: 0, zIndex: vars.z.navbar });

export const main = style({ flex: 1, selectors: { '&:focus': { outline: 'none' } } });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: vars.z.alert,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.dark,
  color: vars.color.surface,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.md } },
});
