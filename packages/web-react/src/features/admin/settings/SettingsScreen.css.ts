import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const wide = 'screen and (min-width: 960px)';

/** The section links: a row that scrolls sideways on a phone. */
export const sectionNav = style({ marginBlock: vars.space.md, overflowX: 'auto' });
export const sectionList = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  background: vars.color.surface,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary },
  },
});

export const sectionIntro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const group = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 700, fontSize: '1.05rem' });
/** A field that takes the group's whole width (long texts, images, the previews). */
export const full = style({ '@media': { [wide]: { gridColumn: '1 / -1' } } });

export const textarea = style({ minHeight: 96, resize: 'vertical', fontFamily: 'inherit' });
export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9rem' });

export const swatch = style({
  position: 'absolute',
  right: 6,
  width: 36,
  height: 32,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
});
export const withSwatch = style({ paddingRight: 52 });

export const note = style({ margin: 0, color: vars.color.textMuted });

/** The colour preview: a mock navbar, a card and buttons, in the colours being chosen. */
export const preview = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md });
export const previewNav = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: vars.space.sm, borderRadius: vars.radius.sm, fontWeight: 700 });
export const previewCard = style({ padding: vars.space.md, borderRadius: vars.radius.md, display: 'grid', gap: vars.space.xs });
/** The gray, as the site uses it: borders and rules, not text. */
export const previewRule = style({ display: 'block', borderTop: '2px solid', margin: `${vars.space.xs} 0` });
export const previewButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const previewButton = style({ padding: `${vars.space.xs} ${vars.space.md}`, borderRadius: vars.radius.pill, fontWeight: 700 });
export const warnings = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.danger });
export const ok = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

/** The landing sections: the kit's SortableList and the page's outline beside it. */
export const landing = style({ display: 'grid', gap: vars.space.md, '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } } });
export const outline = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: vars.space.sm, listStyle: 'none', border: `1px dashed ${vars.color.border}`, borderRadius: vars.radius.md });
export const outlineItem = style({ padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.primaryLight, color: vars.color.dark, fontWeight: 600 });
export const outlineTitle = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: 700 });
