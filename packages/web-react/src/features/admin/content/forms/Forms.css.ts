import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

/** Where the builder and its preview sit side by side (below, they are tabs): the bare query, as `matchMedia` takes it. */
export const WIDE_BUILDER_QUERY = '(min-width: 1100px)';
const WIDE_BUILDER = `screen and ${WIDE_BUILDER_QUERY}`;

/** The builder beside its preview on a wide screen; one column (the active tab) below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [WIDE_BUILDER]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** The preview follows the admin down a long list of fields on a wide screen. */
export const previewColumn = style({
  '@media': { [WIDE_BUILDER]: { position: 'sticky', top: vars.space.md, maxHeight: `calc(100vh - 2 * ${vars.space.md})`, overflowY: 'auto' } },
});

/** The builder's and the preview's card; on a phone the card's padding goes to the fields. */
export const card = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { 'screen and (min-width: 720px)': { padding: vars.space.md } },
});

export const sectionTitle = style({ fontSize: '1.125rem', margin: `0 0 ${vars.space.xs}` });
export const help = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: '0.875rem' });
export const muted = style({ color: vars.color.textMuted });
/** 'No se puede eliminar' where a row's 'Eliminar' would be, in line with 'Editar'. */
export const cannotDelete = style({ alignSelf: 'center', color: vars.color.textMuted });
export const note = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.light,
  color: vars.color.dark,
});

/** The tabs on a phone: 'Campos' and 'Vista previa'. */
export const tabs = style({ display: 'flex', gap: vars.space.xs, marginBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { borderBottomColor: vars.color.primary, fontWeight: 700 } },
});

/** A field's row in the sortable list: its summary, then (opened) its editor. */
export const fieldRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%', minWidth: 0 });
export const fieldSummary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const fieldTitle = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const fieldName = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const fieldFacts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', fontSize: '0.875rem', color: vars.color.textMuted });
export const key = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8rem' });
export const rowButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** An opened field's properties, as many to a row as the row's width holds (one on a phone). */
export const editor = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
});
export const wide = style({ gridColumn: '1 / -1' });

/** Options and a condition: a fieldset of its own. */
export const group = style({ margin: 0, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
/** One option: its text and value side by side where they fit, its buttons after them. */
export const option = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'flex-end',
  marginBottom: vars.space.sm,
});
globalStyle(`${option} > div`, { flex: '1 1 10rem', minWidth: 0 });
export const optionButtons = style({ display: 'flex', gap: 2, paddingBottom: vars.space.xs });
export const error = style({ margin: `${vars.space.xs} 0`, color: vars.color.danger, fontWeight: 600 });
export const conditionRow = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))' });

export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm, marginTop: vars.space.md });

/** The preview's step bar and buttons. */
export const stepBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginTop: vars.space.md });
export const ok = style({ margin: `${vars.space.sm} 0 0`, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.successSurface, color: vars.color.text });
