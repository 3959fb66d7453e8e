import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch' });

/** The studio's promotion at the width of the modal, never taller than the screen leaves room for. */
export const image = style({
  display: 'block',
  width: '100%',
  maxHeight: '60dvh',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});
