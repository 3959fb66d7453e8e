import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 860px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const reversed = style({
  '@media': { 'screen and (min-width: 860px)': { direction: 'rtl' } },
});

export const cell = style({ direction: 'ltr' });

/** Text alone reads best in one column at a comfortable width. */
export const single = style({
  '@media': { 'screen and (min-width: 860px)': { gridTemplateColumns: 'minmax(0, 760px)' } },
});

export const text = style({
  margin: 0,
  fontSize: '1.1rem',
  lineHeight: 1.75,
  whiteSpace: 'pre-line',
  color: vars.color.text,
});

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
});
