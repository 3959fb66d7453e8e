import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/** 'Calendario' in 'Mi Información': below the two cards, full width. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.lg, minWidth: 0 });

export const title = style({ fontSize: '1.25rem', fontWeight: 700, color: vars.color.dark, margin: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted });

/** The address and its 'Copiar' button: side by side, the button below it on a phone. */
export const addressRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const address = style({ flex: '1 1 18rem', minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const failure = style({ margin: 0, color: vars.color.danger });

/** The notice after a booking: a light band above the calendar's week. */
export const booked = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm,
  padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.light, color: vars.color.dark,
});

export const bookedText = style({ margin: 0, fontWeight: 600 });
