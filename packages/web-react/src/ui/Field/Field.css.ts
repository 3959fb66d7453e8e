import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const label = style({ fontWeight: 600, fontSize: '0.95rem', color: vars.color.text });

export const requiredMark = style({ color: vars.color.danger, marginLeft: 2 });

export const control = style({
  width: '100%',
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  fontSize: '1rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primaryLight}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const hint = style({ fontSize: '0.85rem', color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: '0.85rem', color: vars.color.danger, margin: 0, fontWeight: 500 });

/** The control's row: the input and an optional trailing button over its right edge. */
export const row = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const trailing = style({
  position: 'absolute',
  right: 2,
  top: '50%',
  transform: 'translateY(-50%)',
  minWidth: 44,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

/** Room on the right of a control for the trailing button. */
export const withTrailing = style({ paddingRight: 52 });
