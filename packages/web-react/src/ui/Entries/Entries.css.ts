import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/** Tables scroll sideways inside their card rather than widening the page. */
export const tableWrap = style({
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.95rem' });

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontSize: '0.8rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

/** Dates and the action buttons keep to one line in a table row. */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const strong = style({ fontWeight: 700, color: vars.color.dark });

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const cardTop = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const cardTitle = style({ fontSize: '1.15rem', fontWeight: 700, color: vars.color.dark });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: 2,
  margin: 0,
  fontSize: '0.95rem',
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted });
