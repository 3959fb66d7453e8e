import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const desktop = 'screen and (min-width: 960px)';

export const board = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const navRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const month = style({
  margin: 0,
  fontSize: '1.25rem',
  fontWeight: 800,
  letterSpacing: '0.04em',
  color: vars.color.dark,
  textAlign: 'center',
});

export const weekLabel = style({ margin: 0, fontWeight: 700, color: vars.color.primary, textAlign: 'center' });

export const arrow = style({ fontSize: '1.4rem', lineHeight: 1 });

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [desktop]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0, fontSize: '0.9rem' });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = styleVariants({
  available: { width: 14, height: 14, borderRadius: 4, background: vars.color.primary },
  reserved: { width: 14, height: 14, borderRadius: 4, background: vars.color.accent },
  full: { width: 14, height: 14, borderRadius: 4, background: vars.color.gray },
});

export const filter = style({ minWidth: 220 });

/** Desktop: the seven day columns side by side. */
export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: vars.space.sm });

/** Mobile: the days one under the other. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const dayHeading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  fontSize: '0.85rem',
  fontWeight: 800,
  letterSpacing: '0.06em',
  color: vars.color.dark,
});

export const dayColumnHeading = style({ flexDirection: 'column', alignItems: 'center', gap: 0 });

export const today = style({ borderBottomColor: vars.color.primary, color: vars.color.primary });

export const dayNumber = style({ fontSize: '1.35rem', fontWeight: 800 });

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const earlierDays = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
});

export const earlierSummary = style({
  cursor: 'pointer',
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  fontWeight: 600,
  color: vars.color.textMuted,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const emptyDay = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.95rem' });

export const dayPicker = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
});

/** The seven days share the row; below 7 × 44 px the row scrolls sideways. */
export const dayPickerItem = style({ flex: '1 0 44px' });

export const dayChip = style({
  width: '100%',
  minWidth: 44,
  minHeight: 56,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xs,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.dark,
  fontWeight: 700,
  fontSize: '0.8rem',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const more = style({ alignSelf: 'center' });
