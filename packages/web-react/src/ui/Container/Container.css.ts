import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const container = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { 'screen and (min-width: 768px)': { paddingInline: vars.space.lg } },
});
