import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const toolbar = style({ maxWidth: 520, marginBottom: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted });

/** A tag's colour: the swatch next to its value. */
export const color = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});
