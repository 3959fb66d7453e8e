import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const wide = 'screen and (min-width: 768px)';

/** The member list screens (reservations, waitlists, credits) share this frame. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [wide]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' } },
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ fontSize: 'clamp(1.8rem, 5vw, 2.4rem)', fontWeight: 800, color: vars.color.dark });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

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

export const cardDate = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });

export const cardDay = style({ fontSize: '1.25rem', fontWeight: 800, color: vars.color.primary, textTransform: 'uppercase', whiteSpace: 'nowrap' });

export const cardTime = style({ fontSize: '0.9rem', color: vars.color.textMuted });

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

export const skeletonRows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
