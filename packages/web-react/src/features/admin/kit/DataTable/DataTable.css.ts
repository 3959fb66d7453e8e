import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';
import * as emptyStyles from '../../../../ui/EmptyState/EmptyState.css.js';
import * as entryStyles from '../../../../ui/Entries/Entries.css.js';

/** `minWidth: 0` lets a grid or flex parent make the table narrower than its longest e-mail. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// On a phone card a long e-mail or id breaks rather than pushing the card past the screen.
globalStyle(`${root} dd`, { minWidth: 0, overflowWrap: 'anywhere' });

/** The member lists' table look (Entries), so every table of the app reads alike. */
export const tableWrap = entryStyles.tableWrap;
export const table = entryStyles.table;
export const th = entryStyles.th;
export const td = entryStyles.td;

/** The whole header is the button, 44 px high, so it is easy to hit on a touch laptop. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  margin: `0 calc(-1 * ${vars.space.sm})`,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.light } },
});

export const sortMark = style({ fontSize: '0.7rem', minWidth: '1em' });

/**
 * A row with a primary link: the link's ::after covers the row, so a click
 * anywhere on it follows a real link (middle click and 'open in a new tab'
 * included) while the keyboard stops once, on the link.
 */
export const linkedRow = style({
  position: 'relative',
  selectors: { '&:hover, &:focus-within': { background: vars.color.light } },
});

export const rowLink = style({
  color: vars.color.dark,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

// Other controls of a linked row sit above the stretched link, so they stay clickable.
globalStyle(`${linkedRow} :is(a, button, input, select, textarea):not(${rowLink})`, { position: 'relative', zIndex: 1 });

/** On a card the link is the heading: a block at least 44 px high. */
export const cardLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: 'inherit',
  textDecoration: 'underline',
  textDecorationColor: vars.color.border,
  textUnderlineOffset: 4,
});

export const skeletonCards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const skeletonCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The empty state's box, in the danger colours. */
export const problem = style([
  emptyStyles.root,
  { color: vars.color.danger, background: vars.color.dangerSurface, border: 'none' },
]);

export const problemText = style({ margin: 0, fontWeight: 600 });

/** Phones: the page texts over the two buttons; from 480 px one row, the texts between the buttons. */
export const pager = style({
  display: 'grid',
  gridTemplateAreas: '"texts texts" "previous next"',
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    'screen and (min-width: 480px)': { gridTemplateAreas: '"previous texts next"', gridTemplateColumns: 'auto 1fr auto' },
  },
});

export const previous = style({ gridArea: 'previous', justifySelf: 'start' });

export const next = style({ gridArea: 'next', justifySelf: 'end' });

export const pagerTexts = style({
  gridArea: 'texts',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  margin: 0,
  fontSize: '0.9rem',
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const pagerPage = style({ color: vars.color.text, fontWeight: 600 });
