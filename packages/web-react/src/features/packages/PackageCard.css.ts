import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/** A package card: the landing's picture card (picture, title, price, what it includes) with its action at the bottom. */
export { card } from '../public/landing/sections/Cards.css.js';

export const image = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.light });

export const body = style({ padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1 });

export const title = style({ fontSize: '1.15rem', fontWeight: 700, color: vars.color.dark, margin: 0, lineHeight: 1.3 });

export const price = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });

export const current = style({ fontSize: '1.5rem', fontWeight: 800, color: vars.color.primary });

export const regular = style({ color: vars.color.textMuted, textDecoration: 'line-through', fontSize: '1rem' });

export const every = style({ color: vars.color.textMuted, fontSize: '0.95rem' });

export const facts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: '0.95rem',
});

globalStyle(`${facts} li::before`, { content: '"✓ "', color: vars.color.accent, fontWeight: 700 });

export const summary = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

export const details = style({ fontSize: '0.95rem' });

export const detailsSummary = style({
  cursor: 'pointer',
  color: vars.color.primary,
  fontWeight: 600,
  minHeight: 32,
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const footer = style({ marginTop: 'auto', paddingTop: vars.space.sm, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const badge = style({
  alignSelf: 'flex-start',
  borderRadius: vars.radius.pill,
  padding: '2px 10px',
  fontSize: '0.8rem',
  fontWeight: 700,
  background: vars.color.dark,
  color: vars.color.surface,
});

export const note = style({ margin: 0, fontSize: '0.85rem', color: vars.color.textMuted });
