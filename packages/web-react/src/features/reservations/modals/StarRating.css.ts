import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const legend = style({ fontWeight: 600 });

export const stars = style({ display: 'flex', gap: 2 });

export const input = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  fontSize: '1.9rem',
  lineHeight: 1,
  color: vars.color.border,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const filled = style({ color: vars.color.primary });

export const option = style({ position: 'relative', display: 'inline-flex' });
