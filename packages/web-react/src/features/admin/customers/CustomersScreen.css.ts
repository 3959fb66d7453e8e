import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const toolbar = style({ maxWidth: 520, marginBottom: vars.space.md });

export const contact = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: '0.9rem' });
