import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

const wide = 'screen and (min-width: 960px)';
const medium = 'screen and (min-width: 600px)';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: 'clamp(1.8rem, 5vw, 2.4rem)', fontWeight: 800, color: vars.color.dark });

export const modeLabel = style({ margin: 0, fontWeight: 700, color: vars.color.primary });

export const modes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The filter card beside the videos on a desktop, above them on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: '280px minmax(0, 1fr)' } },
});

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const filterCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const filterHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const filterTitle = style({ margin: 0, fontSize: '1.1rem', fontWeight: 700, color: vars.color.dark });

/** The `hidden` attribute must win over the flex display, or the phone's fold would show everything. */
export const filterBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, selectors: { '&[hidden]': { display: 'none' } } });

/** 'Más filtros': a quiet disclosure under the spec's own filters. */
export const moreFilters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const moreToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  minHeight: 44,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const moreChevron = style({
  width: 16,
  height: 16,
  transition: 'transform 150ms ease',
  selectors: { '&[data-open="true"]': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const tags = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const tagsLegend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600, color: vars.color.text });

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tagChoice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  ':focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const featured = style({ display: 'block' });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

const cardBase = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
} as const;

export const card = style(cardBase);

export const featuredCard = style({
  ...cardBase,
  '@media': { [wide]: { flexDirection: 'row' } },
});

export const thumb = style({ position: 'relative', aspectRatio: '16 / 9', background: vars.color.light });

export const featuredThumb = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.light,
  '@media': { [wide]: { flex: '0 0 60%' } },
});

export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** The studio's logo standing in for a thumbnail: whole, centred, not cropped. */
export const logoThumb = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain', padding: vars.space.lg });

export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontSize: '0.8rem',
  fontWeight: 700,
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, padding: vars.space.md });

export const cardTitle = style({ margin: 0, fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.3 });

export const featuredTitle = style({ margin: 0, fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2 });

export const cardLink = style({ color: vars.color.dark, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const cardDescription = style({ margin: 0, color: vars.color.textMuted });

export const cardFooter = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginTop: 'auto' });

export const cardMeta = style({ fontSize: '0.9rem', color: vars.color.textMuted });

export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, color: vars.color.danger });

/** Spec 9: the player is 75% of the window's height. */
export const player = style({ display: 'block', width: '100%', height: '75vh', border: 'none', borderRadius: vars.radius.md, background: vars.color.dark });

export const noPlayer = style({ margin: 0, padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.light });

export const videoPage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const videoHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const videoActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const facts = style({ display: 'flex', gap: vars.space.xs, margin: 0, fontWeight: 600 });

globalStyle(`${facts} dd`, { margin: 0, fontWeight: 400 });

export const rating = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
