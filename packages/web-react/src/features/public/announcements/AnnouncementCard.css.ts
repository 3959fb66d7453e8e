import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  borderTop: `4px solid ${vars.color.primary}`,
});

export const date = style({
  margin: 0,
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const title = style({ fontSize: '1.2rem', fontWeight: 700, color: vars.color.dark });

/** On the landing page a long announcement is cut after a few lines. */
export const clamped = style({
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
