import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontSize: '0.8rem',
  fontWeight: 700,
  lineHeight: 1.4,
});

/** One look per tone of core's `reservationStatusView`; the label always says the status, so colour is never alone. */
export const tone = styleVariants({
  neutral: { background: vars.color.surface, color: vars.color.textMuted, borderColor: vars.color.border },
  warning: { background: vars.color.accent, color: vars.color.accentText },
  danger: { background: vars.color.dangerSurface, color: vars.color.danger, borderColor: vars.color.danger },
  success: { background: vars.color.successSurface, color: vars.color.success, borderColor: vars.color.success },
  info: { background: vars.color.primary, color: vars.color.primaryText },
});
