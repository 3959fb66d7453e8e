import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';
import { portrait, pullQuote } from '../../../theme/fragments.js';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(240px, 360px) 1fr' } },
});

export const photo = style(portrait);

export const quote = style({ ...pullQuote, fontSize: '1.2rem' });

export const bio = style({ margin: 0, fontSize: '1.1rem', lineHeight: 1.75, whiteSpace: 'pre-line' });
