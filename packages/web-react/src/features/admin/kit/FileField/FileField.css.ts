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
export const picker = style({ cursor: 'pointer', selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } } });
export const busy = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
