import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/** The sign-in ways besides the password, under its form. */
export const providers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The 'o' between the password form and the other ways, on a hairline. */
export const separator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.9rem',
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
});

/** The e-mail link request, once opened. */
export const linkRequest = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
});
