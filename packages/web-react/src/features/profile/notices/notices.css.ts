import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

/** A group of switches: no browser frame, its legend reads as a small heading. */
export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 700, color: vars.color.dark });

export const note = style({ margin: 0, color: vars.color.dark, overflowWrap: 'anywhere' });

/** The WhatsApp topics sit under the opt-in they depend on. */
export const topics = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingLeft: vars.space.md });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
