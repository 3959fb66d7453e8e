import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.xs });

export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

export const shapes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const shape = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
});

export const sizes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });

export const sizeField = style({ width: '8rem' });

export const rowList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const rowItem = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

/** Wide grids scroll sideways rather than shrinking cells below a tap target. */
export const gridScroll = style({ overflowX: 'auto', padding: vars.space.xs });

export const grid = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs });

export const gridRow = style({ display: 'flex', gap: vars.space.xs });

const cellBase = {
  width: 44,
  height: 44,
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  fontSize: '0.8rem',
  overflow: 'hidden',
  cursor: 'pointer',
  userSelect: 'none',
} as const;

export const cell = styleVariants({
  selectable: { ...cellBase, border: `2px solid ${vars.color.primary}`, background: vars.color.surface, color: vars.color.dark },
  unselectable: { ...cellBase, border: `2px dashed ${vars.color.border}`, background: vars.color.light, color: vars.color.textMuted },
});

/** The cell the label field edits. */
export const active = style({ outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });

export const details = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const preview = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const previewTitle = style({ fontSize: '1rem', margin: 0 });
