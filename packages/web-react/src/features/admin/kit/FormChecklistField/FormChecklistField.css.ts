import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

/** The field: its legend, hint and count over the list. */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const legend = style({ fontWeight: 600, fontSize: '0.95rem', color: vars.color.text, padding: 0, marginBottom: vars.space.xs });
export const hint = style({ fontSize: '0.85rem', color: vars.color.textMuted, margin: 0 });
export const chosen = style({ fontSize: '0.9rem', margin: 0, color: vars.color.text });
export const error = style({ fontSize: '0.85rem', color: vars.color.danger, margin: 0, fontWeight: 500 });
/** The checkboxes under their search, scrolled when many. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  maxHeight: 260,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const item = style({ padding: `${vars.space.xs} 0` });
