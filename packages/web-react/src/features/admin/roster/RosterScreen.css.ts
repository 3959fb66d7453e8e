import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';
import * as shared from '../shared/shared.css.js';

const wide = 'screen and (min-width: 720px)';

export const sectionTitle = style({ fontSize: '1.15rem', fontWeight: 700, margin: `${vars.space.lg} 0 ${vars.space.sm}`, color: vars.color.dark });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const note = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted });

export const list = shared.cardList;

export const row = shared.cardRow;

export const who = shared.cardWho;

export const name = style({ fontWeight: 700, color: vars.color.text, overflowWrap: 'anywhere' });

/** A no-show's time left to correct it, or why it can no longer be corrected (issue 16). */
export const undo = style({ fontSize: '0.9rem', color: vars.color.textMuted });

export const details = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: '0.9rem', color: vars.color.textMuted });

export const marks = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  '@media': { [wide]: { display: 'flex', flexShrink: 0 } },
});

export const waitlist = style({ marginTop: vars.space.lg });

export const cancelled = style({ marginTop: vars.space.lg });

// vanilla-extract's `selectors` may only target the class itself; a child goes through globalStyle.
globalStyle(`${cancelled} > summary`, { cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center', fontWeight: 600 });

export const walkIn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const walkInWho = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const sale = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
