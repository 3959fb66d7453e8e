import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const toolbar = style({ maxWidth: 520, marginBottom: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted });
/** Where a row that cannot be deleted says so, beside its buttons. */
export const cannotRemove = style({ alignSelf: 'center', color: vars.color.textMuted });

/** A tag's colour: the swatch next to its value. */
export const color = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

/** A list row's photo: small and round, beside the name. */
export const thumbnail = style({ width: '2.5rem', height: '2.5rem', objectFit: 'cover', borderRadius: vars.radius.pill, display: 'block' });

/** The side panel's preview of a public page, set apart from the form above it. */
export const preview = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const previewTitle = style({ fontSize: '1rem', margin: `0 0 ${vars.space.xs}` });
export const previewHelp = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: '0.875rem' });
export const previewName = style({ fontSize: '1.25rem', fontWeight: 700, margin: `0 0 ${vars.space.sm}` });
