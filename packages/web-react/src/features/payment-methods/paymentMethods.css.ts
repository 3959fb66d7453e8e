import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

const wide = 'screen and (min-width: 960px)';

/** The list beside the form on a desktop; one above the other on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const savedCard = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const cardText = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const cardLabel = style({ fontWeight: 700, color: vars.color.dark });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const panelTitle = style({ fontSize: '1.25rem', fontWeight: 700, color: vars.color.dark });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Refusals read as at checkout, next to the button they are about. */
export { failure } from '../checkout/checkout.css.js';

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const question = style({ margin: 0 });
