import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const address = style({
  fontStyle: 'normal',
  fontSize: '1.15rem',
  lineHeight: 1.7,
  whiteSpace: 'pre-line',
  marginBottom: vars.space.lg,
});
