import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const screen = style({ maxWidth: 560 });

export const camera = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const video = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.dark });

export const videoHidden = style({ display: 'none' });

export const status = style({ margin: 0, color: vars.color.textMuted, selectors: { '&:empty': { display: 'none' } } });

export const manual = style({ marginTop: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const manualTitle = style({ fontSize: '1.1rem', fontWeight: 700 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
