import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css.js';

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: 'min(78vh, 720px)',
  paddingBlock: vars.space.xxl,
  overflow: 'hidden',
  background: vars.color.dark,
  color: vars.color.surface,
  '@media': { 'screen and (min-width: 768px)': { alignItems: 'center' } },
});

export const media = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Darkens the picture so the title stays readable whatever the photo. */
export const shade = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: `linear-gradient(180deg, color-mix(in srgb, ${vars.color.dark} 15%, transparent) 0%, color-mix(in srgb, ${vars.color.dark} 80%, transparent) 100%)`,
});

export const content = style({ maxWidth: 720, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({
  fontSize: 'clamp(2.2rem, 7vw, 4rem)',
  fontWeight: 800,
  letterSpacing: '-0.03em',
  lineHeight: 1.05,
  color: vars.color.surface,
  textWrap: 'balance',
});

export const tagline = style({ margin: 0, fontSize: 'clamp(1.05rem, 2.5vw, 1.35rem)', opacity: 0.92, maxWidth: 560 });

export const cta = style({ alignSelf: 'flex-start', marginTop: vars.space.sm });
