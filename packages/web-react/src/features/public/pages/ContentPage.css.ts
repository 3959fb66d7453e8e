import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const page = style({
  paddingBlock: vars.space.xl,
  '@media': { 'screen and (min-width: 768px)': { paddingBlock: vars.space.xxl } },
});

export const title = style({
  fontSize: 'clamp(1.8rem, 5vw, 2.8rem)',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  color: vars.color.dark,
  marginBottom: vars.space.lg,
});

/** Readable line length for text pages. */
export const narrow = style({ maxWidth: 760 });

export const muted = style({ color: vars.color.textMuted, fontSize: '1.05rem' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
