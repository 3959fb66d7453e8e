import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The whole row is the tap target, at least 44 px high. */
export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  cursor: 'pointer',
  color: vars.color.text,
});

export const input = style({
  width: 22,
  height: 22,
  flexShrink: 0,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: 2 } },
});
