import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

/** The frame around Stripe's card iframe: looks like the app's text fields. */
export const cardFrame = style({
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
});

export const label = style({ fontWeight: 700, color: vars.color.text });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** PayPal draws its own buttons; this only gives them room. */
export const buttons = style({ minHeight: 48 });
