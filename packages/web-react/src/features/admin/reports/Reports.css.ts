import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const tablet = 'screen and (min-width: 640px)';
const wide = 'screen and (min-width: 1100px)';

/** The tabs: a row that scrolls sideways on a phone, like 'Configuración''s sections. */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  marginBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  minHeight: 44,
  // The four tabs fit a 360 px phone side by side.
  padding: `0 ${vars.space.sm}`,
  '@media': { [tablet]: { padding: `0 ${vars.space.md}` } },
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&[data-state="active"]': { borderBottomColor: vars.color.primary, fontWeight: 800 } },
});

/** The range: the two days and the quick ranges, wrapping on a phone. */
export const range = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 700 });
export const rangeFields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 220px))' } },
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  background: vars.color.surface,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary },
  },
});
export const rangeProblem = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

/** A report: its figures, then its sections. */
export const report = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The figures of a report: cards in a grid. */
export const figures = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' } },
});
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const figureLabel = style({ fontSize: '0.875rem', color: vars.color.textMuted, fontWeight: 600 });
export const figureDetail = style({ margin: 0, fontSize: '0.85rem', color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontSize: '1.5rem', fontWeight: 800, overflowWrap: 'anywhere' });

/** A table's section: its title and 'Exportar CSV' on a row, the table under it. */
export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const sectionHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: '1.1rem' });
export const sectionNote = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' });

/** Two sections side by side on a wide screen. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** 'Agrupar ingresos por': a segmented switch. */
export const switcher = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' });
export const switcherLegend = style({ float: 'left', marginRight: vars.space.sm, fontWeight: 600 });

/** A chart: the width it is given, a fixed height. */
export const chart = style({ width: '100%', minWidth: 0, height: 280 });
export const chartTall = style({ width: '100%', minWidth: 0, height: 360 });

/** The heat map: a table that scrolls sideways on a phone (focusable, so the keyboard can scroll it). */
export const heatWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const heatTable = style({ borderCollapse: 'separate', borderSpacing: 2, fontSize: '0.85rem' });
export const heatHead = style({ padding: `${vars.space.xs} ${vars.space.xs}`, fontWeight: 600, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const heatRowHead = style([heatHead, { textAlign: 'left', paddingRight: vars.space.sm }]);
export const heatCell = style({
  minWidth: 52,
  height: 40,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
/** Fuller is darker: the studio's colours, each with the text colour the theme pairs it with (WCAG AA). */
export const heatLevel = styleVariants({
  none: { background: vars.color.background, color: vars.color.textMuted, fontWeight: 400 },
  low: { background: vars.color.surface, color: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.border}` },
  mid: { background: vars.color.primaryLight, color: vars.color.dark },
  high: { background: vars.color.primary, color: vars.color.primaryText },
  full: { background: vars.color.dark, color: vars.color.light },
});
export const legendList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', fontSize: '0.85rem' });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const legendSwatch = style({ display: 'inline-block', width: 20, height: 20, borderRadius: vars.radius.sm });

globalStyle(`${heatWrap}:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });
