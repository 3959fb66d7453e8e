import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

const wide = 'screen and (min-width: 900px)';

/** The checkout: the summary beside the payment on wide screens, above it on phones. */
export const page = style({ paddingBlock: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({ fontSize: 'clamp(1.8rem, 5vw, 2.4rem)', fontWeight: 800, color: vars.color.dark });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({ fontSize: '1.25rem', fontWeight: 700, color: vars.color.dark });

export const text = style({ margin: 0, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.95rem' });

/** Spec 8 texts, next to the button they are about. */
export const failure = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Two fields side by side (expiry and CVC). */
export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: '1fr 1fr' });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: '1.25rem', fontWeight: 700, color: vars.color.dark });

/** One way to pay: a large tap target, marked when chosen. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: 48,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` } },
});

export const choiceInput = style({ width: 20, height: 20, marginTop: 2, accentColor: vars.color.primary, flexShrink: 0 });

export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const choiceLabel = style({ fontWeight: 700, color: vars.color.text });

/** The summary's lines: label left, amount right. */
export const lines = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0 });

export const totalLine = style([line, { paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}`, fontWeight: 800, fontSize: '1.2rem' }]);

export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const image = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.light });

export const packageTitle = style({ fontSize: '1.1rem', fontWeight: 700, color: vars.color.dark });

export const facts = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: 2 });

/** The discount box: the code and its button on one row. */
export const discountRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const tabs = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
