import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

export const body = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const preview = style({
  width: '6rem', height: '6rem', objectFit: 'cover', borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface,
});
export const empty = style({ margin: 0, color: vars.color.textMuted });
export const fileName = style({ wordBreak: 'break-all' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
/**
 * The real file input, visually hidden, placed just before its label: its
 * focus (a Tab, or the form focusing the field after a refused submit) is
 * drawn on the label beside it, which is what the eye sees as the button.
 */
export const pickerInput = style({});
export const picker = style({
  cursor: 'pointer',
  selectors: { [`${pickerInput}:focus + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const busy = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
