import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const wide = 'screen and (min-width: 720px)';
const desktop = 'screen and (min-width: 1200px)';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });

/** The sections' anchors: a row that scrolls sideways on a phone. */
export const sectionNav = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
});

export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  boxShadow: vars.shadow.card,
});

export const grid = style({ display: 'grid', gap: vars.space.lg, '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } } });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, scrollMarginTop: 96 });

export const sectionHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, scrollMarginTop: 96 });

export const sectionTitle = style({ fontSize: '1.15rem', fontWeight: 700, color: vars.color.dark });

export const sectionActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
  '@media': { [wide]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const itemTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const itemDetail = style({ fontSize: '0.9rem', color: vars.color.textMuted });

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A term above its value on a phone; side by side from 720 px. */
export const definitions = style({
  display: 'grid',
  gap: `2px ${vars.space.md}`,
  margin: 0,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(110px, max-content) 1fr', rowGap: vars.space.xs } },
});

export const term = style({ color: vars.color.textMuted, fontSize: '0.9rem', '@media': { [wide]: { fontSize: '1rem' } } });

export const definition = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere', '@media': { [wide]: { marginBottom: 0 } } });

export const subTitle = style({ fontSize: '0.95rem', fontWeight: 700, margin: `${vars.space.sm} 0 0` });

export const panelBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const factRow = style({ display: 'contents' });
