import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

/** The list's thumbnail: a small 16:9 picture. */
export const thumbnail = style({ width: '4rem', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.md, display: 'block', background: vars.color.surface });
/** The status cell: its badge and, under it, the release date. */
export const status = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });
/** 'Oculto': a neutral, quieter badge than 'Publicado'. */
export const hiddenBadge = style({ background: vars.color.surface, color: vars.color.textMuted, boxShadow: `inset 0 0 0 1px ${vars.color.border}` });
export const release = style({ fontSize: '0.8rem', color: vars.color.textMuted });
/** The tags cell: each tag as a small chip. */
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const tag = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: '0.8rem' });
export const tagDot = style({ width: '0.6rem', height: '0.6rem', borderRadius: vars.radius.pill, display: 'inline-block', border: `1px solid ${vars.color.border}` });
/** The uploaded video's preview in the panel. */
export const player = style({ width: '100%', maxWidth: '24rem', aspectRatio: '16 / 9', borderRadius: vars.radius.md, background: vars.color.text });
/** Minutes and seconds side by side. */
export const duration = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 9rem))', gap: vars.space.md });
export const note = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });
/** The uploaded video's player with its file name under it. */
export const preview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%', maxWidth: '24rem' });
/** The five selects of the panel, one under another as the other fields. */
export const selects = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
