import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: '0.9rem',
  fontWeight: 600,
  textAlign: 'center',
  lineHeight: 1.35,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { '&:hover': { textDecorationThickness: 2 } },
});
