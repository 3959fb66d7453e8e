import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';
import * as modalStyles from '../../../../ui/Modal/Modal.css.js';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

/** From this width the panel is a sheet at the right; below it the whole screen. */
const SHEET = 'screen and (min-width: 640px)';
const STILL = '(prefers-reduced-motion: reduce)';

/** A column: the header, a body that scrolls, the footer always in view under it. */
export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.modal,
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  animation: `${slideIn} 220ms ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': {
    [SHEET]: { left: 'auto', width: 'min(480px, 100vw)', borderTopLeftRadius: vars.radius.lg, borderBottomLeftRadius: vars.radius.lg },
    [STILL]: { animation: 'none' },
  },
});

export const wide = style({ '@media': { [SHEET]: { width: 'min(720px, 100vw)' } } });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingTop: vars.space.sm, minWidth: 0 });

export const title = style({ fontSize: '1.25rem', fontWeight: 700, overflowWrap: 'anywhere' });

export const description = style({ margin: 0, fontSize: '0.95rem', color: vars.color.textMuted });

/** The only part that scrolls; `overscroll-behavior` keeps the page behind still on phones. */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
});

/** The modal's footer, kept in view at the bottom of the column. */
export const footer = style([
  modalStyles.footer,
  {
    // The phone's home bar must not cover the buttons.
    paddingBottom: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
    background: vars.color.surface,
  },
]);

/** The backdrop and the close button are the modal's own, so both dialogs look alike. */
export const overlay = modalStyles.overlay;
export const close = modalStyles.close;
