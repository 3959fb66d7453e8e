import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

/** The toolbar: the view, the way through the calendar, the columns and the filters, wrapping on narrow screens. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, marginBottom: vars.space.md });

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const columnsField = style({ flex: '0 1 200px', minWidth: 160 });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.sm,
  flex: '1 1 560px',
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: 600, fontSize: '0.95rem', padding: 0, marginBottom: vars.space.xs });

export const range = style({ margin: `0 0 ${vars.space.md}`, fontWeight: 700, fontSize: '1.1rem', '::first-letter': { textTransform: 'uppercase' } });

/** The grid scrolls sideways inside the page when its columns do not fit. */
export const scroller = style({ overflowX: 'auto', paddingBottom: vars.space.sm });

/** One row a start hour, one column for the hours and one a day, location or coach; columns share the rows through subgrid. */
export const grid = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 'min-content',
});

export const corner = style({ gridRow: 1, gridColumn: 1 });

export const hour = style({
  gridColumn: 1,
  paddingTop: vars.space.sm,
  fontWeight: 700,
  fontSize: '0.85rem',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  borderTop: `1px solid ${vars.color.border}`,
});

export const column = style({
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridRow: '1 / -1',
  gap: vars.space.xs,
  minWidth: 0,
  background: vars.color.background,
});

export const columnTitle = style({
  gridRow: 1,
  position: 'sticky',
  top: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  fontSize: '0.95rem',
  fontWeight: 700,
  '::first-letter': { textTransform: 'uppercase' },
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} 0 0`,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

/** A class: what opens its panel on top, its roster's link under it. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderLeft: `4px solid ${vars.color.primary}`,
  overflow: 'hidden',
});

export const cardButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  width: '100%',
  minHeight: 44,
  padding: vars.space.sm,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.light } },
});

export const cardTime = style({ fontWeight: 800, fontVariantNumeric: 'tabular-nums', fontSize: '0.9rem' });

export const cardType = style({ fontWeight: 700 });

export const cardLine = style({ fontSize: '0.85rem', color: vars.color.textMuted });

export const counts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', marginTop: 2 });

export const booked = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', fontSize: '0.9rem' });

export const rosterLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: '0.85rem',
  fontWeight: 600,
});

/** The phone's list of one day. */
export const dayList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const dayNav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.md });

export const skeletonGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: vars.space.sm });

/** The panel: what the class is now, then the form. */
export const details = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  marginBottom: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.light,
});

export const detailsList = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

export const detailsTerm = style({ fontWeight: 600 });

export const detailsValue = style({ margin: 0 });

export const detailsActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
});

export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space.sm });

export const hint = style({ margin: 0, fontSize: '0.9rem', color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: '0.9rem', color: vars.color.danger, fontWeight: 600 });

export const preview = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });

export const previewTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });

export const previewList = style({ margin: 0, paddingLeft: vars.space.lg, columns: '2 12rem', fontVariantNumeric: 'tabular-nums' });

export const conflicts = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const conflictsList = style({ margin: 0, paddingLeft: vars.space.lg });

export const quiet = style({ margin: 0, fontSize: '0.9rem', color: vars.color.textMuted });
