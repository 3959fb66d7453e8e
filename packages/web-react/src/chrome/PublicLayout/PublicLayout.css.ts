import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/**
 * No scroll anchoring in the public chrome: the banner hides at 1000 px
 * (spec 9), which changes the sticky header's height; with anchoring the
 * browser then scrolls back by that height, across the line again, and the
 * banner would flip forever (a render loop on long pages such as /calendario).
 */
export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column', overflowAnchor: 'none' });

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
