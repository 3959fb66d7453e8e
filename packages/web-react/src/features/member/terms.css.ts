import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Spec 2 and 9: the page's text scrolls inside at most 500 px. */
export const scroller = style({
  maxHeight: 500,
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
