import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease, transform 100ms ease',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.dark, color: vars.color.surface } },
  },
  secondary: {
    background: 'transparent',
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryLight, color: vars.color.dark } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryLight } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.surface,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.dark } },
  },
});

/** Every size keeps a tap target of at least 44 px. */
export const size = styleVariants({
  sm: { minHeight: 44, padding: `0 ${vars.space.md}`, fontSize: '0.875rem' },
  md: { minHeight: 48, padding: `0 ${vars.space.lg}`, fontSize: '1rem' },
  lg: { minHeight: 56, padding: `0 ${vars.space.xl}`, fontSize: '1.125rem' },
});

export const block = style({ display: 'flex', width: '100%' });
