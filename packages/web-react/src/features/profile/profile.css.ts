import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

const wide = 'screen and (min-width: 720px)';

/** A phone between classes reads one card under the other; a desktop the two side by side. */
export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** The kit's card clips its content; a select's menu must be able to open past the card's edge. */
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, overflow: 'visible', minWidth: 0 });

export const cardHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const cardTitle = style({ fontSize: '1.25rem', fontWeight: 700, color: vars.color.dark });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const avatar = style({
  width: 88,
  height: 88,
  flexShrink: 0,
  borderRadius: '50%',
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '2rem',
  fontWeight: 800,
  background: vars.color.primaryLight,
  color: vars.color.dark,
});

export const identityText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ margin: 0, fontSize: '1.15rem', fontWeight: 700, color: vars.color.dark, overflowWrap: 'anywhere' });

export const photoActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The file input sits inside its label, which looks like a button and shows the input's focus ring. */
export const photoPicker = style({
  position: 'relative',
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space.sm,
  margin: 0,
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: 'minmax(8rem, auto) minmax(0, 1fr)', columnGap: vars.space.md } },
});

/** A term and its value: grouped for the markup, laid out by the list's grid. */
export const row = style({ display: 'contents' });

export const term = style({ fontWeight: 600, color: vars.color.textMuted });

export const definition = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const missing = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.background,
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: 2, margin: 0, fontStyle: 'normal' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

export const failure = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
