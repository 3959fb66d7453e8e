import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const page = style({ paddingBlock: vars.space.xl, display: 'flex', justifyContent: 'center' });

export const card = style({ width: '100%', maxWidth: 640, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ fontSize: 'clamp(1.8rem, 5vw, 2.4rem)', fontWeight: 800, color: vars.color.dark });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: '1.05rem' });

export const sectionTitle = style({ fontSize: '1.15rem', fontWeight: 700, color: vars.color.dark });

/** Label and value pairs, stacked on phones and side by side from 480 px. */
export const details = style({
  margin: 0,
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.md}`,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: 'max-content 1fr' } },
});

export const term = style({ fontWeight: 700, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const total = style({ margin: 0, fontSize: '1.3rem', fontWeight: 800, color: vars.color.primary });

export const text = style({ margin: 0 });

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.light,
});
