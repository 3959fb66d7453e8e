import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });

export const region = style({
  position: 'fixed',
  top: vars.space.md,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(560px, calc(100vw - 24px))',
  zIndex: vars.z.alert,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
  boxShadow: vars.shadow.raised,
  pointerEvents: 'auto',
  animation: `${slideIn} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const kind = styleVariants({
  error: { background: vars.color.dangerSurface, color: vars.color.danger, borderColor: vars.color.danger },
  success: { background: vars.color.successSurface, color: vars.color.success, borderColor: vars.color.success },
});

export const message = style({ flex: 1, margin: 0, paddingTop: 10, fontWeight: 500 });

export const dismiss = style({
  minWidth: 44,
  minHeight: 44,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.4rem',
  lineHeight: 1,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
});
