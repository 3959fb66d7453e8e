import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/**
 * The form measures itself, not the window: a form in a half-width card or
 * a modal stays one column where a full-width one takes two.
 */
const roomy = '(min-width: 560px)';

export const container = style({ containerType: 'inline-size', minWidth: 0 });

/** One column when narrow; with room, fields whose className asks for half a row sit two to a row. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@container': { [roomy]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const width = styleVariants({
  full: { '@container': { [roomy]: { gridColumn: '1 / -1' } } },
  half: { minWidth: 0 },
});

export const summary = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const textarea = style({ minHeight: 'auto', padding: vars.space.md, resize: 'vertical', lineHeight: 1.5 });

/** The combobox: its input and the button that opens the menu side by side. */
export const comboRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const comboInput = style({ paddingRight: 52 });

export const toggle = style({
  position: 'absolute',
  right: 2,
  top: '50%',
  transform: 'translateY(-50%)',
  width: 44,
  height: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
});

export const anchor = style({ position: 'relative' });

/** The open menu; its height (140 to 300 px, spec 5) comes from core's FORM_PRESENTATION, set inline. */
export const menu = style({
  position: 'absolute',
  zIndex: 5,
  left: 0,
  right: 0,
  top: 'calc(100% + 4px)',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const closed = style({ display: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  color: vars.color.text,
});

export const highlighted = style({ background: vars.color.primaryLight });

export const selected = style({ fontWeight: 700 });

export const empty = style({ padding: vars.space.md, color: vars.color.textMuted });

export const hint = style({ padding: `${vars.space.xs} ${vars.space.md}`, fontSize: '0.8rem', color: vars.color.textMuted });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingLeft: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.light,
  color: vars.color.text,
});

export const chipRemove = style({
  minWidth: 44,
  minHeight: 44,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: vars.radius.pill,
});

export const fileInput = style({ padding: vars.space.sm, minHeight: 48 });

export const previews = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const preview = style({ width: 96, height: 96, objectFit: 'cover', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });

export const fileName = style({ fontSize: '0.85rem', color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const group = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, minWidth: 0 });

export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });
