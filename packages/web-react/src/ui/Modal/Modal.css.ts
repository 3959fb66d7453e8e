import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px))' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

const reducedMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.z.modal,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': reducedMotion,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.z.modal,
  width: 'calc(100vw - 24px)',
  maxHeight: 'calc(100dvh - 24px)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  animation: `${rise} 180ms ease-out`,
  '@media': reducedMotion,
  selectors: { '&:focus': { outline: 'none' } },
});

export const size = styleVariants({
  sm: { maxWidth: 400 },
  md: { maxWidth: 560 },
  lg: { maxWidth: 800 },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm} ${vars.space.lg}`,
});

export const title = style({ fontSize: '1.25rem', fontWeight: 700 });

export const close = style({
  minWidth: 44,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.light, color: vars.color.text } },
});

export const body = style({ padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`, overflowY: 'auto' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
