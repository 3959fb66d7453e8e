import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const list = style({ display: 'flex', flexDirection: 'column', gap: 2, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: '0.85rem' });

export const label = style({ color: vars.color.textMuted, minWidth: '3.5em' });

export const stars = style({ color: vars.color.primary, letterSpacing: 1 });

export const empty = style({ color: vars.color.border });
