import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A row: the handle, the screen's content, 'Subir' and 'Bajar'. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  touchAction: 'manipulation',
});
/** The row being dragged rides above the others. */
export const dragging = style({ boxShadow: vars.shadow.raised, position: 'relative', zIndex: 1 });

const square = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
} as const;

/** The drag handle: a 44 px target that pointers, touch and the keyboard pick up. */
export const handle = style({ ...square, background: vars.color.background, cursor: 'grab', touchAction: 'none' });

/** What the screen shows of the item, between the handle and the buttons. */
export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const buttons = style({ display: 'flex', gap: vars.space.xs });

/** 'Subir' and 'Bajar' as arrows, where the row has little room. */
export const arrow = style({
  ...square,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
});
