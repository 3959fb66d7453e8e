import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const help = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });

export const helpIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  borderRadius: vars.radius.pill,
  border: `2px solid currentColor`,
  fontSize: '0.8rem',
  fontWeight: 800,
});

export const helpText = style({
  margin: 0,
  maxWidth: '60ch',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
