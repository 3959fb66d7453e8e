import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const question = style({ margin: 0 });

/** Room for a sentence or two; the reason box grows only downwards. */
export const reason = style({ minHeight: 96, resize: 'vertical' });

export const loadError = style({ margin: 0, color: vars.color.danger });

/** A row's actions side by side, wrapping on a narrow card. */
export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
