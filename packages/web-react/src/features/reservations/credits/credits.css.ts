import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' } },
});

export const balance = style({ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1, color: vars.color.primary });

export const expired = style({ opacity: 0.7 });
