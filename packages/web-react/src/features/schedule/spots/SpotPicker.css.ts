import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const label = style({ margin: 0, fontWeight: 600 });

/** Wide rooms scroll sideways rather than shrinking places below a tap target. */
export const room = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowX: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const row = style({ display: 'flex', gap: vars.space.xs });

const place = {
  width: 44,
  height: 44,
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  fontSize: '0.9rem',
} as const;

export const spot = styleVariants({
  free: {
    ...place,
    cursor: 'pointer',
    border: `2px solid ${vars.color.primary}`,
    background: vars.color.surface,
    color: vars.color.dark,
  },
  chosen: {
    ...place,
    cursor: 'pointer',
    border: `2px solid ${vars.color.primary}`,
    background: vars.color.primary,
    color: vars.color.primaryText,
  },
  taken: {
    ...place,
    border: `2px dashed ${vars.color.border}`,
    background: vars.color.light,
    color: vars.color.textMuted,
    textDecoration: 'line-through',
  },
  blocked: { ...place, visibility: 'hidden' },
});

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
