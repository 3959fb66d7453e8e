import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const wide = 'screen and (min-width: 720px)';

export const filter = style({ minWidth: 220 });

export const days = style({ display: 'grid', gap: vars.space.xl });

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dayTitle = style({ fontSize: '1.25rem', fontWeight: 700, color: vars.color.dark, '::first-letter': { textTransform: 'uppercase' } });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const location = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const locationTitle = style({ fontSize: '0.9rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', color: vars.color.textMuted });

export const classList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** A class: time, what and who, its counts; the whole card follows its one link (the class name's). */
export const classRow = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  gridTemplateAreas: '"time info" "time counts"',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': {
    [wide]: { gridTemplateColumns: '4.5rem minmax(0, 1fr) minmax(220px, 280px) auto', gridTemplateAreas: '"time info counts hint"' },
  },
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const time = style({ gridArea: 'time', fontWeight: 800, fontSize: '1.1rem', fontVariantNumeric: 'tabular-nums' });

export const classInfo = style({ gridArea: 'info', display: 'flex', flexDirection: 'column', minWidth: 0 });

export const classLink = style({
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none' },
  },
});

export const coach = style({ fontSize: '0.9rem', color: vars.color.textMuted });

export const counts = style({ gridArea: 'counts', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const booked = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

export const bar = style({ flex: '1 1 80px', height: 6, borderRadius: vars.radius.pill, background: vars.color.light, overflow: 'hidden' });

export const barFill = style({ display: 'block', height: '100%', background: vars.color.primary });

export const badges = style({ display: 'flex', gap: vars.space.xs });

export const rosterHint = style({ display: 'none', color: vars.color.primary, fontWeight: 600, '@media': { [wide]: { display: 'inline', gridArea: 'hint' } } });
