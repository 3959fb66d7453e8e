import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

/** 'Penalizaciones': the filter beside the search. */
export const filter = style({ maxWidth: 240, marginTop: vars.space.sm });

/** A new penalty's or credit's customer: the picker, or who was chosen. */
export const customerField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });
export const customerLabel = style({ fontWeight: 600 });
export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const chosenWho = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const chosenDetail = style({ fontSize: '0.85rem', color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: '0.875rem' });
/** A row's customer: her name over her e-mail. */
export const who = style({ display: 'flex', flexDirection: 'column' });
