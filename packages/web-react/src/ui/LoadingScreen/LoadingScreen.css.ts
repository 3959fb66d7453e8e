import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const root = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text,
});

export const label = style({ fontSize: '1.25rem', fontWeight: 600, color: vars.color.primary });

export const fallback = style({ color: vars.color.textMuted });
