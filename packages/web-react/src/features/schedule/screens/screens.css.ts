import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';
import { portrait, pullQuote } from '../../../theme/fragments.js';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 768px)': { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});

export const title = style({ fontSize: 'clamp(1.8rem, 5vw, 2.4rem)', fontWeight: 800, color: vars.color.dark });

export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({ fontSize: '1.5rem', fontWeight: 800, color: vars.color.dark });

export const profile = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(200px, 320px) 1fr' } },
});

export const photo = style(portrait);

export const quote = style({ ...pullQuote, fontSize: '1.15rem' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.md, rowGap: vars.space.xs, margin: `0 0 ${vars.space.md}` });

export const term = style({ fontWeight: 600, color: vars.color.textMuted });

export const definition = style({ margin: 0 });

export const bio = style({ margin: 0, lineHeight: 1.75, whiteSpace: 'pre-line' });

/** Public pages sit under the sticky navbar with room above and below. */
export const padded = style({
  paddingBlock: vars.space.xl,
  '@media': { 'screen and (min-width: 768px)': { paddingBlock: vars.space.xxl } },
});

/** A term and its value, grouped inside the facts list's grid. */
export const fact = style({ display: 'contents' });
