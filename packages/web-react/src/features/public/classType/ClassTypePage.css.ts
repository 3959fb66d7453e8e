import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(240px, 420px) 1fr' } },
});

/** The class type's picture: wide, rounded, never taller than it needs. */
export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const description = style({ margin: 0, fontSize: '1.1rem', lineHeight: 1.75, whiteSpace: 'pre-line' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.xxl });

export const sectionTitle = style({ fontSize: '1.5rem', fontWeight: 800, color: vars.color.dark, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.lg });
