import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const loadError = style({ margin: 0, color: vars.color.danger });

/** A refused renewal's notice (issue 17): the warning colours of the alerts, above the charges. */
export const refused = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
});

export const refusedText = style({ margin: 0, flex: '1 1 16rem' });
