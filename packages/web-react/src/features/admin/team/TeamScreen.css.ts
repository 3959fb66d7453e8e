import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';
import * as shared from '../shared/shared.css.js';

export const list = shared.cardList;

export const row = shared.cardRow;

export const who = shared.cardWho;

export const name = style({ fontWeight: 700, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const email = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const empty = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted });
