import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderLeft: `4px solid ${vars.color.primary}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** Compact cards (the landing) read as one row: time, what, action. */
export const compact = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'auto 1fr auto' } },
});

/** The legend's three colours (spec 2): Disponible, Reservada, Sin Lugares. */
export const tone = styleVariants({
  available: {},
  reserved: { borderLeftColor: vars.color.accent, background: vars.color.primaryLight },
  full: { borderLeftColor: vars.color.gray },
  /** Past or closed: flat and quiet, but text keeps its full contrast (no opacity). */
  closed: { border: `1px solid ${vars.color.border}`, borderLeftWidth: 4, background: vars.color.light, boxShadow: 'none' },
});

export const time = style({ fontWeight: 800, fontSize: '1.05rem', color: vars.color.dark, fontVariantNumeric: 'tabular-nums' });

export const duration = style({ fontWeight: 400, fontSize: '0.85rem', color: vars.color.textMuted, marginLeft: vars.space.xs });

export const info = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const type = style({ margin: 0, fontWeight: 700, color: vars.color.dark, lineHeight: 1.25 });

export const meta = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted, lineHeight: 1.3 });

export const status = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: '0.875rem' });

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
});

export const badgeTone = styleVariants({
  reserved: { background: vars.color.accent, color: vars.color.accentText },
  full: { background: vars.color.dark, color: vars.color.surface },
});

export const places = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.primary });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

export const compactActions = style({
  gridColumn: '1 / -1',
  '@media': { 'screen and (min-width: 640px)': { gridColumn: 'auto' } },
});

export const note = style({ margin: 0, fontSize: '0.8rem', color: vars.color.textMuted });
