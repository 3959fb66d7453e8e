import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

export const section = style({
  paddingBlock: vars.space.xl,
  scrollMarginTop: 'calc(var(--studio-header-offset, 0px) + 72px)',
  '@media': { 'screen and (min-width: 768px)': { paddingBlock: vars.space.xxl } },
});

export const tone = styleVariants({
  plain: { background: vars.color.background },
  surface: { background: vars.color.surface },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const title = style({
  fontSize: 'clamp(1.6rem, 4vw, 2.4rem)',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  color: vars.color.dark,
  selectors: {
    '&::after': {
      content: '""',
      display: 'block',
      width: 48,
      height: 4,
      marginTop: vars.space.sm,
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
    },
  },
});

/** A responsive card grid: one column on phones, up to four on wide screens. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A 'see all' link beside a section title. */
export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 600,
  color: vars.color.primary,
  textUnderlineOffset: 4,
});

export const excerpt = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });
