import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const message = style({ margin: 0, fontSize: '1.05rem' });
