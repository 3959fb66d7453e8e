import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ margin: 0 });

export const subject = style({ margin: 0, color: vars.color.textMuted });

export const warning = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const qr = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: 264,
  padding: vars.space.sm,
  background: vars.color.surface,
});

export const qrSvg = style({ width: '100%', maxWidth: 264, height: 'auto' });

export const hint = style({ margin: 0, fontSize: '0.9rem', color: vars.color.textMuted, textAlign: 'center' });

export const comment = style({ minHeight: 110, resize: 'vertical', paddingBlock: vars.space.sm });
