import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

/** A group of fields with a legend: the discount's kind, its packages. */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const legend = style({ fontWeight: 600, fontSize: '0.95rem', color: vars.color.text, padding: 0, marginBottom: vars.space.xs });
export const hint = style({ fontSize: '0.85rem', color: vars.color.textMuted, margin: 0 });
export const error = style({ fontSize: '0.85rem', color: vars.color.danger, margin: 0, fontWeight: 500 });

/** Percent or fixed: two radios side by side, each a 44px target. */
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: 44, cursor: 'pointer' });


export const preview = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.primaryLight, color: vars.color.text });
