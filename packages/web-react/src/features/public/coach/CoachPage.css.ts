import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(240px, 360px) 1fr' } },
});

export const photo = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  background: vars.color.light,
});

export const quote = style({
  margin: `0 0 ${vars.space.md}`,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.primary}`,
  fontSize: '1.2rem',
  fontStyle: 'italic',
  color: vars.color.dark,
});

export const bio = style({ margin: 0, fontSize: '1.1rem', lineHeight: 1.75, whiteSpace: 'pre-line' });
