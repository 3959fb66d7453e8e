import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const wide = 'screen and (min-width: 768px)';

/** The table and card styles are the UI kit's (`ui/Entries`); the reservation table still reads them from here. */
export {
  actions,
  card,
  cards,
  cardTop,
  cardTitle,
  definition,
  facts,
  muted,
  nowrap,
  strong,
  table,
  tableWrap,
  td,
  term,
  th,
} from '../../../ui/Entries/Entries.css.js';

/** The member list screens (reservations, waitlists, credits) share this frame. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [wide]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' } },
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ fontSize: 'clamp(1.8rem, 5vw, 2.4rem)', fontWeight: 800, color: vars.color.dark });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const cardDate = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });

export const cardDay = style({ fontSize: '1.25rem', fontWeight: 800, color: vars.color.primary, textTransform: 'uppercase', whiteSpace: 'nowrap' });

export const cardTime = style({ fontSize: '0.9rem', color: vars.color.textMuted });

export const skeletonRows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
