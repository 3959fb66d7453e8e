import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const card = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  overflow: 'hidden',
});

export const flush = style({ padding: 0 });
