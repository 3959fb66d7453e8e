import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const failureText = style({ margin: 0 });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: '0.8rem',
  fontWeight: 700,
  background: vars.color.light,
  color: vars.color.dark,
});

export const badgeDanger = style([badge, { background: vars.color.dangerSurface, color: vars.color.danger }]);

const wide = 'screen and (min-width: 720px)';

/** A list of cards (a roster, the team). */
export const cardList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** A card of such a list: who on top and the actions under it on a phone; side by side from 720 px. */
export const cardRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [wide]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

/** The card's person: name and details stacked. */
export const cardWho = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
