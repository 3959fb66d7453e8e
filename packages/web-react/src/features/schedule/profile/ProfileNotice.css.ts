import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const warning = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
});

export const line = style({ margin: 0 });
