import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

/** A picture card: image on top, caption under it; the whole card is the link when there is one. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'transform 180ms ease, box-shadow 180ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** A card that is a link lifts on hover. */
export const linkCard = style([card, { selectors: { '&:hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.raised } } }]);

export const image = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.light });

export const portrait = style([image, { aspectRatio: '1 / 1' }]);

export const body = style({ padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const name = style({ fontSize: '1.15rem', fontWeight: 700, color: vars.color.dark, margin: 0 });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.95rem', lineHeight: 1.5 });
