import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const toolbar = style({ maxWidth: 520, marginBottom: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted });
