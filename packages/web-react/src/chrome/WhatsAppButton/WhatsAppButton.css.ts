import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const button = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.z.fab,
  width: 60,
  height: 60,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  color: vars.color.surface,
  boxShadow: vars.shadow.raised,
  transition: 'transform 150ms ease',
  selectors: { '&:hover': { transform: 'scale(1.06)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const icon = style({ width: 30, height: 30 });
